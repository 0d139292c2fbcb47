import type { TableRow, Widget } from '../types.js'

// A table as a mutable grid of (immutable) cell objects; a cell is copied only when its merge
// state or content really changes, so untouched cells keep their identity.

/** A merged region: its owner cell (top left, not covered) and how far it spans. */
export interface Region {
  row: number
  col: number
  rowspan: number
  colspan: number
}

interface CellChange {
  merged: boolean
  rowspan: number
  colspan: number
  widgetList?: readonly Widget[]
}

const spanOf = (value: unknown): number => (typeof value === 'number' && value >= 1 ? Math.floor(value) : 1)
const isEmpty = (list: readonly Widget[] | undefined): boolean => !list || list.length === 0

function withCell(cell: Widget, change: CellChange): Widget {
  const sameList = change.widgetList === undefined || change.widgetList === cell.widgetList || (isEmpty(change.widgetList) && isEmpty(cell.widgetList))
  const same = (cell.merged === true) === change.merged && spanOf(cell.options.rowspan) === change.rowspan && spanOf(cell.options.colspan) === change.colspan && sameList
  if (same) return cell
  return {
    ...cell,
    merged: change.merged,
    options: { ...cell.options, rowspan: change.rowspan, colspan: change.colspan },
    widgetList: sameList ? cell.widgetList : [...(change.widgetList ?? [])],
  }
}

export class TableGrid {
  readonly cells: Widget[][]
  readonly #rows: TableRow[]

  constructor(table: Widget) {
    const rows = table.rows ?? []
    this.#rows = [...rows]
    this.cells = rows.map((row) => [...row.cols])
  }

  get rowCount(): number {
    return this.cells.length
  }

  get colCount(): number {
    return this.cells[0]?.length ?? 0
  }

  /** Every row as long as the first. */
  isRectangular(): boolean {
    return this.rowCount > 0 && this.colCount > 0 && this.cells.every((row) => row.length === this.colCount)
  }

  /** The region covering (row, col): the cell's own when it is not covered. */
  regionAt(row: number, col: number): Region | undefined {
    for (let r = row; r >= 0; r--) {
      for (let c = col; c >= 0; c--) {
        const cell = this.cells[r]?.[c]
        if (!cell || cell.merged === true) continue
        const rowspan = spanOf(cell.options.rowspan)
        const colspan = spanOf(cell.options.colspan)
        if (r + rowspan > row && c + colspan > col) return { row: r, col: c, rowspan, colspan }
      }
    }
    return undefined
  }

  /** Regions of the visible cells, in reading order. */
  regions(): Region[] {
    const regions: Region[] = []
    this.cells.forEach((cells, row) =>
      cells.forEach((cell, col) => {
        if (cell.merged !== true) regions.push({ row, col, rowspan: spanOf(cell.options.rowspan), colspan: spanOf(cell.options.colspan) })
      }),
    )
    return regions
  }

  /** Whether every region touching `region` lies wholly inside it. */
  contains(region: Region): boolean {
    return this.regions().every((other) => {
      const overlaps = other.row < region.row + region.rowspan && other.row + other.rowspan > region.row && other.col < region.col + region.colspan && other.col + other.colspan > region.col
      const inside = other.row >= region.row && other.col >= region.col && other.row + other.rowspan <= region.row + region.rowspan && other.col + other.colspan <= region.col + region.colspan
      return !overlaps || inside
    })
  }

  /** Makes `region` one merged cell; it keeps the content of its first non-empty visible cell. */
  merge(region: Region): void {
    let content: readonly Widget[] | undefined
    this.#each(region, (cell) => {
      if (!content && cell.merged !== true && !isEmpty(cell.widgetList)) content = cell.widgetList
    })
    this.paint(region, content ?? [])
  }

  /** Sets the spans of `region`: its owner keeps (or takes) `ownerContent`, the covered cells are blanked. */
  paint(region: Region, ownerContent?: readonly Widget[]): void {
    this.#each(region, (cell, row, col) => {
      const owner = row === region.row && col === region.col
      this.cells[row][col] = withCell(cell, {
        merged: !owner,
        rowspan: region.rowspan,
        colspan: region.colspan,
        widgetList: owner ? ownerContent : [],
      })
    })
  }

  /** Every cell of `region` back to a plain 1×1 cell. */
  split(region: Region): void {
    this.#each(region, (cell, row, col) => {
      this.cells[row][col] = withCell(cell, { merged: false, rowspan: 1, colspan: 1 })
    })
  }

  /** `row` gives the new row's id and keys; its cells are `cells`. */
  insertRow(index: number, cells: Widget[], row: TableRow): void {
    this.cells.splice(index, 0, cells)
    this.#rows.splice(index, 0, row)
  }

  insertColumn(index: number, cells: Widget[]): void {
    this.cells.forEach((row, rowIndex) => row.splice(index, 0, cells[rowIndex]))
  }

  removeRows(index: number, count: number): void {
    this.cells.splice(index, count)
    this.#rows.splice(index, count)
  }

  removeColumns(index: number, count: number): void {
    for (const row of this.cells) row.splice(index, count)
  }

  /** The rows again; a row whose cells are all unchanged keeps its object. */
  toRows(): TableRow[] {
    return this.cells.map((cells, index) => {
      const row = this.#rows[index]
      if (row.cols.length === cells.length && row.cols.every((cell, col) => cell === cells[col])) return row
      return { ...row, cols: cells }
    })
  }

  #each(region: Region, visit: (cell: Widget, row: number, col: number) => void): void {
    for (let row = region.row; row < region.row + region.rowspan; row++) {
      for (let col = region.col; col < region.col + region.colspan; col++) visit(this.cells[row][col], row, col)
    }
  }
}
