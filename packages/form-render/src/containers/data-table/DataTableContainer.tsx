import { t, type Widget } from '@tandem/form-core'
import { Table } from 'antd'
import type { TableProps } from 'antd'
import type { SorterResult } from 'antd/es/table/interface'
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type MouseEvent } from 'react'
import { designHiddenProps } from '../../design'
import { useContainer, useFormRuntime, useFormState } from '../../hooks'
import { classNames, useStyleElement } from '../../style'
import type { NativeTableHandle } from '../../types'
import { SELECTION_COLUMN, buildColumns } from './buildColumns'
import { FIXED_ROW_CSS, FixedRowBody, type ScrollBodyInfo } from './FixedRowBody'
import { fitColumns, fittedTableComponents, useTableRoom } from './fitWidth'
import type { DataTableRefImpl, DataTableSort } from './dataTableRef'
import { ROW_CHECKBOX_CSS, rowCheckbox, rowCheckLabel } from './RowCheckbox'
import { keyOfRow, tableRowKey } from './rowKeys'
import { TableSummary } from './TableSummary'
import { usePaginationConfig } from './usePaginationConfig'
import {
  SELECTION_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH_WITH_SUMMARY,
  VIRTUAL_ROW_THRESHOLD,
  operationButtons,
  pagination as paginationOf,
  pixels,
  rowKeyField,
  tableColumns,
  treeChildrenKey,
  tableData,
  tableSize,
  type TableRow,
} from './tableOptions'

const TABLE_CSS = `
/* antd sizes its cells with .ant-table-wrapper .ant-table.ant-table-<size> …; rowSpacing must outrank that. */
.tfr-data-table .ant-table-wrapper .ant-table .ant-table-tbody > tr > td.ant-table-cell { padding-block: var(--tfr-row-spacing, 8px); }
.tfr-data-table .tfr-table-stripe > td { background: rgba(0, 0, 0, 0.02); }
.tfr-data-table .tfr-row-current > td { background: var(--ant-color-primary-bg, #e6f4ff); }
.tfr-data-table .tfr-pagination-sizes { margin-inline-start: 8px; }
${ROW_CHECKBOX_CSS}${FIXED_ROW_CSS}`

/** A virtual body's column without a width in pixels gets this many. */
const VIRTUAL_COLUMN_WIDTH = 150
/** antd's line height of a cell (14 px text) and the row's bottom border, in px. */
const CELL_LINE_HEIGHT = 22
const ROW_BORDER = 1

/** antd reads tree rows under `childrenColumnName`; a name no row has keeps a flat table flat. */
const NO_TREE = '\u0000tfr-flat'

const ORDERS = { ascend: 'asc', descend: 'desc' } as const

/** Labels of the index column in a tree: top-level rows 1, 2, …, their children 1.1, 1.2, …. */
function treeIndexLabels(rows: readonly TableRow[], childrenKey: string, offset: number): Map<TableRow, string> {
  const labels = new Map<TableRow, string>()
  const walk = (list: readonly TableRow[], prefix: string) =>
    list.forEach((row, i) => {
      const label = prefix === '' ? String(offset + i + 1) : `${prefix}.${i + 1}`
      labels.set(row, label)
      const children = row[childrenKey]
      if (Array.isArray(children)) walk(children as TableRow[], label)
    })
  walk(rows, '')
  return labels
}

