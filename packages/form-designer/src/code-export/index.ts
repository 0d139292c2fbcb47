export { ExportCodeDialog } from './ExportCodeDialog'
export { EXPORTED_COMPONENT_NAME, generateReactCode } from './generateReactCode'
