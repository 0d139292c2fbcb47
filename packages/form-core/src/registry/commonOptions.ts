import type { OptionItem, WidgetOptions } from '../types.js'

// Option blocks shared by many widget types (VForm defaults, reference §1.5).

export const LABEL_OPTIONS = {
  label: '',
  labelAlign: '',
  labelWidth: null,
  labelHidden: false,
  labelIconClass: null,
  labelIconPosition: 'rear',
  labelTooltip: null,
} satisfies Partial<WidgetOptions>

export const REQUIRED_OPTIONS = { required: false, requiredHint: '' } satisfies Partial<WidgetOptions>
export const FORMAT_OPTIONS = { validation: '', validationHint: '' } satisfies Partial<WidgetOptions>
/** Keys VForm declares on cascader, rich-editor and uploads but never reads. */
export const DEAD_RULE_OPTIONS = { customRule: '', customRuleHint: '' } satisfies Partial<WidgetOptions>
export const LENGTH_OPTIONS = { minLength: null, maxLength: null, showWordLimit: false } satisfies Partial<WidgetOptions>
export const LIFECYCLE_EVENTS = { onCreated: '', onMounted: '' }
export const INPUT_EVENTS = { onChange: '', onFocus: '', onBlur: '', onValidate: '' }
/** Pro: radio, checkbox and select take their options from a named data source (reference §5). */
export const DATA_SOURCE_OPTIONS = {
  dsEnabled: false,
  dsName: '',
  dataSetName: '',
  labelKey: 'label',
  valueKey: 'value',
} satisfies Partial<WidgetOptions>
export const PICKER_OPTIONS = {
  readonly: false,
  clearable: true,
  editable: false,
  autoFullWidth: true,
} satisfies Partial<WidgetOptions>

/** Options every form-item field has apart from its rules and type-specific keys. */
export function formItemOptions(specific: Partial<WidgetOptions>, rules: Partial<WidgetOptions>): WidgetOptions {
  return {
    name: '',
    ...LABEL_OPTIONS,
    columnWidth: '200px',
    size: '',
    disabled: false,
    hidden: false,
    ...rules,
    customClass: [],
    ...specific,
    ...LIFECYCLE_EVENTS,
  }
}

export function optionItems(prefix: string): OptionItem[] {
  return [1, 2, 3].map((value) => ({ label: `${prefix} ${value}`, value }))
}

export const DEFAULT_CASCADER_ITEMS: OptionItem[] = [
  { label: 'select 1', value: 1, children: [{ label: 'child 1', value: 11 }] },
  { label: 'select 2', value: 2, children: [{ label: 'child 2', value: 22 }] },
  { label: 'select 3', value: 3, children: [{ label: 'child 3', value: 33 }] },
]

export const UPLOAD_OPTIONS = {
  uploadURL: '',
  uploadTip: '',
  withCredentials: false,
  multipleSelect: false,
  showFileList: true,
  limit: 3,
  fileMaxSize: 5,
} satisfies Partial<WidgetOptions>

export const UPLOAD_EVENTS = { onBeforeUpload: '', onUploadSuccess: '', onUploadError: '', onFileRemove: '', onValidate: '' }
