import { createFormError } from '../errors/index.js'
import { getWidgetDefinition } from '../registry/index.js'
import { cloneJson, isPlainObject } from '../shared/index.js'
import type { FormJson, TableRow, Widget, WidgetOptions } from '../types.js'
import { normalizeFormConfig } from './formConfig.js'

// Defaults for rendering: every option key of the registry, the flags VForm writes on widgets
// (category, formItemFlag, internal, tab displayType, table-cell merged), ids and names derived
// when missing. stripDefaults() takes the filled keys out again for saving.

const CHILD_LISTS = ['cols', 'tabs', 'widgetList'] as const

/** Widget-level keys fillWidget() may add (besides a derived id). */
export const FILLED_WIDGET_KEYS: readonly string[] = ['category', 'formItemFlag', 'internal', 'displayType', 'merged']

/** Of the derived keys, those the JSON's own value wins over when it has the right type. */
const AUTHOR_SET_KEYS = new Set(['displayType', 'merged'])

/**
 * The widget-level keys loading derives from a registered type (none for an unknown one):
 * category or formItemFlag, internal, a tab's displayType, a table cell's merged.
 */
export function derivedWidgetKeys(type: string): Record<string, unknown> {
  const definition = getWidgetDefinition(type)
  if (!definition) return {}
  return {
    ...(definition.category === 'container' ? { category: 'container' } : { formItemFlag: definition.formItem }),
    ...(definition.internal && { internal: true }),
    ...(definition.type === 'tab' && { displayType: 'border-card' }),
    ...(definition.type === 'table-cell' && { merged: false }),
  }
}

function invalid(): never {
  throw createFormError('FORM_ERR_INVALID_JSON')
}

function fillOptions(widget: Record<string, unknown>, id: string): WidgetOptions {
  const raw = isPlainObject(widget.options) ? widget.options : {}
  const definition = getWidgetDefinition(widget.type as string)
  const options = { ...cloneJson(definition?.defaultOptions ?? {}), ...cloneJson(raw) } as WidgetOptions
  if (typeof options.name !== 'string' || options.name === '') options.name = id
  return options
}

function widgetId(widget: Record<string, unknown>): string {
  if (typeof widget.id === 'string' && widget.id !== '') return widget.id
  const options = isPlainObject(widget.options) ? widget.options : {}
  if (typeof options.name === 'string' && options.name !== '') return options.name
  return String(widget.type).replace(/-/g, '') + String(widget.key ?? '')
}

function fillRow(row: unknown): TableRow {
  if (!isPlainObject(row)) invalid()
  const cols = Array.isArray(row.cols) ? row.cols.map(fillWidget) : []
  return { ...cloneJson(row), id: typeof row.id === 'string' ? row.id : '', cols }
}

/**
 * A filled copy of an (upgraded) widget and its children: missing option keys from the registry,
 * flags from the registry. Unknown types and unknown keys are kept as they are. Throws
 * FORM_ERR_INVALID_JSON for a widget without a type or with malformed child lists.
 */
export function fillWidget(input: unknown): Widget {
  if (!isPlainObject(input) || typeof input.type !== 'string' || input.type === '') invalid()
  const id = widgetId(input)
  // children and options are rebuilt below; copying them here would clone each subtree twice
  const { options: _options, cols: _cols, tabs: _tabs, widgetList: _list, rows: _rows, ...rest } = input
  const widget = { ...cloneJson(rest), id, type: input.type, options: fillOptions(input, id) } as Widget
  for (const [key, value] of Object.entries(derivedWidgetKeys(input.type))) {
    if (!AUTHOR_SET_KEYS.has(key) || typeof widget[key] !== typeof value) widget[key] = value
  }
  for (const key of CHILD_LISTS) {
    const list = input[key]
    if (list !== undefined && !Array.isArray(list)) invalid()
    if (Array.isArray(list)) widget[key] = list.map(fillWidget)
  }
  if (input.rows !== undefined) {
    if (!Array.isArray(input.rows)) invalid()
    widget.rows = input.rows.map(fillRow)
  }
  return widget
}

/**
 * An (upgraded) form with registry defaults filled, as the renderer and designer use it. Throws
 * FORM_ERR_INVALID_JSON when formConfig or widgetList is missing or malformed.
 */
export function fillDefaults(input: Record<string, unknown>): FormJson {
  if (!isPlainObject(input.formConfig) || !Array.isArray(input.widgetList)) invalid()
  return { widgetList: input.widgetList.map(fillWidget), formConfig: normalizeFormConfig(input.formConfig) }
}
