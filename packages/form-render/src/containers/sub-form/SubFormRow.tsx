import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { memo, type CSSProperties, type Ref } from 'react'
import { WidgetRenderer } from '../../render/WidgetRenderer'
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
  style?: CSSProperties
  rowRef?: Ref<HTMLDivElement>
}

/** One row: number, insert/delete actions, one cell per column field. */
export const SubFormRow = memo(function SubFormRow({ rowId, index, layout, showActions, disabled, text, onInsert, onDelete, style, rowRef }: SubFormRowProps) {
  const actions = showActions && (
    <div className="tfr-sub-form-cell tfr-sub-form-actions">
      <Button size="small" icon={<PlusOutlined />} disabled={disabled} onClick={() => onInsert(rowId)} title={text('subFormInsertRow')} aria-label={text('subFormInsertRow')} />{' '}
      <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} onClick={() => onDelete(rowId)} title={text('subFormDeleteRow')} aria-label={text('subFormDeleteRow')} />
    </div>
  )
  return (
    <div
      ref={rowRef}
      className="tfr-sub-form-row"
      data-row-id={rowId}
      data-index={index}
      style={{ display: 'grid', gridTemplateColumns: layout.template, ...style }}
    >
      {layout.showRowNumber && <div className="tfr-sub-form-cell tfr-sub-form-index">{index + 1}</div>}
      {layout.actionsLeft && actions}
      {layout.columns.map((column) => (
        <div key={column.id} className="tfr-sub-form-cell">
          <WidgetRenderer widget={column} rowId={rowId} />
        </div>
      ))}
      {!layout.actionsLeft && actions}
    </div>
  )
})
