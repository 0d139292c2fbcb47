import type { MessageKey } from '../i18n/index.js'
import type { TableRow, Widget } from '../types.js'
import { refuse } from './refuse.js'
import type { TableOperation } from './schemaTypes.js'
import { TableGrid, type Region } from './tableGrid.js'

// The table and table-cell menu operations with VForm's rules, as a pure function of the table.

/** Makes the new cells and rows an operation needs (fresh ids and names). */
export interface TableFactory {
  /** a fresh empty cell; `template` (a cell of the row it copies) lends its other options */
  cell(template?: Widget): Widget
  row(cells: Widget[]): TableRow
}

export interface TableResult {
  table: Widget
  /** the cell (or the table) to select afterwards */
  selectId: string
}

/** Where the operated cell is; null for the table's own appendRow/appendColumn. */
export interface CellPosition {
  row: number
  col: number
}

const refuseTable = (key: MessageKey): never => refuse('FORM_ERR_TABLE_OPERATION_REFUSED', key)

/** Regions crossing the line before row (or column) `index` grow by one there. */
function crossing(regions: readonly Region[], index: number, axis: 'row' | 'col'): Region[] {
  const span = axis === 'row' ? 'rowspan' : 'colspan'
  return regions.filter((region) => region[axis] < index && region[axis] + region[span] > index)
}

function insertRow(grid: TableGrid, index: number, template: readonly Widget[] | undefined, make: TableFactory): void {
  const crossed = crossing(grid.regions(), index, 'row')
  const cells = Array.from({ length: grid.colCount }, (_, col) => make.cell(template?.[col]))
  grid.insertRow(index, cells, make.row(cells))
  for (const region of crossed) {
    const grown = { ...region, rowspan: region.rowspan + 1 }
    grid.paint(grown, grid.cells[region.row][region.col].widgetList)
  }
}

function insertColumn(grid: TableGrid, index: number, make: TableFactory): void {
  const crossed = crossing(grid.regions(), index, 'col')
  grid.insertColumn(index, Array.from({ length: grid.rowCount }, () => make.cell()))
  for (const region of crossed) {
    const grown = { ...region, colspan: region.colspan + 1 }
    grid.paint(grown, grid.cells[region.row][region.col].widgetList)
  }
}

/** Every region on row `row` starts there and is `rowspan` high (VForm: equal rowspans across the row). */
function rowAligned(grid: TableGrid, row: number, rowspan: number): boolean {
  for (let col = 0; col < grid.colCount; col++) {
    const region = grid.regionAt(row, col)
    if (!region || region.row !== row || region.rowspan !== rowspan) return false
  }
  return true
}

function columnAligned(grid: TableGrid, col: number, colspan: number): boolean {
  for (let row = 0; row < grid.rowCount; row++) {
    const region = grid.regionAt(row, col)
    if (!region || region.col !== col || region.colspan !== colspan) return false
  }
  return true
}

function mergeInto(grid: TableGrid, region: Region): string {
  if (!grid.contains(region)) refuseTable('schemaTableSpanMismatch')
  grid.merge(region)
  return grid.cells[region.row][region.col].id
}

