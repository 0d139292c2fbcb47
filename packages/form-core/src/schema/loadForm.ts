import { fillDefaults, parseFormJson, recordAuthoredKeys, upgradeFormJson, type AuthoredKeys } from '../loader/index.js'
import type { FormConfig, FormJson, Widget } from '../types.js'
import { freezeNew } from './freezeNew.js'
import { WidgetNamer, type NumberSource } from './widgetNamer.js'

/** Where the store keeps what each loaded object's source had, for saving. */
export interface AuthoredRecords {
  widgets: WeakMap<Widget, AuthoredKeys>
  formConfigs: WeakMap<FormConfig, ReadonlySet<string>>
}

function eachWidget(list: readonly Widget[], visit: (widget: Widget) => void): void {
  for (const widget of list) {
    visit(widget)
    for (const key of ['cols', 'tabs', 'widgetList'] as const) if (widget[key]) eachWidget(widget[key], visit)
    widget.rows?.forEach((row) => eachWidget(row.cols, visit))
  }
}

/** A form whose ids repeat cannot be edited by id: later repeats get fresh ids (names stay). */
function dedupeIds(widgetList: readonly Widget[], nextNumber?: NumberSource): void {
  const all = new Set<string>()
  eachWidget(widgetList, (widget) => all.add(widget.id))
  const namer = new WidgetNamer((value) => all.has(value), nextNumber)
  const seen = new Set<string>()
  eachWidget(widgetList, (widget) => {
    if (seen.has(widget.id)) widget.id = namer.identity(widget.type).id
    seen.add(widget.id)
  })
}

/**
 * Loads a form for the store: upgraded and filled like loadFormJson (throwing the SPEC §5 errors),
 * the source's keys recorded per widget and for formConfig, repeated ids replaced, deep-frozen.
 */
export function loadForm(input: unknown, records: AuthoredRecords, nextNumber?: NumberSource): FormJson {
  const upgraded = upgradeFormJson(parseFormJson(input))
  const json = fillDefaults(upgraded)
  recordAuthoredKeys(upgraded.widgetList as unknown[], json.widgetList, records.widgets)
  records.formConfigs.set(json.formConfig, new Set(Object.keys(upgraded.formConfig as object)))
  dedupeIds(json.widgetList, nextNumber)
  return freezeNew(json)
}
