import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { memo, type Ref } from 'react'
import { WidgetRenderer } from '../../render'
import type { SubFormLayout } from './subFormLayout'

interface SubFormRowProps {
  rowId: string
  index: number
  layout: SubFormLayout
  showActions: boolean
  disabled: boolean
  text: (key: 'subFormInsertRow' | 'subFormDeleteRow') => string
  onInsert: (rowId: string) => void
  onDelete: (rowId: string) => void
  /** In a windowed sub-form: the row's offset from the top of the scrolled content. */
  top?: number
  rowRef?: Ref<HTMLDivElement>
}

/**
 * A windowed row is placed by its offset. Only a number is passed down, so a row whose place,
 * number and state are unchanged skips rendering when a row is added or removed elsewhere. The
 * offset is `top`, not a transform: a transform gives every row a paint property node of its own,
 * and Chromium sorts all of them into layers again in each frame that paints, a keystroke's too.
 */
const placed = (top: number) => ({ position: 'absolute', top, left: 0, width: '100%' }) as const

/** One row: number, insert/delete actions, one cell per column field (VForm's column classes on the cells). */
export const SubFormRow = memo(function SubFormRow({ rowId, index, layout, showActions, disabled, text, onInsert, onDelete, top, rowRef }: SubFormRowProps) {
  const number = <span className="tfr-sub-form-index">{index + 1}</span>
  const actions = showActions && (
    <div className="tfr-sub-form-cell tfr-sub-form-actions sub-form-action-column">
      <Button size="small" icon={<PlusOutlined />} disabled={disabled} onClick={() => onInsert(rowId)} title={text('subFormInsertRow')} aria-label={text('subFormInsertRow')} />{' '}
      <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => onDelete(rowId)} title={text('subFormDeleteRow')} aria-label={text('subFormDeleteRow')} />
      {layout.numberInActions && number}
    </div>
  )
  return (
    <div
      ref={rowRef}
      className="tfr-sub-form-row"
      data-row-id={rowId}
      data-index={index}
      style={{ display: 'grid', gridTemplateColumns: layout.template, ...(top === undefined ? undefined : placed(top)) }}
    >
      {layout.showRowNumber && !layout.numberInActions && <div className="tfr-sub-form-cell tfr-sub-form-index">{number}</div>}
      {layout.actionsLeft && actions}
      {layout.columns.map((column) => (
        <div key={column.id} className="tfr-sub-form-cell sub-form-table-column hide-label">
          <WidgetRenderer widget={column} rowId={rowId} />
        </div>
      ))}
      {!layout.actionsLeft && actions}
    </div>
  )
})