function operateOnCell(grid: TableGrid, operation: TableOperation, at: CellPosition, table: Widget, make: TableFactory): string {
  const cell = grid.cells[at.row]?.[at.col]
  if (!cell) return refuseTable('schemaTableCellNotFound')
  if (cell.merged === true) return refuseTable('schemaTableCellCovered')
  const own = grid.regionAt(at.row, at.col) as Region
  const { row, col, rowspan, colspan } = own
  switch (operation) {
    case 'insertRowAbove':
      insertRow(grid, row, grid.cells[row], make)
      return cell.id
    case 'insertRowBelow': {
      // below the first row under the cell whose cell in this column is not covered
      let index = row + 1
      while (index < grid.rowCount && grid.cells[index][col].merged === true) index++
      insertRow(grid, index, grid.cells[row], make)
      return cell.id
    }
    case 'insertColumnLeft':
      insertColumn(grid, col, make)
      return cell.id
    case 'insertColumnRight': {
      let index = col + 1
      while (index < grid.colCount && grid.cells[row][index].merged === true) index++
      insertColumn(grid, index, make)
      return cell.id
    }
    case 'mergeLeft': {
      if (col === 0) return refuseTable('schemaTableNoNeighbour')
      const left = grid.regionAt(row, col - 1) as Region
      if (left.row !== row || left.rowspan !== rowspan) return refuseTable('schemaTableSpanMismatch')
      return mergeInto(grid, { row, col: left.col, rowspan, colspan: left.colspan + colspan })
    }
    case 'mergeRight': {
      if (col + colspan >= grid.colCount) return refuseTable('schemaTableNoNeighbour')
      const right = grid.regionAt(row, col + colspan) as Region
      if (right.row !== row || right.rowspan !== rowspan) return refuseTable('schemaTableSpanMismatch')
      return mergeInto(grid, { row, col, rowspan, colspan: colspan + right.colspan })
    }
    case 'mergeAbove': {
      if (row === 0) return refuseTable('schemaTableNoNeighbour')
      const above = grid.regionAt(row - 1, col) as Region
      if (above.col !== col || above.colspan !== colspan) return refuseTable('schemaTableSpanMismatch')
      return mergeInto(grid, { row: above.row, col, rowspan: above.rowspan + rowspan, colspan })
    }
    case 'mergeBelow': {
      if (row + rowspan >= grid.rowCount) return refuseTable('schemaTableNoNeighbour')
      const below = grid.regionAt(row + rowspan, col) as Region
      if (below.col !== col || below.colspan !== colspan) return refuseTable('schemaTableSpanMismatch')
      return mergeInto(grid, { row, col, rowspan: rowspan + below.rowspan, colspan })
    }
    case 'mergeRow':
      if (colspan >= grid.colCount) return refuseTable('schemaTableNoNeighbour')
      if (!rowAligned(grid, row, rowspan)) return refuseTable('schemaTableRowspanMismatch')
      return mergeInto(grid, { row, col: 0, rowspan, colspan: grid.colCount })
    case 'mergeColumn':
      if (rowspan >= grid.rowCount) return refuseTable('schemaTableNoNeighbour')
      if (!columnAligned(grid, col, colspan)) return refuseTable('schemaTableColspanMismatch')
      return mergeInto(grid, { row: 0, col, rowspan: grid.rowCount, colspan })
    case 'splitRow':
      if (rowspan <= 1) return refuseTable('schemaTableNotMerged')
      grid.split(own)
      return cell.id
    case 'splitColumn':
      if (colspan <= 1) return refuseTable('schemaTableNotMerged')
      grid.split(own)
      return cell.id
    case 'deleteRow':
      if (rowspan >= grid.rowCount) return refuseTable('schemaTableLastRow')
      if (!rowAligned(grid, row, rowspan)) return refuseTable('schemaTableRowspanMismatch')
      grid.removeRows(row, rowspan)
      return table.id
    case 'deleteColumn':
      if (colspan >= grid.colCount) return refuseTable('schemaTableLastColumn')
      if (!columnAligned(grid, col, colspan)) return refuseTable('schemaTableColspanMismatch')
      grid.removeColumns(col, colspan)
      return table.id
    default:
      return refuseTable('schemaTableNeedsTable')
  }
}

/**
 * Applies a table or table-cell menu operation; `at` is the operated cell (null for the table's
 * appendRow/appendColumn). Returns a new table in which untouched rows and cells keep their
 * identity. Throws FORM_ERR_TABLE_OPERATION_REFUSED with the reason when VForm's rules forbid it.
 */
export function applyTableOperation(table: Widget, operation: TableOperation, at: CellPosition | null, make: TableFactory): TableResult {
  const grid = new TableGrid(table)
  if (!grid.isRectangular()) refuseTable('schemaTableIrregular')
  let selectId: string
  if (operation === 'appendRow' || operation === 'appendColumn') {
    if (at) refuseTable('schemaTableNeedsTable')
    if (operation === 'appendRow') insertRow(grid, grid.rowCount, grid.cells[grid.rowCount - 1], make)
    else insertColumn(grid, grid.colCount, make)
    selectId = table.id
  } else {
    if (!at) return refuseTable('schemaTableNeedsCell')
    selectId = operateOnCell(grid, operation, at, table, make)
  }
  return { table: { ...table, rows: grid.toRows() }, selectId }
}
