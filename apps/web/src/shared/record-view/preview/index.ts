export { AttachmentPreview } from './AttachmentPreview'
export { previewKindOf } from './previewKind'
export type { PreviewKind } from './previewKind'
