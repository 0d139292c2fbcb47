import type { LocalTexts } from '../locale'

const zhCN = {
  listLabel: '表单模板',
  use: '使用模板',
  confirmTitle: '使用模板“{title}”？',
  confirmContent: '当前表单将被模板替换，可用“撤销”恢复。',
  ok: '替换',
  cancel: '取消',
  applied: '已使用模板：{title}',
}

export const templateTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    listLabel: 'Form templates',
    use: 'Use template',
    confirmTitle: 'Use the template "{title}"?',
    confirmContent: 'The template replaces the current form; Undo brings it back.',
    ok: 'Replace',
    cancel: 'Cancel',
    applied: 'Template used: {title}',
  },
}
