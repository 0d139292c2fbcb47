import { DEFAULT_LOCALE, type Locale } from '@tandem/form-core'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { TableProps } from 'antd'
import type { ColumnType } from 'antd/es/table'
import { memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type Key, type MouseEvent, type ReactNode, type TdHTMLAttributes } from 'react'
import { classNames } from '../../style'
import { rowCheckInput, rowCheckLabel } from './RowCheckbox'
import { SELECTION_COLUMN } from './buildColumns'
import { keyOfRow, type RowKey } from './rowKeys'
import type { TableRow } from './tableOptions'

type Column = ColumnType<TableRow>

type ScrollBody = Extract<NonNullable<NonNullable<TableProps<TableRow>['components']>['body']>, (...args: never[]) => unknown>
/** What antd's Table hands a `components.body` render function. */
export type ScrollBodyInfo = Parameters<ScrollBody>[1]

export interface RowSelection {
  rows: readonly TableRow[]
  width: number
  disabled: boolean
  /** The form's locale, for the checkboxes' accessible names. */
  locale: Locale
  onChange(rows: TableRow[]): void
}

export interface FixedRowBodyProps {
  rows: readonly TableRow[]
  info: ScrollBodyInfo
  /** The columns, the selection column as antd's SELECTION_COLUMN where it stands. */
  columns: readonly Column[]
  /** The checkbox column, or null without one. */
  selection: RowSelection | null
  rowKey: RowKey
  rowClassName(row: TableRow, index: number): string | undefined
  onRowClick(row: TableRow, event: MouseEvent<HTMLElement>): void
  onRowDoubleClick(row: TableRow, event: MouseEvent<HTMLElement>): void
  /** Height of the body (scroll.y) and width of its table (scroll.x, the header's too), in px. */
  height: number
  width: number
  /** A row's height before one is measured: the line plus the cell padding and border. */
  estimatedRowHeight: number
}

/**
 * antd highlights the row under the pointer by a class its cells get from script on mouse enter;
 * these rows do it in CSS, with antd's colours.
 */
export const FIXED_ROW_CSS = `
.tfr-data-table .tfr-fixed-rows > tr.ant-table-row:hover > td { background: var(--ant-table-row-hover-bg, #fafafa); }
.tfr-data-table .tfr-fixed-rows > tr.ant-table-row.ant-table-row-selected:hover > td.ant-table-cell { background: var(--ant-table-row-selected-hover-bg, #bae0ff); }
`

/** Rows drawn beyond each edge of the body, so a slow scroll shows no gap before a frame renders. */
const OVERSCAN = 4

type Side = 'left' | 'right' | undefined

/**
 * One body cell's place, the same for every row (so React finds the same class and style objects
 * and writes nothing): its width, its alignment, and where a fixed column sticks (antd's classes
 * and offsets).
 */
interface CellLayout {
  width: number
  className: string
  style: CSSProperties
}

/** antd's sticky layout of fixed columns: start columns stick at the widths before them, end columns at those after. */
function cellLayouts(cells: readonly { width: number; side: Side; align?: CSSProperties['textAlign']; className?: string }[]): CellLayout[] {
  const count = cells.length
  const sum = (from: number, to: number) => cells.slice(from, to).reduce((total, cell) => total + cell.width, 0)
  return cells.map(({ width, side, align, className }, i) => {
    const base = { width, className: classNames('ant-table-cell', className), style: { textAlign: align } }
    if (side === 'left') {
      const last = cells[i + 1]?.side !== 'left'
      return {
        width,
        className: classNames(base.className, 'ant-table-cell-fix', 'ant-table-cell-fix-start', last && 'ant-table-cell-fix-start-shadow'),
        style: { ...base.style, insetInlineStart: sum(0, i), ['--z-offset' as string]: count * 2 - i, ['--z-offset-reverse' as string]: count + i },
      }
    }
    if (side === 'right') {
      const first = cells[i - 1]?.side !== 'right'
      return {
        width,
        className: classNames(base.className, 'ant-table-cell-fix', 'ant-table-cell-fix-end', first && 'ant-table-cell-fix-end-shadow'),
        style: { ...base.style, insetInlineEnd: sum(i + 1, count), ['--z-offset' as string]: i, ['--z-offset-reverse' as string]: count - i },
      }
    }
    return base
  })
}

