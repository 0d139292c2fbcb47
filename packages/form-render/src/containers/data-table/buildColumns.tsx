import type { DataTableButton, DataTableColumn } from '@tandem/form-core'
import { Button, Table } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { createElement, isValidElement, type ReactNode } from 'react'
import { formatCell } from './columnFormats'
import type { DataTableRefImpl } from './dataTableRef'
import { INDEX_COLUMN_WIDTH, columnWidth, fixedSide, type TableRow } from './tableOptions'

type Column = ColumnType<TableRow>

const BUTTON_TYPES: Record<string, 'primary' | 'link' | 'default'> = { primary: 'primary', text: 'link', '': 'link' }
const BUTTON_SIZES: Record<string, 'small' | 'large' | 'middle'> = { small: 'small', mini: 'small', large: 'large' }

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN')
}

function asNode(value: unknown): ReactNode {
  if (value === null || value === undefined || typeof value === 'boolean') return null
  if (isValidElement(value) || typeof value === 'string' || typeof value === 'number') return value
  return String(value)
}

/** [rowspan, colspan] or { rowspan, colspan } from onGetSpanMethod. */
function span(result: unknown): { rowSpan?: number; colSpan?: number } {
  if (Array.isArray(result)) return { rowSpan: result[0] as number, colSpan: result[1] as number }
  if (result && typeof result === 'object') {
    const value = result as { rowspan?: number; colspan?: number }
    return { rowSpan: value.rowspan, colSpan: value.colspan }
  }
  return {}
}

interface BuildOptions {
  ref: DataTableRefImpl
  columns: readonly DataTableColumn[]
  /** The index column's text for a row and its position on the page. */
  indexLabel(row: TableRow, index: number): number | string
  showIndex: boolean
  /** The checkbox column, placed as VForm Pro does: after the index column, fixed left with it. */
  showSelection: boolean
  /** Sortable columns only report the sort (the data source sorts); otherwise rows are compared here. */
  serverSort: boolean
  buttons: readonly DataTableButton[] | null
  buttonsTitle: string
  buttonsWidth: unknown
  buttonsFixed: unknown
  hasSpan: boolean
  disabled: boolean
}

function dataColumn(column: DataTableColumn, columnIndex: number, options: BuildOptions): Column {
  const { ref } = options
  const render = typeof column.render === 'string' && column.render.trim() !== '' ? column.render : null
  return {
    key: column.prop || String(column.columnId ?? columnIndex),
    dataIndex: column.prop,
    title: column.label,
    width: columnWidth(column.width),
    align: (column.align as Column['align']) || 'center',
    fixed: fixedSide(column.fixed),
    sorter: column.sortable !== true ? undefined : options.serverSort ? true : (a, b) => compare(a[column.prop], b[column.prop]),
    onHeaderCell: () => ({ onClick: (event) => ref.run('onHeaderClick', [column, event]) }),
    onCell: (row, rowIndex = 0) => ({
      onClick: (event) => ref.run('onCellClick', [row, column, event.currentTarget, event]),
      onDoubleClick: (event) => ref.run('onCellDoubleClick', [row, column, event.currentTarget, event]),
      ...(options.hasSpan ? span(ref.run('onGetSpanMethod', [row, column, rowIndex, columnIndex])) : {}),
    }),
    render: (value: unknown, row, rowIndex) => {
      if (!render) return asNode(formatCell(value, column.formatS))
      const params = { row, column, rowIndex, value }
      return asNode(ref.run('columnRender', [createElement, params, {}], render))
    },
  }
}

function buttonsColumn(options: BuildOptions, buttons: readonly DataTableButton[]): Column {
  const { ref } = options
  return {
    key: BUTTONS_COLUMN_KEY,
    title: options.buttonsTitle,
    width: columnWidth(options.buttonsWidth) ?? 120,
    align: 'center',
    fixed: options.buttonsFixed === false || options.buttonsFixed === '' ? undefined : (fixedSide(options.buttonsFixed) ?? 'right'),
    render: (_value: unknown, row, rowIndex) =>
      buttons
        .filter((button) => button.hidden !== true && ref.run('onHideOperationButton', [button, rowIndex, row]) !== true)
        .map((button) => {
          const label = ref.run('onGetOperationButtonLabel', [button, rowIndex, row])
          return (
            <Button
              key={button.name}
              data-operation={button.name}
              type={BUTTON_TYPES[button.type ?? ''] ?? 'default'}
              danger={button.type === 'danger'}
              size={BUTTON_SIZES[button.size ?? ''] ?? 'middle'}
              shape={button.round === true ? 'round' : undefined}
              disabled={options.disabled || button.disabled === true || ref.run('onDisableOperationButton', [button, rowIndex, row]) === true}
              onClick={() => ref.operationClick(button.name, rowIndex, row)}
            >
              {typeof label === 'string' && label !== '' ? label : button.label}
            </Button>
          )
        }),
  }
}

/** antd's placeholder for its selection column (`Table.SELECTION_COLUMN`) among the columns. */
export const SELECTION_COLUMN: Column = Table.SELECTION_COLUMN
export const INDEX_COLUMN_KEY = '__index'
export const BUTTONS_COLUMN_KEY = '__buttons'

/** antd columns of a data-table: index, selection, the visible data columns, the operation buttons. */
export function buildColumns(options: BuildOptions): Column[] {
  const columns: Column[] = []
  if (options.showIndex) {
    columns.push({ key: INDEX_COLUMN_KEY, title: '#', width: INDEX_COLUMN_WIDTH, align: 'center', fixed: 'left', render: (_v: unknown, row, i) => options.indexLabel(row, i) })
  }
  if (options.showSelection) columns.push(SELECTION_COLUMN)
  options.columns.forEach((column, index) => column.show !== false && columns.push(dataColumn(column, index, options)))
  if (options.buttons) columns.push(buttonsColumn(options, options.buttons))
  return columns
}
