import type { FormData } from '@tandem/form-core'
import { FormRender, type FormRenderApi } from '@tandem/form-render'
import { Button, Card, Input, Modal, Space, Typography } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { demoForm } from './demoForm'
import { exposePlayground } from './exposePlayground'
import { samples } from './samples'

const INITIAL_FORM = demoForm()
const pretty = (value: unknown) => JSON.stringify(value, null, 2)
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Loads a form JSON, renders it with FormRender and calls the renderer API from buttons. */
export function Playground() {
  const formRef = useRef<FormRenderApi>(null)
  const [jsonText, setJsonText] = useState(() => pretty(INITIAL_FORM))
  const [dataText, setDataText] = useState('{}')
  const [names, setNames] = useState('')
  const [result, setResult] = useState('')
  const [sampleId, setSampleId] = useState('demo')
  const [editing, setEditing] = useState(false)
  const [jsonError, setJsonError] = useState('')

  useEffect(() => exposePlayground(() => formRef.current), [])

  const show = (value: unknown) => setResult(typeof value === 'string' ? value : pretty(value))
  const attempt = (fn: (form: FormRenderApi) => unknown) => {
    const form = formRef.current
    if (!form) return
    try {
      const value = fn(form)
      if (value instanceof Promise) value.then(show, (error: unknown) => show(`错误：${messageOf(error)}`))
      else if (value !== undefined) show(value)
    } catch (error) {
      show(`错误：${messageOf(error)}`)
    }
  }
  const render = (text: string) => attempt((form) => form.setFormJson(text))
  // The pasted JSON replaces the form only when it loads; otherwise the dialog stays open with the reason.
  const renderEdited = () => {
    try {
      formRef.current?.setFormJson(jsonText)
    } catch (error) {
      setJsonError(messageOf(error))
      return
    }
    setEditing(false)
    show('已渲染编辑后的 JSON')
  }
  const openEditor = () => {
    setJsonError('')
    setEditing(true)
  }
  const loadSample = async (id: string) => {
    setSampleId(id)
    const sample = samples.find((item) => item.id === id)
    if (!sample) return
    const json = await sample.load()
    const text = pretty(json)
    setJsonText(text)
    render(text)
    show(`已加载：${sample.label}`)
  }
  const nameList = () => names.split(/[,，\s]+/).filter(Boolean)

  return (
    <div style={{ display: 'flex', gap: 16, padding: 16, alignItems: 'flex-start' }}>
      <Card title="表单 JSON" size="small" style={{ width: 420, flex: '0 0 420px' }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <label>
            示例表单{' '}
            <select aria-label="示例表单" value={sampleId} onChange={(event) => void loadSample(event.target.value)}>
              {samples.map((sample) => (
                <option key={sample.id} value={sample.id}>
                  {sample.label}
                </option>
              ))}
            </select>
          </label>
          {/* The JSON editor lives in a dialog: a scrollable text box kept beside the form would make
              Chromium re-layer it in every frame the form paints, each keystroke included. */}
          <Button type="primary" onClick={openEditor}>
            编辑 JSON
          </Button>
          <Space wrap>
            <Button onClick={() => attempt((form) => form.getFormData(true))}>获取数据（校验）</Button>
            <Button onClick={() => attempt((form) => form.getFormData(false))}>获取数据（不校验）</Button>
            <Button onClick={() => attempt((form) => form.validateForm().then((valid) => (valid ? '校验通过' : '校验未通过')))}>校验表单</Button>
            <Button onClick={() => attempt((form) => form.resetForm())}>重置表单</Button>
            <Button onClick={() => attempt((form) => form.setReadMode(true))}>只读模式</Button>
            <Button onClick={() => attempt((form) => form.setReadMode(false))}>编辑模式</Button>
            <Button onClick={() => attempt((form) => form.disableForm())}>禁用表单</Button>
            <Button onClick={() => attempt((form) => form.enableForm())}>启用表单</Button>
            <Button onClick={() => attempt((form) => form.changeLanguage('zh-CN'))}>中文</Button>
            <Button onClick={() => attempt((form) => form.changeLanguage('en-US'))}>English</Button>
          </Space>
          <Space.Compact style={{ width: '100%' }}>
            <Input aria-label="组件名称" placeholder="组件名称，逗号分隔" value={names} onChange={(event) => setNames(event.target.value)} />
            <Button onClick={() => attempt((form) => form.hideWidgets(nameList()))}>隐藏</Button>
            <Button onClick={() => attempt((form) => form.showWidgets(nameList()))}>显示</Button>
          </Space.Compact>
          <Input.TextArea aria-label="表单数据 JSON" rows={4} value={dataText} onChange={(event) => setDataText(event.target.value)} spellCheck={false} />
          <Button onClick={() => attempt((form) => form.setFormData(JSON.parse(dataText) as FormData))}>设置数据</Button>
          <Typography.Text type="secondary">结果</Typography.Text>
          <pre data-testid="playground-result" style={{ maxHeight: 260, overflow: 'auto', background: '#fafafa', padding: 8, margin: 0, whiteSpace: 'pre-wrap' }}>
            {result}
          </pre>
        </Space>
      </Card>
      <Modal
        title="表单 JSON"
        open={editing}
        width={720}
        okText="渲染"
        cancelText="取消"
        onOk={renderEdited}
        onCancel={() => setEditing(false)}
        destroyOnHidden
      >
        <Input.TextArea aria-label="表单 JSON" rows={20} value={jsonText} onChange={(event) => setJsonText(event.target.value)} spellCheck={false} />
        {jsonError && <Typography.Text type="danger">{jsonError}</Typography.Text>}
      </Modal>
      <Card title="渲染结果" size="small" style={{ flex: '1 1 auto', minWidth: 0 }}>
        <FormRender
          ref={formRef}
          formJson={INITIAL_FORM}
          slots={{ hostSlot: ({ formModel }) => <span>插槽内容：{String(formModel.contractName ?? '')}</span> }}
          onButtonClick={() => attempt((form) => form.getFormData(true))}
        />
      </Card>
    </div>
  )
}
