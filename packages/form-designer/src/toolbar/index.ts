export { DesignerToolbar } from './DesignerToolbar'
export type { DesignerToolbarProps } from './DesignerToolbar'
