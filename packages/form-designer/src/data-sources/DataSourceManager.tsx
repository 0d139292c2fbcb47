import { json } from '@codemirror/lang-json'
import type { DataSource, DataSourceTransport, SchemaStore } from '@tandem/form-core'
import CodeMirror from '@uiw/react-codemirror'
import { Alert, Button, Empty, List, Modal, Popconfirm, Space, Typography } from 'antd'
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import { parseJsonText } from '../json-io'
import { fillText, useLocalText } from '../locale'
import { TextOutputDialog } from '../text-output'
import { copyDataSource, exportDataSources, importDataSources, newDataSource, removeDataSource, updateDataSource } from './dataSourceList'
import { DataSourceEditor } from './DataSourceEditor'
import { dataSourceTexts } from './messages'

export interface DataSourceManagerProps {
  store: SchemaStore
  onClose: () => void
  /** default: fetch (the real server) */
  transport?: DataSourceTransport
}

/** The form's data sources as the store has them. */
export function useDataSources(store: SchemaStore): readonly DataSource[] {
  const subscribe = useCallback((listener: () => void) => store.subscribe(listener), [store])
  return useSyncExternalStore(subscribe, () => store.getFormConfig().dataSources)
}

/** 数据源管理: add, edit, copy, delete, import and export formConfig.dataSources; every change is one undoable step. */
export function DataSourceManager({ store, onClose, transport }: DataSourceManagerProps) {
  const text = useLocalText(dataSourceTexts)
  const list = useDataSources(store)
  const [editing, setEditing] = useState<number | null>(null)
  const [importing, setImporting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const write = (dataSources: DataSource[]) => store.dispatch({ type: 'patchFormConfig', patch: { dataSources } })

  const add = () => {
    write([...list, newDataSource(list)])
    setEditing(list.length)
  }
  const save = (index: number) => (next: DataSource) => {
    const result = updateDataSource(list, index, next, text)
    if (!result.ok) return result.reason
    write(result.list)
    return null
  }

  return (
    <Modal open title={text.title} width={720} footer={<Button onClick={onClose}>{text.close}</Button>} onCancel={onClose}>
      <Space style={{ marginBottom: 8 }}>
        <Button type="primary" onClick={add}>
          {text.add}
        </Button>
        <Button onClick={() => setImporting(true)}>{text.import}</Button>
        <Button disabled={list.length === 0} onClick={() => setExporting(true)}>
          {text.export}
        </Button>
      </Space>
      {list.length === 0 ? (
        <Empty description={text.empty} />
      ) : (
        <List
          aria-label={text.title}
          bordered
          size="small"
          dataSource={list.map((ds, index) => ({ ds, index }))}
          renderItem={({ ds, index }) => (
            <List.Item
              data-ds-name={ds.uniqueName}
              actions={[
                <Button key="edit" size="small" type="link" aria-label={`${text.edit} ${ds.uniqueName}`} onClick={() => setEditing(index)}>
                  {text.edit}
                </Button>,
                <Button key="copy" size="small" type="link" aria-label={`${text.copy} ${ds.uniqueName}`} onClick={() => write(copyDataSource(list, index))}>
                  {text.copy}
                </Button>,
                <Popconfirm key="remove" title={fillText(text.removeConfirm, { name: ds.uniqueName })} okText={text.remove} cancelText={text.cancel} onConfirm={() => write(removeDataSource(list, index))}>
                  <Button size="small" type="link" danger aria-label={`${text.remove} ${ds.uniqueName}`}>
                    {text.remove}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta title={ds.uniqueName} description={`${(ds.requestMethod ?? 'get').toUpperCase()} ${ds.requestURL}${ds.description ? ` — ${ds.description}` : ''}`} />
            </List.Item>
          )}
        />
      )}
      {editing !== null && list[editing] && <DataSourceEditor key={editing} dataSource={list[editing]} onSave={save(editing)} onClose={() => setEditing(null)} transport={transport} />}
      {importing && (
        <ImportDataSourcesDialog
          onImport={(value) => {
            const result = importDataSources(list, value, text)
            if (!result.ok) return result.reason
            write(result.list)
            return null
          }}
          onClose={() => setImporting(false)}
        />
      )}
      {exporting && <TextOutputDialog title={text.exportTitle} text={exportDataSources(list)} language="json" fileName="dataSources.json" copyLabel={text.copyJson} onClose={() => setExporting(false)} />}
    </Modal>
  )
}

function ImportDataSourcesDialog({ onImport, onClose }: { onImport: (value: unknown) => string | null; onClose: () => void }) {
  const text = useLocalText(dataSourceTexts)
  const [draft, setDraft] = useState('[]')
  const [problem, setProblem] = useState<string | null>(null)
  const extensions = useMemo(() => [json()], [])
  const submit = () => {
    const parsed = parseJsonText(draft)
    const reason = parsed.ok ? onImport(parsed.value) : fillText(text.importSyntax, { line: parsed.line, column: parsed.column, reason: parsed.reason })
    setProblem(reason)
    if (reason === null) onClose()
  }
  return (
    <Modal open title={text.importTitle} width={720} okText={text.import} cancelText={text.cancel} onOk={submit} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{text.importHint}</Typography.Paragraph>
      <CodeMirror value={draft} height="300px" extensions={extensions} aria-label={text.importTitle} onChange={setDraft} />
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 8 }} />}
    </Modal>
  )
}
