import { commonPropertyEditors } from './commonPropertyEditors.js'
import { customPropertyEditorsOf } from './customWidgets.js'
import { eventEditorOf, type EventContext } from './eventEditors.js'
import type { EventEditorSpec, PropertyEditorSpec, StructureEditorKind, WidgetPropertyEditors } from './propertyEditorTypes.js'
import { getWidgetDefinition } from './registry.js'
import { typePropertyEditors } from './typePropertyEditors.js'

const EMPTY: WidgetPropertyEditors = Object.freeze({ common: [], advanced: [], event: [] })

const STRUCTURE_EDITORS: Readonly<Record<string, readonly StructureEditorKind[]>> = {
  grid: ['gridCols'],
  tab: ['tabPanes'],
}

/** The editor of option `key` of widget type `type`, or undefined when there is none. */
export function propertyEditorOf(type: string, key: string): PropertyEditorSpec | undefined {
  return (typePropertyEditors.get(type) ?? customPropertyEditorsOf(type))?.get(key) ?? commonPropertyEditors.get(key)
}

/**
 * The editors the settings panel shows for a widget type, grouped and in the registry's option
 * order. Keys edited inside another key's editor (editedWith) are left out; an unknown type has none.
 */
export function getPropertyEditors(type: string, context: EventContext = {}): WidgetPropertyEditors {
  const definition = getWidgetDefinition(type)
  if (!definition) return EMPTY
  const common: PropertyEditorSpec[] = []
  const advanced: PropertyEditorSpec[] = []
  for (const key of definition.editableOptions) {
    const spec = propertyEditorOf(type, key)
    if (!spec || spec.editedWith !== undefined) continue
    ;(spec.group === 'advanced' ? advanced : common).push(spec)
  }
  const event = definition.events.map((key) => eventEditorOf(key, context)).filter((spec): spec is EventEditorSpec => spec !== undefined)
  return { common, advanced, event }
}

/** Whether a conditional editor applies to these options or form settings (e.g. multipleLimit only when multiple). */
export function isPropertyShown(spec: PropertyEditorSpec, values: Readonly<Record<string, unknown>>): boolean {
  return spec.when === undefined || spec.when.oneOf.includes(values[spec.when.key])
}

/** Child-list editors of a container type: grid columns, tab panes. */
export function structureEditorsOf(type: string): readonly StructureEditorKind[] {
  return STRUCTURE_EDITORS[type] ?? []
}
