import { isPlainObject } from '../shared/index.js'
import type { WidgetOptions } from '../types.js'
import { FORMAT_OPTIONS, REQUIRED_OPTIONS, formItemOptions } from './commonOptions.js'
import { commonPropertyEditors } from './commonPropertyEditors.js'
import { defineWidget } from './defineWidget.js'
import { eventEditorOf } from './eventEditors.js'
import type { LocalizedText, PropertyEditorSpec } from './propertyEditorTypes.js'
import { addWidgetDefinition, getWidgetDefinition, isBuiltInWidgetType } from './registry.js'
import type { ValidatorKind, ValueType, WidgetDefinition } from './registryTypes.js'
import { createField } from './widgetFactory.js'

/** What a host declares to add a form-item widget type (the palette's 自定义扩展字段 group). */
export interface CustomWidgetSpec {
  /** VForm type string: lower-case letters, digits and dashes, starting with a letter */
  type: string
  /** palette name */
  label: LocalizedText
  icon?: string
  valueType: ValueType
  /**
   * The type's own options with their defaults (defaultValue included); on* keys are handlers of
   * the renderer's events (onFocus, onBlur, ...; the component fires them with runEvent). Name,
   * label, layout, state, rule, onChange and onValidate options are added as every field has them.
   */
  options: Partial<WidgetOptions>
  /** An editor for each own option key that has no common editor (see commonPropertyEditors). */
  editors?: readonly PropertyEditorSpec[]
  /** default: required and custom (onValidate); add 'format' for validation/validationHint */
  validators?: readonly ValidatorKind[]
}

const TYPE_PATTERN = /^[a-z][a-z0-9-]*$/
const isEventKey = (key: string): boolean => /^on[A-Z]/.test(key)
const editorsByType = new Map<string, ReadonlyMap<string, PropertyEditorSpec>>()

function refuse(type: unknown, reason: string): never {
  throw new Error(`registerWidgetType(${JSON.stringify(type)}): ${reason}`)
}

function checkedEditors(spec: CustomWidgetSpec): Map<string, PropertyEditorSpec> {
  const editors = new Map<string, PropertyEditorSpec>()
  for (const editor of spec.editors ?? []) {
    if (!(editor.key in spec.options)) refuse(spec.type, `the editor of "${editor.key}" edits no option of the type`)
    editors.set(editor.key, editor)
  }
  for (const key of Object.keys(spec.options)) {
    if (isEventKey(key) && !eventEditorOf(key)) refuse(spec.type, `"${key}" is no event the renderer calls (onChange, onFocus, onBlur, onValidate, ...)`)
    if (!isEventKey(key) && !editors.has(key) && !commonPropertyEditors.has(key)) refuse(spec.type, `option "${key}" has no editor`)
  }
  return editors
}

/**
 * Adds a host widget type to the registry: the designer's palette lists it under 自定义扩展字段
 * with its editors, the loader fills its defaults and validation builds its rules. Register it
 * before any form using it is loaded, in every process that loads such forms (the server too,
 * or it neither fills nor validates the type). Throws on a malformed spec, a built-in type or a
 * type registered before.
 */
export function registerWidgetType(spec: CustomWidgetSpec): WidgetDefinition {
  if (typeof spec?.type !== 'string' || !TYPE_PATTERN.test(spec.type)) refuse(spec?.type, 'the type must be lower-case letters, digits and dashes')
  if (isBuiltInWidgetType(spec.type)) refuse(spec.type, 'a built-in type cannot be registered again')
  if (getWidgetDefinition(spec.type)) refuse(spec.type, 'the type is already registered')
  if (!isPlainObject(spec.options)) refuse(spec.type, 'options (the type\'s own options with their defaults) are missing')
  if (!isPlainObject(spec.label) || typeof spec.label['zh-CN'] !== 'string') refuse(spec.type, 'label needs a zh-CN text')
  const editors = checkedEditors(spec)
  const validators = spec.validators ?? ['required', 'custom']
  const rules = { ...REQUIRED_OPTIONS, ...(validators.includes('format') ? FORMAT_OPTIONS : {}) }
  const definition = defineWidget({
    type: spec.type,
    category: 'field',
    formItem: true,
    group: 'custom',
    icon: spec.icon ?? 'custom-component',
    label: spec.label,
    valueType: spec.valueType,
    options: formItemOptions({ defaultValue: null, onChange: '', onValidate: '', ...spec.options }, rules),
    validators,
    create: createField,
  })
  editorsByType.set(spec.type, editors)
  addWidgetDefinition(definition)
  return definition
}

/** The editors a registered type declared, by option key. */
export function customPropertyEditorsOf(type: string): ReadonlyMap<string, PropertyEditorSpec> | undefined {
  return editorsByType.get(type)
}
