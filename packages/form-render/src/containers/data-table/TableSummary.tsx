import { Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import type { TableRow } from './tableOptions'

/** Summary row (showSummary): 合计 in the first cell, sums of numeric data columns. */
export function TableSummary({ columns, rows, selection }: { columns: ColumnType<TableRow>[]; rows: readonly TableRow[]; selection: boolean }) {
  const offset = selection ? 1 : 0
  return (
    <Table.Summary.Row>
      {selection && <Table.Summary.Cell index={0} />}
      {columns.map((column, index) => {
        const prop = column.dataIndex as string | undefined
        const values = prop ? rows.map((row) => row[prop]) : []
        const numeric = values.length > 0 && values.every((value) => typeof value === 'number')
        const sum = numeric ? (values as number[]).reduce((total, value) => total + value, 0) : null
        return (
          <Table.Summary.Cell key={String(column.key)} index={index + offset} align={column.align}>
            {index === 0 ? '合计' : sum === null ? '' : String(Math.round(sum * 1e6) / 1e6)}
          </Table.Summary.Cell>
        )
      })}
    </Table.Summary.Row>
  )
}
