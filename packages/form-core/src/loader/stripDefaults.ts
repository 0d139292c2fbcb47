import { getWidgetDefinition } from '../registry/index.js'
import { cloneJson } from '../shared/index.js'
import type { FormConfig, FormJson, TableRow, Widget, WidgetOptions } from '../types.js'
import type { AuthoredKeys } from './authoredKeys.js'
import { FILLED_WIDGET_KEYS } from './fillDefaults.js'
import { DEFAULT_FORM_CONFIG } from './formConfig.js'

/** What the author set: per widget object (undefined: a widget made in the designer, kept whole) and for formConfig. */
export interface AuthoredSource {
  widget: (widget: Widget) => AuthoredKeys | undefined
  /** undefined: keep every formConfig key */
  formConfig?: ReadonlySet<string>
}

// VForm itself writes these on every form and widget, so they are always saved.
const ALWAYS_SAVED_OPTIONS = new Set(['name'])
const ALWAYS_SAVED_CONFIG = new Set(['jsonVersion'])

function stripOptions(widget: Widget, authored: AuthoredKeys): WidgetOptions {
  const defaults = getWidgetDefinition(widget.type)?.defaultOptions ?? {}
  const options: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(widget.options)) {
    if (key in defaults && !authored.options.has(key) && !ALWAYS_SAVED_OPTIONS.has(key)) continue
    options[key] = value
  }
  return options as WidgetOptions
}

function stripWidget(widget: Widget, source: AuthoredSource): Widget {
  const authored = source.widget(widget)
  const stripped: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(widget)) {
    if (authored && FILLED_WIDGET_KEYS.includes(key) && !authored.widget.has(key)) continue
    stripped[key] = value
  }
  if (authored) stripped.options = stripOptions(widget, authored)
  for (const key of ['cols', 'tabs', 'widgetList'] as const) {
    const list = widget[key]
    if (list) stripped[key] = list.map((child) => stripWidget(child, source))
  }
  if (widget.rows) stripped.rows = widget.rows.map((row): TableRow => ({ ...row, cols: row.cols.map((cell) => stripWidget(cell, source)) }))
  return stripped as Widget
}

function stripFormConfig(formConfig: FormConfig, authored: ReadonlySet<string> | undefined): FormConfig {
  if (!authored) return formConfig
  const stripped: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(formConfig)) {
    if (key in DEFAULT_FORM_CONFIG && !authored.has(key) && !ALWAYS_SAVED_CONFIG.has(key)) continue
    stripped[key] = value
  }
  return stripped as FormConfig
}

/**
 * The JSON to save, a fresh deep copy: the keys fillDefaults added are taken out again, so what
 * the author set, what VForm itself writes (ids, names, jsonVersion, whole widgets made in the
 * designer) and unknown keys remain.
 */
export function stripDefaults(json: FormJson, source: AuthoredSource): FormJson {
  return cloneJson({
    widgetList: json.widgetList.map((widget) => stripWidget(widget, source)),
    formConfig: stripFormConfig(json.formConfig, source.formConfig),
  })
}
