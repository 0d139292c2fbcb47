export { BASE_STYLE_ID, baseCss } from './baseCss'
export { classNames } from './classNames'
export { useTextBoxStyle } from './useTextBoxStyle'
export { useStyleElement } from './useStyleElement'
export { VISUALLY_HIDDEN } from './visuallyHidden'
export {
  ELEMENT_COMPONENT_CLASSES,
  ELEMENT_SIZE_THEME,
  VFORM_CONTAINER_CLASS,
  VFORM_CONTAINER_WRAPPER_CLASS,
  VFORM_CONTENT_CLASS,
  VFORM_ERROR_CLASS,
  VFORM_FIELD_WRAPPER_CLASS,
  VFORM_FORM_CLASS,
  VFORM_ITEM_CLASS,
  VFORM_LABEL_CLASS,
  VFORM_STATIC_CLASS,
  VFORM_TABLE_CLASS,
  vformItemSizeClass,
  vformLabelAlign,
  vformLabelPositionClass,
} from './vformClassHooks'
