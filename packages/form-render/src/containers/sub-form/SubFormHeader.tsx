import { PlusOutlined } from '@ant-design/icons'
import type { Widget } from '@tandem/form-core'
import { Button } from 'antd'
import { useField } from '../../hooks'
import { classNames } from '../../style'
import type { SubFormLayout } from './subFormLayout'

function HeaderCell({ column, align }: { column: Widget; align: string }) {
  const field = useField(column.options.name)
  return (
    <div className={classNames('tfr-sub-form-cell tfr-sub-form-head field-header-column', align, field.required && 'tfr-required')} title={field.label}>
      {field.hidden ? '' : field.label}
    </div>
  )
}

interface SubFormHeaderProps {
  layout: SubFormLayout
  align: string
  showActions: boolean
  disabled: boolean
  text: (key: 'subFormActionColumn' | 'subFormAddRow') => string
  onAdd: () => void
}

/** Column titles (required ones marked) and the add button in the action column. */
export function SubFormHeader({ layout, align, showActions, disabled, text, onAdd }: SubFormHeaderProps) {
  const actions = showActions && (
    <div className="tfr-sub-form-cell tfr-sub-form-head tfr-sub-form-actions action-header-column">
      {text('subFormActionColumn')}{' '}
      <Button size="small" type="primary" icon={<PlusOutlined />} disabled={disabled} onClick={onAdd}>
        {text('subFormAddRow')}
      </Button>
    </div>
  )
  return (
    <div className="tfr-sub-form-header" style={{ display: 'grid', gridTemplateColumns: layout.template }}>
      {layout.showRowNumber && !layout.numberInActions && <div className="tfr-sub-form-cell tfr-sub-form-head tfr-sub-form-index">#</div>}
      {layout.actionsLeft && actions}
      {layout.columns.map((column) => (
        column.formItemFlag === true ? <HeaderCell key={column.id} column={column} align={align} /> : <div key={column.id} className="tfr-sub-form-cell tfr-sub-form-head" />
      ))}
      {!layout.actionsLeft && actions}
    </div>
  )
}
