import type { TableRow, Widget } from '../types.js'

/** Which list of its parent a widget sits in: widgetList (root, grid-col, table-cell, tab-pane, card, sub-forms, dialogs), cols (grid), tabs (tab), rows (table: a cell in rows[rowIndex].cols). */
export type ListKey = 'widgetList' | 'cols' | 'tabs' | 'rows'

/** A child with the place it has in its parent. */
export interface ChildSlot {
  child: Widget
  list: ListKey
  index: number
  rowIndex?: number
}

/** Every direct child of a widget (or of the root list) with its place. */
export function childSlots(parent: Widget | readonly Widget[]): ChildSlot[] {
  if (Array.isArray(parent)) return (parent as readonly Widget[]).map((child, index) => ({ child, list: 'widgetList', index }))
  const widget = parent as Widget
  const slots: ChildSlot[] = []
  for (const list of ['cols', 'tabs', 'widgetList'] as const) {
    widget[list]?.forEach((child, index) => slots.push({ child, list, index }))
  }
  widget.rows?.forEach((row, rowIndex) => row.cols.forEach((child, index) => slots.push({ child, list: 'rows', rowIndex, index })))
  return slots
}

/** Ids of the rows of a table widget. */
export function rowIdsOf(widget: Widget): string[] {
  return (widget.rows ?? []).map((row: TableRow) => row.id)
}
