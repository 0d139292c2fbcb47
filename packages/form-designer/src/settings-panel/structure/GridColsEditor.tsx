import { PlusOutlined } from '@ant-design/icons'
import type { SchemaAction, SchemaStore, Widget } from '@tandem/form-core'
import { Button, InputNumber, Space, Typography } from 'antd'
import { useStoreWidget } from '../../hooks'
import { useSettingsText } from '../hooks/useSettingsText'
import { StructureRow } from './StructureRow'

export interface StructureEditorProps {
  store: SchemaStore
  widget: Widget
  dispatch: (action: SchemaAction, mergeKey?: string) => void
}

function GridColRow({ store, colId, index, canRemove, dispatch }: { store: SchemaStore; colId: string; index: number; canRemove: boolean; dispatch: StructureEditorProps['dispatch'] }) {
  const { t } = useSettingsText()
  const col = useStoreWidget(store, colId)
  const name = t('gridCol', { n: index + 1 })
  return (
    <StructureRow removeLabel={`${t('removeGridCol')} ${index + 1}`} canRemove={canRemove} onRemove={() => dispatch({ type: 'remove', id: colId })}>
      <Space size={4}>
        <Typography.Text>{name}</Typography.Text>
        <InputNumber<number>
          size="small"
          min={1}
          max={24}
          aria-label={name}
          value={typeof col?.options.span === 'number' ? col.options.span : null}
          onChange={(span) => typeof span === 'number' && dispatch({ type: 'patchOptions', id: colId, patch: { span } }, `${colId}.span`)}
        />
      </Space>
    </StructureRow>
  )
}

/** The columns of a grid: span of each, add, remove (one column always stays). */
export function GridColsEditor({ store, widget, dispatch }: StructureEditorProps) {
  const { t } = useSettingsText()
  const cols = widget.cols ?? []
  return (
    <div>
      {cols.map((col, index) => (
        <GridColRow key={col.id} store={store} colId={col.id} index={index} canRemove={cols.length > 1} dispatch={dispatch} />
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => dispatch({ type: 'addGridCol', gridId: widget.id })}>
        {t('addGridCol')}
      </Button>
    </div>
  )
}
