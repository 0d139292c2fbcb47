export { OutlineDrawer } from './OutlineDrawer'
export { buildOutlineTree } from './outlineTree'
export type { OutlineNode } from './outlineTree'
