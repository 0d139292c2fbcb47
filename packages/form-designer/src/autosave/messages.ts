import type { LocalTexts } from '../locale'

const zhCN = {
  restoredTitle: '已恢复自动保存的表单',
  restoredAt: '上次编辑于 {time}，表单已从浏览器中恢复。',
  undoRestore: '撤销恢复',
}

export const autosaveTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    restoredTitle: 'Autosaved form restored',
    restoredAt: 'Last edited at {time}; the form was restored from this browser.',
    undoRestore: 'Undo restore',
  },
}
