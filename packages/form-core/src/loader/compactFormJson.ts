import { getWidgetDefinition } from '../registry/index.js'
import { cloneJson } from '../shared/index.js'
import type { FormConfig, FormJson, TableRow, Widget, WidgetOptions } from '../types.js'
import { FILLED_WIDGET_KEYS, derivedWidgetKeys } from './fillDefaults.js'
import { DEFAULT_FORM_CONFIG } from './formConfig.js'

// The JSON Tandem stores: what loading fills back in is left out. A field as VForm's designer writes
// it carries every option (about 730 bytes, 2,000 fields 1.5 MB); most are the defaults. VForm itself
// reads options without filling them, so exports for VForm keep them (toSavedJson).

/** Always written: the field's key, and the version the patterns follow. */
const KEPT_OPTIONS = new Set(['name'])
const KEPT_CONFIG = new Set(['jsonVersion'])

const sameValue = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b))

function compactOptions(type: string, options: WidgetOptions): WidgetOptions {
  const defaults: Record<string, unknown> = getWidgetDefinition(type)?.defaultOptions ?? {}
  const compact: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(options)) {
    if (!KEPT_OPTIONS.has(key) && key in defaults && sameValue(value, defaults[key])) continue
    compact[key] = value
  }
  return compact as WidgetOptions
}

function compactWidget(widget: Widget): Widget {
  const derived = derivedWidgetKeys(widget.type)
  const compact: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(widget)) {
    if (FILLED_WIDGET_KEYS.includes(key) && sameValue(value, derived[key])) continue
    compact[key] = value
  }
  compact.options = compactOptions(widget.type, widget.options)
  for (const key of ['cols', 'tabs', 'widgetList'] as const) {
    const list = widget[key]
    if (list) compact[key] = list.map(compactWidget)
  }
  if (widget.rows) compact.rows = widget.rows.map((row): TableRow => ({ ...row, cols: row.cols.map(compactWidget) }))
  return compact as Widget
}

function compactFormConfig(formConfig: FormConfig): FormConfig {
  const defaults: Record<string, unknown> = DEFAULT_FORM_CONFIG
  const compact: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(formConfig)) {
    if (!KEPT_CONFIG.has(key) && key in defaults && sameValue(value, defaults[key])) continue
    compact[key] = value
  }
  return compact as FormConfig
}

/**
 * A fresh copy of a form JSON without the options and formConfig keys that equal their defaults
 * and without the widget flags loading derives: loadFormJson of it gives the same form as of the
 * input. For storing; a JSON handed to VForm itself should keep its options.
 */
export function compactFormJson(json: FormJson): FormJson {
  return cloneJson({ widgetList: json.widgetList.map(compactWidget), formConfig: compactFormConfig(json.formConfig) })
}
