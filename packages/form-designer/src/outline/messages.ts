import type { LocalTexts } from '../locale'

const zhCN = { open: '组件层次结构树', title: '组件层次结构树', hidden: '隐藏', empty: '表单中还没有组件' }

export const outlineTexts: LocalTexts<typeof zhCN> = {
  'zh-CN': zhCN,
  'en-US': { open: 'Widget tree', title: 'Widget tree', hidden: 'hidden', empty: 'The form has no widgets yet' },
}
