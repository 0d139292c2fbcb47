import type { LocalTexts } from '../locale'

const zhCN = { clear: '清空', confirmTitle: '清空表单？', confirmContent: '将移除画布上的全部组件（表单设置保留），可用“撤销”恢复。', ok: '清空', cancel: '取消' }

export const clearTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    clear: 'Clear',
    confirmTitle: 'Clear the form?',
    confirmContent: 'Every widget is removed from the canvas (the form settings stay); Undo brings them back.',
    ok: 'Clear',
    cancel: 'Cancel',
  },
}
