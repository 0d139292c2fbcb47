import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
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
 * (selection, index or a data column, which is then not summed), the sums of the other columns.
 */
export function TableSummary({ columns, rows, selection }: { columns: ColumnType<TableRow>[]; rows: readonly TableRow[]; selection: boolean }) {
  const offset = selection ? 1 : 0
  return (
    <Table.Summary.Row>
      {selection && <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>}
      {columns.map((column, index) => {
        const prop = column.dataIndex as string | undefined
        const first = index + offset === 0
        return (
          <Table.Summary.Cell key={String(column.key)} index={index + offset} align={column.align}>
            {first ? '合计' : prop ? columnSum(rows.map((row) => row[prop])) : ''}
          </Table.Summary.Cell>
        )
      })}
    </Table.Summary.Row>
  )
}
