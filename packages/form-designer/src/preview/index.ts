export { PreviewDialog } from './PreviewDialog'
export type { PreviewDialogProps } from './PreviewDialog'