/**
 * VForm Pro data-table on antd Table: columns with formats, index / selection / buttons columns,
 * pagination, data source loading, sorting (locally, or by the data source when it pages), tree
 * rows, events. Above VIRTUAL_ROW_THRESHOLD visible rows the body is antd's virtual list.
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
  const childrenKey = treeChildrenKey(options)
  const keyField = rowKeyField(options)
  // A data source that pages sorts on the server: a local sort would only order the page.
  const serverSort = dsEnabled && showPagination
  useStyleElement('tfr-data-table-css', TABLE_CSS, true)

  useEffect(() => {
    if (dsEnabled && !runtime.design) ref.loadDataFromDS().catch(() => undefined)
  }, [ref, dsEnabled, runtime.design])

  const rowKey = useMemo(() => tableRowKey(rows, keyField, childrenKey), [rows, keyField, childrenKey])
  // Numbering runs on across pages, whether antd slices local rows or a data source pages them.
  const indexOffset = showPagination ? (page.currentPage - 1) * page.pageSize : 0
  const treeLabels = useMemo(
    () => (childrenKey !== null && options.showIndex === true ? treeIndexLabels(rows, childrenKey, dsEnabled ? indexOffset : 0) : null),
    [rows, childrenKey, options.showIndex, dsEnabled, indexOffset],
  )
  const hasSpan = typeof options.onGetSpanMethod === 'string' && options.onGetSpanMethod.trim() !== ''
  const multiple = options.showCheckBox !== false
  const wrapper = useRef<HTMLDivElement>(null)
  const room = useTableRoom(wrapper, !table.hidden || runtime.design)
  const buttons = options.showButtonsColumn === true && !form.readMode ? operationButtons(options) : null
  const builtColumns = useMemo(
    () =>
      buildColumns({
        ref,
        columns: tableColumns(options),
        indexLabel: treeLabels ? (row) => treeLabels.get(row) ?? '' : (_row, index) => indexOffset + index + 1,
        showIndex: options.showIndex === true,
        showSelection: multiple,
        serverSort,
        buttons,
        buttonsTitle: typeof options.buttonsColumnTitle === 'string' ? options.buttonsColumnTitle : '',
        buttonsWidth: options.buttonsColumnWidth,
        buttonsFixed: options.buttonsColumnFixed,
        hasSpan,
        disabled: table.disabled,
      }),
    [ref, options, treeLabels, indexOffset, serverSort, buttons, hasSpan, table.disabled, multiple],
  )
  const shownRows = showPagination ? Math.min(rows.length, page.pageSize) : rows.length
  const height = pixels(options.tableHeight)
  const virtual = shownRows > VIRTUAL_ROW_THRESHOLD && height !== undefined
  const selectionWidth = options.showSummary === true ? SELECTION_COLUMN_WIDTH_WITH_SUMMARY : SELECTION_COLUMN_WIDTH
  // A virtual body lays its columns out in pixels.
  const pixelColumns = useMemo(
    () =>
      virtual
        ? builtColumns.map((column) => (column === SELECTION_COLUMN || typeof column.width === 'number' ? column : { ...column, width: VIRTUAL_COLUMN_WIDTH }))
        : builtColumns,
    [virtual, builtColumns],
  )
  // Always fitted for a virtual body, whose columns all have widths in pixels.
  const fit = useMemo(() => fitColumns(pixelColumns, selectionWidth, room), [pixelColumns, selectionWidth, room])
  const columns = fit?.columns ?? pixelColumns
  const fittedWidth = fit?.width
  const paginationConfig = usePaginationConfig(ref, page, dsEnabled, rows.length, showPagination && options.smallPagination === true)
  // Stable, so antd does not recompute every row's checkbox state on each render.
  const checkboxProps = useCallback(() => ({ disabled: table.disabled }), [table.disabled])
  const selectedRowKeys = useMemo(() => selection.rows.map((row) => keyOfRow(rowKey, row)), [selection, rowKey])
  // Flat rows without spans get the fixed-height body; a tree or spanned cells keep antd's virtual list.
  const fixedRows = virtual && childrenKey === null && !hasSpan
  // antd's virtual body sizes itself from scroll.x; the fixed-height body and its header are fitted.
  const fitted = fittedWidth !== undefined && (!virtual || fixedRows)
  const components = useMemo(() => (fitted ? fittedTableComponents(fittedWidth) : undefined), [fitted, fittedWidth])

  if (table.hidden && !runtime.design) return null
  const selected = new Set(selection.rows)
  // Runs per row brought into view: skip the script runner when there is no script.
  const hasRowClassHook = typeof options.onGetRowClassName === 'string' && options.onGetRowClassName.trim() !== ''
  const rowClassName = (row: TableRow, index: number) => {
    const custom = hasRowClassHook ? ref.run('onGetRowClassName', [index, row]) : undefined
    return classNames(
      options.stripe !== false && index % 2 === 1 && 'tfr-table-stripe',
      !multiple && selected.has(row) && 'tfr-row-current',
      typeof custom === 'string' && custom,
    )
  }
  const rowClick = (row: TableRow, event: MouseEvent<HTMLElement>) => {
    if (!multiple && !table.disabled && !selected.has(row)) ref.userSelect([row])
    ref.run('onRowClick', [row, null, event])
  }
  const rowDoubleClick = (row: TableRow, event: MouseEvent<HTMLElement>) => ref.run('onRowDoubleClick', [row, null, event])
  const rowSpacing = pixels(options.rowSpacing) ?? 8
  const fixedRowBody = (data: readonly TableRow[], info: ScrollBodyInfo) => (
    <FixedRowBody
      rows={data}
      info={info}
      columns={columns}
      selection={multiple ? { rows: selection.rows, width: selectionWidth, disabled: table.disabled, locale: form.locale, onChange: (next) => ref.userSelect(next) } : null}
      rowKey={rowKey}
      rowClassName={rowClassName}
      onRowClick={rowClick}
      onRowDoubleClick={rowDoubleClick}
      height={height ?? 0}
      width={fittedWidth ?? 0}
      estimatedRowHeight={CELL_LINE_HEIGHT + 2 * rowSpacing + ROW_BORDER}
    />
  )
  const sortChange = (sorter: SorterResult<TableRow> | SorterResult<TableRow>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter
    const order = one?.order ? ORDERS[one.order] : undefined
    const sort: DataTableSort | null = order && typeof one.field === 'string' ? { field: one.field, order } : null
    ref.setSort(sort)
    // A new order starts again from its first page.
    ref.setPagination({ currentPage: 1 })
    ref.loadDataFromDS().catch(() => undefined)
  }
  const props: TableProps<TableRow> = {
    columns,
    dataSource: rows,
    rowKey,
    size: tableSize(options.tableSize),
    bordered: options.border !== false,
    virtual: virtual && !fixedRows,
    components: fixedRows ? { ...components, body: fixedRowBody } : components,
    scroll: height ? { y: height, x: virtual ? fittedWidth : undefined } : undefined,
    pagination: showPagination ? paginationConfig : false,
    expandable: {
      childrenColumnName: childrenKey ?? NO_TREE,
      // The tree's toggle goes in the first data column, not the narrow index column. antd counts
      // a value above 0 as if the selection column were not there, hence the extra 1.
      expandIconColumnIndex: childrenKey !== null && options.showIndex === true ? (multiple ? 3 : 1) : undefined,
    },
    onChange: serverSort ? (_pagination, _filters, sorter, { action }) => action === 'sort' && sortChange(sorter) : undefined,
    rowSelection: multiple
      ? {
          type: 'checkbox',
          columnWidth: selectionWidth,
          fixed: 'left',
          selectedRowKeys,
          // In a tree, checking a row checks the rows under it. Flat rows stay strict: antd then
          // skips indexing every row for that, and shift-click selects a range.
          checkStrictly: childrenKey === null,
          getCheckboxProps: checkboxProps,
          getTitleCheckboxProps: () => ({ 'aria-label': t('dataTableSelectAll', undefined, form.locale) }),
          renderCell: (checked, _row, index, originNode) => rowCheckbox(originNode, rowCheckLabel(index, checked, form.locale)),
          onChange: (_keys, selectedRows) => ref.userSelect(selectedRows),
        }
      : undefined,
    rowClassName,
    onRow: (row) => ({ onClick: (event) => rowClick(row, event), onDoubleClick: (event) => rowDoubleClick(row, event) }),
    summary: options.showSummary === true ? (pageRows) => <TableSummary columns={columns} rows={pageRows} /> : undefined,
  }
  return (
    <div
      ref={wrapper}
      className={classNames('tfr-data-table', table.customClass)}
      data-widget-type="data-table"
      data-widget-name={table.name}
      {...designHiddenProps(table.hidden, runtime.design)}
      style={{ width: typeof options.tableWidth === 'string' && options.tableWidth ? options.tableWidth : undefined, ['--tfr-row-spacing' as string]: `${rowSpacing}px` }}
    >
      <Table<TableRow> ref={(handle: NativeTableHandle | null) => ref.setNativeTable(handle)} {...props} />
    </div>
  )
}
