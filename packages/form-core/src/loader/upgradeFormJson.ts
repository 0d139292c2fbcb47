import { isPlainObject } from '../shared/index.js'
import { toDayjsPattern } from './datePattern.js'
import { toClassList } from './formConfig.js'

// The version-3 conventions every older variant is brought to before defaults are filled:
// customClass as an array, dayjs date patterns, no palette-only displayName, jsonVersion 3.

/** jsonVersion of the conventions the upgraded JSON follows. */
export const CURRENT_JSON_VERSION = 3

const DATE_TYPES = new Set(['date', 'date-range', 'time', 'time-range'])
const CHILD_LISTS = ['cols', 'tabs', 'widgetList'] as const

function upgradeOptions(type: unknown, options: Record<string, unknown>): Record<string, unknown> {
  const upgraded = { ...options }
  if ('customClass' in upgraded) upgraded.customClass = toClassList(upgraded.customClass)
  if (typeof type === 'string' && DATE_TYPES.has(type)) {
    for (const key of ['format', 'valueFormat']) {
      const pattern = upgraded[key]
      if (typeof pattern === 'string') upgraded[key] = toDayjsPattern(pattern)
    }
  }
  return upgraded
}

/** One widget and its children brought to version-3 conventions; anything malformed is left as it is. */
export function upgradeWidget(input: unknown): unknown {
  if (!isPlainObject(input)) return input
  const { displayName: _displayName, ...widget } = input
  if (isPlainObject(widget.options)) widget.options = upgradeOptions(widget.type, widget.options)
  for (const key of CHILD_LISTS) {
    const list = widget[key]
    if (Array.isArray(list)) widget[key] = list.map(upgradeWidget)
  }
  if (Array.isArray(widget.rows)) {
    widget.rows = widget.rows.map((row: unknown) => (isPlainObject(row) && Array.isArray(row.cols) ? { ...row, cols: row.cols.map(upgradeWidget) } : row))
  }
  return widget
}

/**
 * A raw form JSON (already parsed) brought to version-3 conventions, without filling defaults:
 * formConfig and widget customClass strings become arrays, Element date patterns (yyyy-MM-dd) of
 * date and time widgets become dayjs ones (YYYY-MM-DD) whatever the form's jsonVersion (each pattern
 * tells its own generation: a version-3 form may still carry a VForm 2 widget or a pattern typed in
 * Element tokens), displayName is dropped and jsonVersion becomes 3. The input is never mutated; objects that need no change are
 * copied shallowly. Malformed parts are left for fillDefaults to reject.
 */
export function upgradeFormJson(input: Record<string, unknown>): Record<string, unknown> {
  const upgraded = { ...input }
  if (isPlainObject(input.formConfig)) {
    const formConfig = { ...input.formConfig, jsonVersion: CURRENT_JSON_VERSION }
    if ('customClass' in formConfig) formConfig.customClass = toClassList(formConfig.customClass)
    upgraded.formConfig = formConfig
  }
  if (Array.isArray(input.widgetList)) upgraded.widgetList = input.widgetList.map(upgradeWidget)
  return upgraded
}
