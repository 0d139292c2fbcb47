import {
  DEAD_RULE_OPTIONS,
  DEFAULT_CASCADER_ITEMS,
  INPUT_EVENTS,
  LENGTH_OPTIONS,
  REQUIRED_OPTIONS,
  UPLOAD_EVENTS,
  UPLOAD_OPTIONS,
  formItemOptions,
} from './commonOptions.js'
import { defineWidget } from './defineWidget.js'
import type { WidgetDefinition } from './registryTypes.js'
import type { WidgetOptions } from '../types.js'
import { createField } from './widgetFactory.js'

// Upload, rich-editor and cascader carry only `required` (+ onValidate): VForm never reads
// their customRule keys.
const RULES = { ...REQUIRED_OPTIONS, ...DEAD_RULE_OPTIONS }

function advancedField(type: string, icon: string, valueType: 'files' | 'string' | 'array', specific: Partial<WidgetOptions>): WidgetDefinition {
  return defineWidget({
    type,
    category: 'field',
    formItem: true,
    group: 'advanced',
    icon,
    valueType,
    options: formItemOptions(specific, RULES),
    validators: ['required', 'custom'],
    create: createField,
  })
}

export const advancedFields: readonly WidgetDefinition[] = [
  advancedField('picture-upload', 'picture-upload-field', 'files', {
    ...UPLOAD_OPTIONS,
    fileTypes: ['jpg', 'jpeg', 'png'],
    ...UPLOAD_EVENTS,
  }),
  advancedField('file-upload', 'file-upload-field', 'files', {
    ...UPLOAD_OPTIONS,
    fileTypes: ['doc', 'docx', 'xls', 'xlsx'],
    ...UPLOAD_EVENTS,
  }),
  advancedField('rich-editor', 'rich-editor-field', 'string', {
    placeholder: '',
    contentHeight: '200px',
    ...LENGTH_OPTIONS,
    onValidate: '',
  }),
  advancedField('cascader', 'cascader-field', 'array', {
    defaultValue: '',
    placeholder: '',
    clearable: true,
    filterable: false,
    multiple: false,
    checkStrictly: false,
    showAllLevels: true,
    optionItems: DEFAULT_CASCADER_ITEMS,
    ...INPUT_EVENTS,
  }),
]
