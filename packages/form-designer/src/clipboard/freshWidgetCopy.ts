import { walkWidgets, type SchemaStore, type Widget } from '@tandem/form-core'

/** Every id, name and table-row id in the form: what a pasted widget must not reuse. */
function takenIdentities(store: SchemaStore): Set<string> {
  const taken = new Set<string>()
  walkWidgets(store.getJson().widgetList, (widget) => {
    taken.add(widget.id)
    taken.add(widget.options.name)
    for (const row of widget.rows ?? []) taken.add(row.id)
  })
  return taken
}

/**
 * A copy of `widget` and its children with ids, names and row ids drawn by the store (VForm's
 * patterns, e.g. input12345) that collide with nothing in the form nor with each other. Throws the
 * store's error for a type that is not registered.
 */
export function freshWidgetCopy(store: SchemaStore, widget: Widget): Widget {
  const taken = takenIdentities(store)
  const draw = (type: string): Widget => {
    for (;;) {
      const candidate = store.createWidget(type)
      if (!taken.has(candidate.id) && !taken.has(candidate.options.name)) {
        taken.add(candidate.id)
        taken.add(candidate.options.name)
        return candidate
      }
    }
  }
  const rowId = (): string => {
    for (;;) {
      // the store names rows table-row-<n> with a random n as well
      const candidate = `table-row-${10000 + Math.floor(Math.random() * 90000)}`
      if (!taken.has(candidate)) {
        taken.add(candidate)
        return candidate
      }
    }
  }
  const copy = (source: Widget): Widget => {
    const identity = draw(source.type)
    const result: Widget = { ...source, id: identity.id, options: { ...source.options, name: identity.options.name } }
    if (source.cols) result.cols = source.cols.map(copy)
    if (source.tabs) result.tabs = source.tabs.map(copy)
    if (source.widgetList) result.widgetList = source.widgetList.map(copy)
    if (source.rows) result.rows = source.rows.map((row) => ({ ...row, id: rowId(), cols: row.cols.map(copy) }))
    return result
  }
  return copy(widget)
}
