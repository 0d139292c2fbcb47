import type { ConfigProviderProps } from 'antd'

// Class names VForm 2/3 and Element UI / Element Plus put on the elements a form's cssCode styles.
// The renderer carries them beside its own tfr-* classes, so author CSS written for VForm applies.

/** The form element (VForm's <el-form class="render-form">). */
export const VFORM_FORM_CLASS = 'el-form render-form'
/** Element's label-position class on the form: el-form--label-left / -right / -top. */
export const vformLabelPositionClass = (labelPosition: unknown): string =>
  `el-form--label-${labelPosition === 'top' || labelPosition === 'right' ? labelPosition : 'left'}`

/** The wrapper around every widget (VForm's field-wrapper / container-wrapper). */
export const VFORM_FIELD_WRAPPER_CLASS = 'field-wrapper'
export const VFORM_CONTAINER_WRAPPER_CLASS = 'container-wrapper'

/** A form item (el-form-item) with its parts. */
export const VFORM_ITEM_CLASS = 'el-form-item'
export const VFORM_LABEL_CLASS = 'el-form-item__label'
export const VFORM_CONTENT_CLASS = 'el-form-item__content'
export const VFORM_ERROR_CLASS = 'el-form-item__error'
/** A static widget's box (text, html, divider, alert, button, slot). */
export const VFORM_STATIC_CLASS = 'static-content-item'

const LABEL_ALIGNS = new Set(['label-left-align', 'label-center-align', 'label-right-align'])

/** VForm's label alignment of a field: its own labelAlign, else the form's, else left. */
export function vformLabelAlign(own: unknown, form: unknown): string {
  if (typeof own === 'string' && LABEL_ALIGNS.has(own)) return own
  return typeof form === 'string' && LABEL_ALIGNS.has(form) ? form : 'label-left-align'
}

/** Element's size class of a form item (el-form-item--small / --default / --large). */
export const vformItemSizeClass = (size: 'small' | 'middle' | 'large'): string =>
  `el-form-item--${size === 'middle' ? 'default' : size}`

/** The container classes of VForm 3 (the element inside container-wrapper). */
export const VFORM_CONTAINER_CLASS = {
  grid: 'grid-container el-row',
  'grid-col': 'grid-cell el-col',
  table: 'table-container',
  'table-cell': 'table-cell',
  tab: 'tab-container',
  card: 'card-container',
  'sub-form': 'sub-form-container',
} as const
/** The <table> of a table container (VForm's table-layout). */
export const VFORM_TABLE_CLASS = 'table-layout'

/**
 * Element's component classes on the matching antd components of the form, set once through
 * antd's ConfigProvider: the root gets Element's block class, the text box its __inner class.
 */
export const ELEMENT_COMPONENT_CLASSES = {
  textArea: { className: 'el-textarea', classNames: { textarea: 'el-textarea__inner' } },
  inputNumber: { className: 'el-input-number', classNames: { input: 'el-input__inner' } },
  select: { className: 'el-select' },
  cascader: { className: 'el-cascader' },
  datePicker: { className: 'el-date-editor', classNames: { input: 'el-input__inner' } },
  timePicker: { className: 'el-date-editor', classNames: { input: 'el-input__inner' } },
  rangePicker: { className: 'el-date-editor el-range-editor' },
  radio: { className: 'el-radio' },
  checkbox: { className: 'el-checkbox' },
  switch: { className: 'el-switch' },
  rate: { className: 'el-rate' },
  slider: { className: 'el-slider' },
  colorPicker: { className: 'el-color-picker' },
  upload: { className: 'el-upload' },
  button: { className: 'el-button' },
  divider: { className: 'el-divider' },
  alert: { className: 'el-alert' },
  card: { className: 'el-card' },
  tabs: { className: 'el-tabs' },
} as const satisfies Partial<ConfigProviderProps>

/**
 * Element's sizes that set where fields sit, as antd component tokens for the form's
 * ConfigProvider: a picture-upload card is Element's 148 px square (antd's is 102 px).
 */
export const ELEMENT_SIZE_THEME = { components: { Upload: { pictureCardSize: 148 } } } as const satisfies ConfigProviderProps['theme']
