import { javascript } from '@codemirror/lang-javascript'
import type { DataSource, DataSourceTransport } from '@tandem/form-core'
import CodeMirror from '@uiw/react-codemirror'
import { Alert, Button, Divider, Input, Modal, Radio, Select, Space, Switch, Typography } from 'antd'
import { useMemo, useState, type ReactNode } from 'react'
import { fillText, useLocalText } from '../locale'
import { DataSourceTester } from './DataSourceTester'
import { dataSourceTexts } from './messages'
import { RequestItemsEditor } from './RequestItemsEditor'

export interface DataSourceEditorProps {
  dataSource: DataSource
  /** stores the draft; returns why not (e.g. a taken name), or null when stored */
  onSave: (next: DataSource) => string | null
  onClose: () => void
  transport?: DataSourceTransport
}

const METHODS = ['get', 'post', 'put', 'delete'] as const
type HandlerKey = 'configHandlerCode' | 'dataHandlerCode' | 'errorHandlerCode'
const HANDLERS: readonly HandlerKey[] = ['configHandlerCode', 'dataHandlerCode', 'errorHandlerCode']

function Row({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="tfd-ds-row" style={{ display: 'grid', gridTemplateColumns: '200px minmax(0, 1fr)', gap: 8, marginBottom: 8, alignItems: 'start' }}>
      <label htmlFor={htmlFor}>{label}</label>
      <div>{children}</div>
    </div>
  )
}

/** Every field of a data source (reference §5) on a draft, with 测试; 保存 stores the draft. */
export function DataSourceEditor({ dataSource, onSave, onClose, transport }: DataSourceEditorProps) {
  const text = useLocalText(dataSourceTexts)
  const [draft, setDraft] = useState<DataSource>(dataSource)
  const [problem, setProblem] = useState<string | null>(null)
  const extensions = useMemo(() => [javascript()], [])
  const set = (patch: Partial<DataSource>) => setDraft((current) => ({ ...current, ...patch }))
  const save = () => {
    const reason = onSave(draft)
    setProblem(reason)
    if (reason === null) onClose()
  }
  const dataSets = draft.dataSets ?? []

  return (
    <Modal open title={fillText(text.editTitle, { name: dataSource.uniqueName })} width={900} okText={text.save} cancelText={text.cancel} onOk={save} onCancel={onClose}>
      <div className="tfd-ds-editor">
        <Row label={text.uniqueName} htmlFor="tfd-ds-name">
          <Input id="tfd-ds-name" value={draft.uniqueName} onChange={(event) => set({ uniqueName: event.target.value })} />
        </Row>
        <Row label={text.description} htmlFor="tfd-ds-description">
          <Input id="tfd-ds-description" value={draft.description ?? ''} onChange={(event) => set({ description: event.target.value })} />
        </Row>
        <Row label={text.requestURLType}>
          <Radio.Group
            aria-label={text.requestURLType}
            optionType="button"
            size="small"
            value={draft.requestURLType ?? 'String'}
            options={[
              { value: 'String', label: text.urlString },
              { value: 'Variable', label: text.urlVariable },
            ]}
            onChange={(event) => set({ requestURLType: event.target.value as 'String' | 'Variable' })}
          />
        </Row>
        <Row label={text.requestURL} htmlFor="tfd-ds-url">
          <Input
            id="tfd-ds-url"
            value={draft.requestURL}
            placeholder={draft.requestURLType === 'Variable' ? text.urlVariablePlaceholder : text.urlStringPlaceholder}
            onChange={(event) => set({ requestURL: event.target.value })}
          />
        </Row>
        <Row label={text.requestMethod}>
          <Select aria-label={text.requestMethod} style={{ width: 140 }} value={draft.requestMethod ?? 'get'} options={METHODS.map((method) => ({ value: method, label: method.toUpperCase() }))} onChange={(requestMethod) => set({ requestMethod })} />
        </Row>
        <Row label={text.headers}>
          <RequestItemsEditor label={text.headers} items={draft.headers ?? []} onChange={(headers) => set({ headers })} />
        </Row>
        <Row label={text.params}>
          <RequestItemsEditor label={text.params} items={draft.params ?? []} onChange={(params) => set({ params })} />
        </Row>
        <Row label={text.data}>
          <RequestItemsEditor label={text.data} items={draft.data ?? []} onChange={(data) => set({ data })} />
        </Row>
        {HANDLERS.map((key) => (
          <Row key={key} label={text[key]}>
            <CodeMirror value={draft[key] ?? ''} height="72px" extensions={extensions} aria-label={text[key]} data-ds-handler={key} onChange={(code) => set({ [key]: code })} />
          </Row>
        ))}
        <Row label={text.dataSetEnabled}>
          <Switch size="small" aria-label={text.dataSetEnabled} checked={draft.dataSetEnabled === true} onChange={(dataSetEnabled) => set({ dataSetEnabled })} />
        </Row>
        {draft.dataSetEnabled === true && (
          <Row label={text.dataSets}>
            {dataSets.map((dataSet, index) => (
              <Space.Compact key={index} block style={{ marginBottom: 4 }}>
                <Input aria-label={`${text.dataSetName} ${index + 1}`} placeholder={text.dataSetName} value={dataSet.name} onChange={(event) => set({ dataSets: dataSets.map((item, at) => (at === index ? { ...item, name: event.target.value } : item)) })} />
                <Input aria-label={`${text.dataSetRemark} ${index + 1}`} placeholder={text.dataSetRemark} value={dataSet.remark ?? ''} onChange={(event) => set({ dataSets: dataSets.map((item, at) => (at === index ? { ...item, remark: event.target.value } : item)) })} />
                <Button aria-label={`${text.removeItem} ${index + 1}`} onClick={() => set({ dataSets: dataSets.filter((_, at) => at !== index) })}>
                  {text.remove}
                </Button>
              </Space.Compact>
            ))}
            <Button size="small" type="dashed" onClick={() => set({ dataSets: [...dataSets, { name: '', remark: '' }] })}>
              {`${text.addItem}${text.dataSets}`}
            </Button>
          </Row>
        )}
        {problem && <Alert type="error" showIcon role="alert" title={problem} />}
        <Divider />
        <Typography.Title level={5}>{text.test}</Typography.Title>
        <DataSourceTester dataSource={draft} transport={transport} />
      </div>
    </Modal>
  )
}
