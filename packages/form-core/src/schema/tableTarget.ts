import type { Widget } from '../types.js'
import { refuse } from './refuse.js'
import type { TableOperation, WidgetLocation } from './schemaTypes.js'
import type { CellPosition } from './tableOperations.js'

/** The table an operation works on and the operated cell (null for appendRow/appendColumn). */
export interface TableTarget {
  table: Widget
  at: CellPosition | null
}

/**
 * Resolves `targetId` of a table action: the table itself for appendRow/appendColumn, else one of
 * its cells. Throws FORM_ERR_TABLE_OPERATION_REFUSED when the target is of the wrong kind.
 */
export function resolveTableTarget(
  operation: TableOperation,
  target: Widget,
  location: WidgetLocation,
  widgetOf: (id: string) => Widget | undefined,
): TableTarget {
  if (operation === 'appendRow' || operation === 'appendColumn') {
    if (target.type !== 'table') refuse('FORM_ERR_TABLE_OPERATION_REFUSED', 'schemaTableNeedsTable')
    return { table: target, at: null }
  }
  const table = location.parentId === null ? undefined : widgetOf(location.parentId)
  if (target.type !== 'table-cell' || location.list !== 'rows' || !table) return refuse('FORM_ERR_TABLE_OPERATION_REFUSED', 'schemaTableNeedsCell')
  return { table, at: { row: location.rowIndex ?? 0, col: location.index } }
}
