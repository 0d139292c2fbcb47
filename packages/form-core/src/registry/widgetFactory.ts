import { cloneJson, randomNumber } from '../shared/index.js'
import type { Widget, WidgetOptions } from '../types.js'
import type { WidgetDefinition } from './registryTypes.js'

/** The id and name VForm's designer gives a widget of `type` numbered `n`. */
export interface WidgetIdentity {
  id: string
  name: string
}

/**
 * VForm's naming: type without dashes + number for id and name (input12345); grid-col id
 * `grid-col-n` name `gridColn`; table-cell id = name `table-cell-n`; tab-pane id `tab-pane-n` name `tabn`.
 */
export function widgetIdentity(type: string, n: number): WidgetIdentity {
  if (type === 'grid-col') return { id: `grid-col-${n}`, name: `gridCol${n}` }
  if (type === 'table-cell') return { id: `table-cell-${n}`, name: `table-cell-${n}` }
  if (type === 'tab-pane') return { id: `tab-pane-${n}`, name: `tab${n}` }
  const id = type.replace(/-/g, '') + String(n)
  return { id, name: id }
}

/** Id of a table row numbered `n` (table-row-n). */
export function tableRowId(n: number): string {
  return `table-row-${n}`
}

/** Type without dashes + random number, as VForm's designer names widgets (input12345). */
export function generateWidgetId(type: string): string {
  return widgetIdentity(type, randomNumber()).id
}

function freshOptions(definition: WidgetDefinition, overrides: Partial<WidgetOptions>): WidgetOptions {
  return { ...cloneJson(definition.defaultOptions), ...overrides } as WidgetOptions
}

/** A field (form item or static widget): options.name = id, label = the type string. */
export function createField(definition: WidgetDefinition): Widget {
  const id = generateWidgetId(definition.type)
  const overrides: Partial<WidgetOptions> = { name: id }
  if ('label' in definition.defaultOptions && definition.defaultOptions.label === '') overrides.label = definition.type
  return {
    type: definition.type,
    icon: definition.icon,
    formItemFlag: definition.formItem,
    options: freshOptions(definition, overrides),
    id,
  }
}

/** A container with the child list its type uses, empty. */
export function createContainer(definition: WidgetDefinition, extra: Partial<Widget> = {}): Widget {
  const id = generateWidgetId(definition.type)
  return {
    type: definition.type,
    category: 'container',
    icon: definition.icon,
    ...(definition.internal ? { internal: true } : {}),
    options: freshOptions(definition, { name: id }),
    id,
    ...extra,
  }
}

/** Internal container with VForm's id/name conventions (grid-col-123 / gridCol123, ...). */
export function createInternal(definition: WidgetDefinition, name: (n: number) => string, extra: Partial<Widget>): Widget {
  const n = randomNumber()
  return {
    type: definition.type,
    category: 'container',
    icon: definition.icon,
    internal: true,
    options: freshOptions(definition, { name: name(n) }),
    id: `${definition.type}-${n}`,
    ...extra,
  }
}