const sideOf = (column: Column): Side => (column.fixed === 'left' || column.fixed === true ? 'left' : column.fixed === 'right' ? 'right' : undefined)

interface RowProps {
  row: TableRow
  index: number
  rowKey: Key
  className: string | undefined
  checked: boolean | null
  columns: readonly Column[]
  layouts: readonly CellLayout[]
  disabled: boolean
  locale: Locale
  onCheck(row: TableRow, index: number, shiftKey: boolean): void
  onClick(row: TableRow, event: MouseEvent<HTMLElement>): void
  onDoubleClick(row: TableRow, event: MouseEvent<HTMLElement>): void
}

/** A body row as antd's table draws it; memoised, so rows that stay in view do not render again. */
const BodyRow = memo(function BodyRow({ row, index, rowKey, className, checked, columns, layouts, disabled, locale, onCheck, onClick, onDoubleClick }: RowProps) {
  const cells: ReactNode[] = []
  columns.forEach((column, i) => {
    const layout = layouts[i]
    if (column === SELECTION_COLUMN) {
      if (checked === null) return
      cells.push(
        <td key="__selection" className={layout.className} style={layout.style}>
          {rowCheckInput({
            checked,
            disabled,
            label: rowCheckLabel(index, checked, locale),
            onClick: (event) => event.stopPropagation(),
            onChange: (event) => onCheck(row, index, (event.nativeEvent as { shiftKey?: boolean }).shiftKey === true),
          })}
        </td>,
      )
      return
    }
    const { className, style, ...cellProps }: TdHTMLAttributes<HTMLTableCellElement> = column.onCell?.(row, index) ?? {}
    if (cellProps.colSpan === 0 || cellProps.rowSpan === 0) return
    const value = typeof column.dataIndex === 'string' ? row[column.dataIndex] : undefined
    cells.push(
      <td
        key={String(column.key)}
        {...cellProps}
        className={className ? `${layout.className} ${className}` : layout.className}
        style={style ? { ...layout.style, ...style } : layout.style}
      >
        {column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode)}
      </td>,
    )
  })
  return (
    <tr
      data-row-key={rowKey}
      className={classNames('ant-table-row', 'ant-table-row-level-0', checked === true && 'ant-table-row-selected', className)}
      onClick={(event) => onClick(row, event)}
      onDoubleClick={(event) => onDoubleClick(row, event)}
    >
      {cells}
    </tr>
  )
})

/**
 * The data-table's virtual body, handed to antd's Table as `components.body`: a native scroller
 * with a table of fixed-height rows (@tanstack/react-virtual, no per-row measuring) between two
 * spacer rows. Rows are keyed by their slot in the window, not by the data row, so a scrolled-in
 * row reuses the DOM of one scrolled out: React changes text, it mounts nothing. Selection follows
 * antd's strict checkbox selection (shift-click selects or clears a range); the header's
 * select-all checkbox stays antd's.
 */
