import type { LocalTexts } from '../locale'

const zhCN = {
  restoredTitle: '已恢复自动保存的表单',
  restoredAt: '上次编辑于 {time}，表单已从浏览器中恢复。',
  undoRestore: '撤销恢复',
  choiceTitle: '浏览器中有较新的表单副本',
  choiceBody: '浏览器中的副本保存于 {draftTime}，服务器上的草稿保存于 {savedTime}。保留哪一个？',
  keepDraft: '保留浏览器中的副本',
  keepOpened: '保留服务器上的草稿',
}

export const autosaveTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': {
    restoredTitle: 'Autosaved form restored',
    restoredAt: 'Last edited at {time}; the form was restored from this browser.',
    undoRestore: 'Undo restore',
    choiceTitle: 'A newer copy of this form is in this browser',
    choiceBody: "The browser's copy was saved at {draftTime}, the server's draft at {savedTime}. Which one do you keep?",
    keepDraft: "Keep the browser's copy",
    keepOpened: "Keep the server's draft",
  },
}
