import type { Widget } from '@tandem/form-core'

export const GRID_ROW_TYPE = 'grid-sub-form-row'

const rowWidgets = new WeakMap<Widget, Widget>()

/**
 * A grid-sub-form row is one full-width cell holding the whole widgetList (any layout); the
 * sub-form's row logic draws it as its single column.
 */
export function gridRowWidget(gridSubForm: Widget): Widget {
  let row = rowWidgets.get(gridSubForm)
  if (!row) {
    const name = `${gridSubForm.options.name}__row`
    row = { id: name, type: GRID_ROW_TYPE, category: 'container', options: { name, columnWidth: 'minmax(0, 1fr)' }, widgetList: gridSubForm.widgetList ?? [] }
    rowWidgets.set(gridSubForm, row)
  }
  return row
}