export function FixedRowBody(props: FixedRowBodyProps) {
  const { rows, info, columns, selection, rowKey, height, width, estimatedRowHeight } = props
  const scrollRef = useRef<HTMLDivElement | null>(null)
  const [rowHeight, setRowHeight] = useState(estimatedRowHeight)
  const previousCheck = useRef<number | null>(null)
  const lastScrollLeft = useRef(0)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: { width, height },
  })
  const selectionWidth = selection?.width
  const layouts = useMemo(() => {
    // The selection column is fixed to the left, as the table's rowSelection says.
    const check = { width: selectionWidth ?? 0, side: 'left' as const, className: 'ant-table-selection-column' }
    return cellLayouts(
      columns.map((column) =>
        column === SELECTION_COLUMN ? check : { width: typeof column.width === 'number' ? column.width : 0, side: sideOf(column), align: column.align },
      ),
    )
  }, [columns, selectionWidth])

  // All rows are as high as the first: measured once (one layout), not per row brought into view.
  useLayoutEffect(() => {
    const first = scrollRef.current?.querySelector<HTMLElement>('tr.ant-table-row')
    const measured = first?.offsetHeight ?? 0
    if (measured > 0 && measured !== rowHeight) setRowHeight(measured)
  }, [layouts, rowHeight])
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight])

  const selected = useMemo(() => new Set(selection?.rows), [selection?.rows])
  // The rows keep one check handler, so a scroll re-renders only the rows whose slot changed.
  const latest = useRef({ rows, selection, selected })
  useLayoutEffect(() => {
    latest.current = { rows, selection, selected }
  })
  const onCheck = useCallback((row: TableRow, index: number, shiftKey: boolean) => {
    const { rows: all, selection: current, selected: checkedRows } = latest.current
    if (!current) return
    const prior = previousCheck.current
    if (shiftKey && prior !== null && checkedRows.size > 0) {
      const range = all.slice(Math.min(prior, index), Math.max(prior, index) + 1)
      const select = range.some((item) => !checkedRows.has(item))
      const inRange = new Set(range)
      previousCheck.current = select ? Math.max(prior, index) : null
      current.onChange(select ? [...current.rows, ...range.filter((item) => !checkedRows.has(item))] : current.rows.filter((item) => !inRange.has(item)))
      return
    }
    const checked = checkedRows.has(row)
    previousCheck.current = checked ? null : index
    current.onChange(checked ? current.rows.filter((item) => item !== row) : [...current.rows, row])
  }, [])

  // What antd's Table holds of the body: its scroll offset (kept in step with the header) and its
  // scrollTo, which here reaches rows not drawn. Not the element itself, so antd leaves no
  // scrollbar gutter in the header: the header and body tables are both `width` wide.
  useImperativeHandle(
    info.ref,
    () => ({
      get nativeElement() {
        return scrollRef.current
      },
      get scrollLeft() {
        return scrollRef.current?.scrollLeft ?? 0
      },
      set scrollLeft(value: number) {
        if (scrollRef.current) scrollRef.current.scrollLeft = value
      },
      // antd scrolls the body back to the top after a sort or a page change.
      get scrollTop() {
        return scrollRef.current?.scrollTop ?? 0
      },
      set scrollTop(value: number) {
        if (scrollRef.current) scrollRef.current.scrollTop = value
      },
      scrollTo({ index, key, top }) {
        const target = key === undefined ? index : latest.current.rows.findIndex((row) => keyOfRow(rowKey, row) === key)
        // Rows are rowHeight high: the browser clamps an offset past the end.
        const offset = typeof top === 'number' ? top : target !== undefined && target >= 0 ? target * rowHeight : undefined
        if (offset !== undefined) scrollRef.current?.scrollTo({ top: offset })
      },
    }),
    [rowKey, rowHeight],
  )

  const items = virtualizer.getVirtualItems()
  const slots = Math.ceil(height / rowHeight) + 2 * OVERSCAN + 2
  const before = items.length > 0 ? items[0].start : 0
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0
  return (
    <div
      ref={scrollRef}
      className="ant-table-body"
      style={{ overflowX: 'auto', overflowY: 'scroll', maxHeight: height }}
      onScroll={(event) => {
        // Only a horizontal scroll concerns antd (the header follows it); telling it of every
        // vertical one would have it measure the body's scroll width, a forced layout, each time.
        const { scrollLeft } = event.currentTarget
        if (scrollLeft === lastScrollLeft.current) return
        lastScrollLeft.current = scrollLeft
        info.onScroll({ currentTarget: event.currentTarget, scrollLeft })
      }}
    >
      <table style={{ width, tableLayout: 'fixed' }}>
        <colgroup>
          {layouts.map((layout, i) => (
            <col key={i} style={{ width: layout.width }} />
          ))}
        </colgroup>
        <tbody className="ant-table-tbody tfr-fixed-rows">
          {before > 0 && <tr aria-hidden="true" style={{ height: before }} />}
          {items.map(({ index }) => {
            const row = rows[index]
            return (
              <BodyRow
                key={index % slots}
                row={row}
                index={index}
                rowKey={keyOfRow(rowKey, row)}
                className={props.rowClassName(row, index)}
                checked={selection ? selected.has(row) : null}
                columns={columns}
                layouts={layouts}
                disabled={selection?.disabled === true}
                locale={selection?.locale ?? DEFAULT_LOCALE}
                onCheck={onCheck}
                onClick={props.onRowClick}
                onDoubleClick={props.onRowDoubleClick}
              />
            )
          })}
          {after > 0 && <tr aria-hidden="true" style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  )
}
