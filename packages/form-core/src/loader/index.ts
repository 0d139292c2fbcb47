export { toDayjsPattern } from './datePattern.js'
export { DEFAULT_FORM_CONFIG, normalizeFormConfig, toClassList } from './formConfig.js'
export { loadFormJson } from './loadFormJson.js'
export { normalizeWidget } from './normalizeWidget.js'
