import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { SELECTION_COLUMN } from './buildColumns'
import type { TableRow } from './tableOptions'

/** Decimal places of a number as written, for Element's rounding of sums. */
function decimals(value: number): number {
  const text = String(value)
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0
}

/**
 * Element's default summary of a column (VForm's data-table sets no summary-method): each value
 * through Number(); when any is a number, the sum of those rounded to the most decimals among
 * them, otherwise nothing.
 */
export function columnSum(values: readonly unknown[]): string {
  const numbers = values.map(Number).filter((value) => !Number.isNaN(value))
  if (numbers.length === 0) return ''
  const precision = Math.min(Math.max(...numbers.map(decimals)), 20)
  return String(numbers.reduce((total, value) => Number.parseFloat((total + value).toFixed(precision)), 0))
}

/**
 * Summary row (showSummary) as Element draws it: 合计 in the table's first column, whatever it is
 * (index, selection or a data column, which is then not summed), the sums of the other columns.
 * `columns` hold antd's SELECTION_COLUMN where the selection column stands.
 */
export function TableSummary({ columns, rows }: { columns: ColumnType<TableRow>[]; rows: readonly TableRow[] }) {
  return (
    <Table.Summary.Row>
      {columns.map((column, index) => {
        const prop = column === SELECTION_COLUMN ? undefined : (column.dataIndex as string | undefined)
        return (
          <Table.Summary.Cell key={column === SELECTION_COLUMN ? '__selection' : String(column.key)} index={index} align={column.align}>
            {index === 0 ? '合计' : prop ? columnSum(rows.map((row) => row[prop])) : ''}
          </Table.Summary.Cell>
        )
      })}
    </Table.Summary.Row>
  )
}
