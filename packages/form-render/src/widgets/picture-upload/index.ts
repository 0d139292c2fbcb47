export { PictureUploadWidget } from './PictureUploadWidget'
export { PREVIEW_WIDTH } from './PicturePreview'
