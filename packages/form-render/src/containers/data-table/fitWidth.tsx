import type { ColumnType } from 'antd/es/table'
import { useLayoutEffect, useState, type ComponentPropsWithoutRef, type RefObject } from 'react'
import { BUTTONS_COLUMN_KEY, INDEX_COLUMN_KEY, SELECTION_COLUMN } from './buildColumns'
import type { TableRow } from './tableOptions'

type Column = ColumnType<TableRow>

export interface FittedColumns {
  columns: Column[]
  /** The table's width in px: the columns' sum, or the room the table has when that is more. */
  width: number
}

const isDataColumn = (column: Column) => column !== SELECTION_COLUMN && column.key !== INDEX_COLUMN_KEY && column.key !== BUTTONS_COLUMN_KEY
const widthOf = (column: Column, selectionWidth: number) => (column === SELECTION_COLUMN ? selectionWidth : (column.width as number))

/**
 * The columns laid out in pixels when every column has a width in pixels, as VForm Pro's table
 * (Element) does with them: a data column's width is its minimum. Room left over goes to the data
 * columns in proportion to their widths (the first also takes the rounding rest), so the table
 * fills its row; the index, selection and buttons columns keep their widths. Narrower room
 * scrolls sideways. undefined when a column has no width or a relative one: antd then fills the
 * box itself.
 */
export function fitColumns(columns: readonly Column[], selectionWidth: number, room: number): FittedColumns | undefined {
  if (columns.length === 0 || !columns.every((column) => column === SELECTION_COLUMN || typeof column.width === 'number')) return undefined
  const total = columns.reduce((sum, column) => sum + widthOf(column, selectionWidth), 0)
  const flexible = columns.filter(isDataColumn).reduce((sum, column) => sum + (column.width as number), 0)
  const extra = Math.floor(room) - total
  if (extra <= 0 || flexible === 0) return { columns: [...columns], width: total }
  let rest = extra
  const grown = columns.map((column) => {
    if (!isDataColumn(column)) return column
    const added = Math.floor(((column.width as number) * extra) / flexible)
    rest -= added
    return { ...column, width: (column.width as number) + added }
  })
  const first = grown.findIndex(isDataColumn)
  grown[first] = { ...grown[first], width: (grown[first].width as number) + rest }
  return { columns: grown, width: total + extra }
}

/**
 * The width the table's body has to fill (its box inside the table's border, less a vertical
 * scrollbar), followed as the wrapper resizes; 0 until measured (or while the table is not shown).
 */
export function useTableRoom(wrapper: RefObject<HTMLElement | null>, shown: boolean): number {
  const [room, setRoom] = useState(0)
  useLayoutEffect(() => {
    const element = wrapper.current
    if (!element) return undefined
    const measure = () => {
      const body = ['.ant-table-body', '.ant-table-content', '.ant-table-container'].map((selector) => element.querySelector<HTMLElement>(selector)).find(Boolean)
      setRoom((body ?? element).clientWidth)
    }
    measure()
    if (typeof ResizeObserver !== 'function') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [wrapper, shown])
  return room
}

/**
 * antd table parts whose <table> elements (header, body and summary alike) are `width` wide.
 * antd stretches them to 100 %, and a fixed-layout table shares the extra width among all
 * columns, the 50 px index and the 42 px selection column too.
 */
export function fittedTableComponents(width: number) {
  function FittedTable({ style, ...rest }: ComponentPropsWithoutRef<'table'>) {
    return <table {...rest} style={{ ...style, width, minWidth: 0 }} />
  }
  return { table: FittedTable, header: { table: FittedTable } }
}
