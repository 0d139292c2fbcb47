export { PreviewDialog } from './PreviewDialog'
export type { PreviewDialogProps } from './PreviewDialog'
export { keepPreviewData, previewDataOf, usePreviewData } from './previewData'
