import type { ColumnType } from 'antd/es/table'
import type { ComponentPropsWithoutRef } from 'react'
import type { TableRow } from './tableOptions'

/**
 * The table's width when every column has a width in pixels: their sum, as Element lays such a
 * table out (the columns keep their widths, the space left over stays empty). undefined when a
 * column has no width or a relative one: the table then fills its box.
 */
export function fittedTableWidth(columns: readonly ColumnType<TableRow>[], selectionWidth: number | null): number | undefined {
  if (columns.length === 0 || !columns.every((column) => typeof column.width === 'number')) return undefined
  return columns.reduce((sum, column) => sum + (column.width as number), selectionWidth ?? 0)
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
