import { createFormError } from '../errors/index.js'
import { getWidgetDefinition } from '../registry/index.js'
import { cloneJson, isPlainObject } from '../shared/index.js'
import type { TableRow, Widget, WidgetOptions } from '../types.js'
import { toDayjsPattern } from './datePattern.js'
import { toClassList } from './formConfig.js'

const DATE_TYPES = new Set(['date', 'date-range', 'time', 'time-range'])
const CHILD_LISTS = ['cols', 'tabs', 'widgetList'] as const

function invalid(): never {
  throw createFormError('FORM_ERR_INVALID_JSON')
}

function normalizeOptions(widget: Record<string, unknown>, id: string): WidgetOptions {
  const raw = isPlainObject(widget.options) ? widget.options : {}
  const definition = getWidgetDefinition(widget.type as string)
  const options = { ...cloneJson(definition?.defaultOptions ?? {}), ...cloneJson(raw) } as WidgetOptions
  if (typeof options.name !== 'string' || options.name === '') options.name = id
  if ('customClass' in options) options.customClass = toClassList(options.customClass)
  if (DATE_TYPES.has(widget.type as string)) {
    for (const key of ['format', 'valueFormat'] as const) {
      const pattern = options[key]
      if (typeof pattern === 'string') options[key] = toDayjsPattern(pattern)
    }
  }
  return options
}

function widgetId(widget: Record<string, unknown>): string {
  if (typeof widget.id === 'string' && widget.id !== '') return widget.id
  const options = isPlainObject(widget.options) ? widget.options : {}
  if (typeof options.name === 'string' && options.name !== '') return options.name
  return String(widget.type).replace(/-/g, '') + String(widget.key ?? '')
}

function normalizeRow(row: unknown): TableRow {
  if (!isPlainObject(row)) invalid()
  const cols = Array.isArray(row.cols) ? row.cols.map(normalizeWidget) : []
  return { ...cloneJson(row), id: typeof row.id === 'string' ? row.id : '', cols }
}

/**
 * A normalised copy of a widget and its children: missing option keys filled from the registry,
 * customClass as an array, Element date patterns as dayjs ones, flags filled from the registry.
 * Unknown types and unknown keys are kept as they are.
 */
export function normalizeWidget(input: unknown): Widget {
  if (!isPlainObject(input) || typeof input.type !== 'string' || input.type === '') invalid()
  const definition = getWidgetDefinition(input.type)
  const id = widgetId(input)
  // children and options are rebuilt below; copying them here would clone each subtree twice
  const { displayName: _displayName, options: _options, cols: _cols, tabs: _tabs, widgetList: _list, rows: _rows, ...rest } = input
  const widget = { ...cloneJson(rest), id, type: input.type, options: normalizeOptions(input, id) } as Widget
  if (definition) {
    if (definition.category === 'container') widget.category = 'container'
    else widget.formItemFlag = definition.formItem
    if (definition.internal) widget.internal = true
    if (definition.type === 'tab' && typeof widget.displayType !== 'string') widget.displayType = 'border-card'
    if (definition.type === 'table-cell' && typeof widget.merged !== 'boolean') widget.merged = false
  }
  for (const key of CHILD_LISTS) {
    const list = input[key]
    if (list !== undefined && !Array.isArray(list)) invalid()
    if (Array.isArray(list)) widget[key] = list.map(normalizeWidget)
  }
  if (input.rows !== undefined) {
    if (!Array.isArray(input.rows)) invalid()
    widget.rows = input.rows.map(normalizeRow)
  }
  return widget
}
