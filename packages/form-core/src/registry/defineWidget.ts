import type { Widget, WidgetOptions } from '../types.js'
import type { LocalizedText } from './propertyEditorTypes.js'
import type { PaletteGroup, ValidatorKind, ValueType, WidgetCategory, WidgetDefinition } from './registryTypes.js'

export interface WidgetSpec {
  type: string
  category: WidgetCategory
  formItem: boolean
  internal?: boolean
  group: PaletteGroup | null
  icon: string
  label?: LocalizedText
  valueType: ValueType
  options: WidgetOptions
  validators?: readonly ValidatorKind[]
  create: (definition: WidgetDefinition) => Widget
}

const isEventKey = (key: string): boolean => /^on[A-Z]/.test(key)

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** A frozen definition; event names and editable options are derived from the option keys. */
export function defineWidget(spec: WidgetSpec): WidgetDefinition {
  const keys = Object.keys(spec.options)
  const definition: WidgetDefinition = {
    type: spec.type,
    category: spec.category,
    formItem: spec.formItem,
    internal: spec.internal ?? false,
    group: spec.group,
    icon: spec.icon,
    ...(spec.label ? { label: deepFreeze({ ...spec.label }) } : {}),
    valueType: spec.valueType,
    defaultOptions: deepFreeze(spec.options),
    editableOptions: Object.freeze(keys.filter((key) => !isEventKey(key))),
    events: Object.freeze(keys.filter(isEventKey)),
    validators: Object.freeze([...(spec.validators ?? [])]),
    create: () => spec.create(definition),
  }
  return Object.freeze(definition)
}
