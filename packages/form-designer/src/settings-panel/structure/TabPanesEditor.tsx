import { PlusOutlined } from '@ant-design/icons'
import type { SchemaStore } from '@tandem/form-core'
import { Button, Input } from 'antd'
import { useStoreWidget } from '../../hooks'
import { useSettingsText } from '../hooks/useSettingsText'
import type { StructureEditorProps } from './GridColsEditor'
import { StructureRow } from './StructureRow'

function TabPaneRow({ store, paneId, index, canRemove, dispatch }: { store: SchemaStore; paneId: string; index: number; canRemove: boolean; dispatch: StructureEditorProps['dispatch'] }) {
  const { t } = useSettingsText()
  const pane = useStoreWidget(store, paneId)
  return (
    <StructureRow removeLabel={`${t('removeTabPane')} ${index + 1}`} canRemove={canRemove} onRemove={() => dispatch({ type: 'remove', id: paneId })}>
      <Input
        size="small"
        aria-label={`${t('tabPanes')} ${index + 1}`}
        value={typeof pane?.options.label === 'string' ? pane.options.label : ''}
        onChange={(event) => dispatch({ type: 'patchOptions', id: paneId, patch: { label: event.target.value } }, `${paneId}.label`)}
      />
    </StructureRow>
  )
}

/** The panes of a tab: label of each, add, remove (one pane always stays). */
export function TabPanesEditor({ store, widget, dispatch }: StructureEditorProps) {
  const { t } = useSettingsText()
  const panes = widget.tabs ?? []
  return (
    <div>
      {panes.map((pane, index) => (
        <TabPaneRow key={pane.id} store={store} paneId={pane.id} index={index} canRemove={panes.length > 1} dispatch={dispatch} />
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => dispatch({ type: 'addTabPane', tabsId: widget.id })}>
        {t('addTabPane')}
      </Button>
    </div>
  )
}
