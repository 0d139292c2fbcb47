import type { Widget } from '@tandem/form-core'
import { Table } from 'antd'
import type { TableProps } from 'antd'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { useContainer } from '../../hooks/useContainer'
import { useFormRuntime } from '../../hooks/useFormRuntime'
import { useFormState } from '../../hooks/useFormState'
import { classNames } from '../../render/classNames'
import { useStyleElement } from '../../style/useStyleElement'
import type { NativeTableHandle } from '../../types'
import { buildColumns } from './buildColumns'
import type { DataTableRefImpl } from './dataTableRef'
import { TableSummary } from './TableSummary'
import { usePaginationConfig } from './usePaginationConfig'
import {
  SELECTION_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH_WITH_SUMMARY,
  VIRTUAL_ROW_THRESHOLD,
  operationButtons,
  pagination as paginationOf,
  pixels,
  tableColumns,
  tableData,
  tableSize,
  type TableRow,
} from './tableOptions'

const TABLE_CSS = `
.tfr-data-table .ant-table-tbody > tr > td { padding-block: var(--tfr-row-spacing, 8px); }
.tfr-data-table .tfr-table-stripe > td { background: rgba(0, 0, 0, 0.02); }
.tfr-data-table .tfr-row-current > td { background: var(--ant-color-primary-bg, #e6f4ff); }
`

const keys = new WeakMap<TableRow, number>()
let keyCounter = 0
function rowKey(row: TableRow): number {
  let key = keys.get(row)
  if (key === undefined) keys.set(row, (key = ++keyCounter))
  return key
}

/**
 * VForm Pro data-table on antd Table: columns with formats, index / selection / buttons columns,
 * pagination, data source loading, events. Above VIRTUAL_ROW_THRESHOLD visible rows the body is
 * antd's virtual list.
 */
export function DataTableContainer({ widget }: { widget: Widget }) {
  const runtime = useFormRuntime()
  const form = useFormState()
  const table = useContainer(widget.options.name)
  const ref = runtime.refOf(table.name) as DataTableRefImpl
  const selection = useSyncExternalStore(ref.subscribeSelection, ref.selection)
  const { options } = table
  const rows = tableData(options)
  const page = paginationOf(options)
  const dsEnabled = options.dsEnabled === true
  const showPagination = options.showPagination !== false
  useStyleElement('tfr-data-table-css', TABLE_CSS, true)

  useEffect(() => {
    if (dsEnabled) ref.loadDataFromDS().catch(() => undefined)
  }, [ref, dsEnabled])

  const buttons = options.showButtonsColumn === true && !form.readMode ? operationButtons(options) : null
  const columns = useMemo(
    () =>
      buildColumns({
        ref,
        columns: tableColumns(options),
        // Numbering runs on across pages, whether antd slices local rows or a data source pages them.
        indexOffset: showPagination ? (page.currentPage - 1) * page.pageSize : 0,
        showIndex: options.showIndex === true,
        buttons,
        buttonsTitle: typeof options.buttonsColumnTitle === 'string' ? options.buttonsColumnTitle : '',
        buttonsWidth: options.buttonsColumnWidth,
        buttonsFixed: options.buttonsColumnFixed,
        hasSpan: typeof options.onGetSpanMethod === 'string' && options.onGetSpanMethod.trim() !== '',
        disabled: table.disabled,
      }),
    [ref, options, buttons, showPagination, page.currentPage, page.pageSize, table.disabled],
  )
  const paginationConfig = usePaginationConfig(ref, page, dsEnabled, rows.length, showPagination && options.smallPagination === true)

  if (table.hidden) return null
  const multiple = options.showCheckBox !== false
  const selected = new Set(selection.rows)
  const shownRows = showPagination ? Math.min(rows.length, page.pageSize) : rows.length
  const height = pixels(options.tableHeight)
  const virtual = shownRows > VIRTUAL_ROW_THRESHOLD && height !== undefined
  const props: TableProps<TableRow> = {
    columns,
    dataSource: rows,
    rowKey,
    size: tableSize(options.tableSize),
    bordered: options.border !== false,
    virtual,
    scroll: height ? { y: height, x: virtual ? columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 150), 0) : undefined } : undefined,
    pagination: showPagination ? paginationConfig : false,
    rowSelection: multiple
      ? {
          type: 'checkbox',
          columnWidth: options.showSummary === true ? SELECTION_COLUMN_WIDTH_WITH_SUMMARY : SELECTION_COLUMN_WIDTH,
          selectedRowKeys: selection.rows.map(rowKey),
          getCheckboxProps: () => ({ disabled: table.disabled }),
          onChange: (_keys, selectedRows) => ref.userSelect(selectedRows),
        }
      : undefined,
    rowClassName: (row, index) =>
      classNames(
        options.stripe !== false && index % 2 === 1 && 'tfr-table-stripe',
        !multiple && selected.has(row) && 'tfr-row-current',
        typeof ref.run('onGetRowClassName', [index, row]) === 'string' && (ref.run('onGetRowClassName', [index, row]) as string),
      ),
    onRow: (row) => ({
      onClick: (event) => {
        if (!multiple && !table.disabled && !selected.has(row)) ref.userSelect([row])
        ref.run('onRowClick', [row, null, event])
      },
      onDoubleClick: (event) => ref.run('onRowDoubleClick', [row, null, event]),
    }),
    summary: options.showSummary === true ? (pageRows) => <TableSummary columns={columns} rows={pageRows} selection={multiple} /> : undefined,
  }
  return (
    <div
      className={classNames('tfr-data-table', table.customClass)}
      data-widget-type="data-table"
      data-widget-name={table.name}
      style={{ width: typeof options.tableWidth === 'string' && options.tableWidth ? options.tableWidth : undefined, ['--tfr-row-spacing' as string]: `${pixels(options.rowSpacing) ?? 8}px` }}
    >
      <Table<TableRow> ref={(handle: NativeTableHandle | null) => ref.setNativeTable(handle)} {...props} />
    </div>
  )
}
