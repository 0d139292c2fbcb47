export { LibraryDesigner } from './LibraryDesigner'
export { formJsonTooLarge } from './savedFormJson'
export { notifyPublished } from './publishNotice'
