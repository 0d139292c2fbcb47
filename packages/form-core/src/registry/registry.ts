import { createFormError } from '../errors/index.js'
import type { Widget } from '../types.js'
import { advancedFields } from './advancedFields.js'
import { basicFields } from './basicFields.js'
import { containers } from './containers.js'
import type { ValueType, WidgetDefinition } from './registryTypes.js'
import { staticWidgets } from './staticWidgets.js'

const builtIn: readonly WidgetDefinition[] = Object.freeze([...containers, ...basicFields, ...advancedFields, ...staticWidgets])
const builtInTypes: ReadonlySet<string> = new Set(builtIn.map((definition) => definition.type))
// Host-registered types (registerWidgetType) are appended; each addition makes a new frozen list.
let definitions = builtIn
const byType = new Map(definitions.map((definition) => [definition.type, definition]))

/** Whether `type` ships with the engine (a host cannot register it again). */
export function isBuiltInWidgetType(type: string): boolean {
  return builtInTypes.has(type)
}

/** Appends a validated host definition; see registerWidgetType. */
export function addWidgetDefinition(definition: WidgetDefinition): void {
  definitions = Object.freeze([...definitions, definition])
  byType.set(definition.type, definition)
}

/** Every known widget type, containers first, in palette order. */
export function listWidgetDefinitions(): readonly WidgetDefinition[] {
  return definitions
}

export function getWidgetDefinition(type: string): WidgetDefinition | undefined {
  return byType.get(type)
}

export function isKnownWidgetType(type: string): boolean {
  return byType.has(type)
}

/** A fresh widget of `type` (new id and name). Throws FORM_ERR_UNKNOWN_WIDGET_TYPE. */
export function createWidget(type: string): Widget {
  const definition = byType.get(type)
  if (!definition) throw createFormError('FORM_ERR_UNKNOWN_WIDGET_TYPE', [type])
  return definition.create()
}

/** The value shape of this widget, taking multiple/range options into account. */
export function valueTypeOf(widget: Widget): ValueType {
  const definition = byType.get(widget.type)
  if (!definition) return widget.formItemFlag ? 'scalar' : 'none'
  if (widget.type === 'select' && widget.options.multiple === true) return 'array'
  if (widget.type === 'slider' && widget.options.range === true) return 'array'
  return definition.valueType
}
