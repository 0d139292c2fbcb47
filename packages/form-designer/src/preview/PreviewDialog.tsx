import type { FormData, FormJson } from '@tandem/form-core'
import { FormRender, type FormRenderApi } from '@tandem/form-render'
import { Alert, Button, Modal, Space, Switch, Typography } from 'antd'
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react'
import { getTestDsv, subscribeTestDsv } from '../data-sources'
import { DEVICE_WIDTHS, isDevice } from '../device'
import { useDesignerModel } from '../hooks'
import { fillText, useLocalText } from '../locale'
import { previewTexts } from './messages'
import { keepPreviewData } from './previewData'

interface PreviewFormProps {
  api: RefObject<FormRenderApi | null>
  /** set to the data the form opened with */
  opened: RefObject<string | null>
  json: FormJson
  globalDsv: Record<string, unknown>
}

/**
 * The previewed form. Its effect runs after the renderer's (mount scripts, logic), in the commit
 * the modal mounts its body in, and notes the data the form opened with: closing with the same
 * data is not filling the preview.
 */
function PreviewForm({ api, opened, json, globalDsv }: PreviewFormProps) {
  useEffect(() => {
    opened.current = JSON.stringify(api.current?.getFormData(false) ?? null)
  }, [api, opened])
  return <FormRender ref={api} schema={json} globalDsv={globalDsv} />
}

export interface PreviewDialogProps {
  onClose: () => void
  /** the host's data source variables; the session's test DSV values (data-source 测试) are laid over them */
  globalDsv?: Record<string, unknown>
}

/**
 * 预览: the current form in the live renderer (scripts, data sources and validation as users get
 * them), with VForm's preview buttons. Pad and H5 forms open fullscreen in a frame of the device width.
 * Closed with data other than it opened with, it keeps that data for the formula editor's result.
 */
export function PreviewDialog({ onClose, globalDsv }: PreviewDialogProps) {
  const model = useDesignerModel()
  const text = useLocalText(previewTexts)
  // a snapshot: the preview is a separate run of the form, as a user would open it; the store's
  // JSON is loaded already (defaults filled), so the renderer takes it as it is
  const [json] = useState(() => model.store.getJson())
  const testDsv = useSyncExternalStore(subscribeTestDsv, getTestDsv)
  const dsv = useMemo(() => ({ ...globalDsv, ...testDsv }), [globalDsv, testDsv])
  const api = useRef<FormRenderApi>(null)
  const [data, setData] = useState<FormData | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [readMode, setReadMode] = useState(false)
  const layoutType = json.formConfig.layoutType
  const deviceWidth = isDevice(layoutType) ? DEVICE_WIDTHS[layoutType] : null

  const opened = useRef<string | null>(null)
  const close = () => {
    const current = api.current?.getFormData(false)
    if (current && JSON.stringify(current) !== opened.current) keepPreviewData(model.store, current)
    onClose()
  }

  const getData = () => {
    setProblem(null)
    api.current?.getFormData(true).then(setData, (error: unknown) => setProblem(fillText(text.validationFailed, { reason: error instanceof Error ? error.message : String(error) })))
  }
  const toggleReadMode = (on: boolean) => {
    setReadMode(on)
    api.current?.setReadMode(on)
  }

  return (
    <Modal
      open
      title={text.title}
      onCancel={close}
      width={deviceWidth === null ? 1000 : '100vw'}
      style={deviceWidth === null ? undefined : { top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={deviceWidth === null ? undefined : { body: { minHeight: 'calc(100vh - 140px)' } }}
      data-preview-layout={layoutType}
      footer={
        <Space wrap>
          <Button type="primary" onClick={getData}>
            {text.getData}
          </Button>
          <Button onClick={() => api.current?.resetForm()}>{text.resetForm}</Button>
          <Button onClick={() => api.current?.disableForm()}>{text.disableForm}</Button>
          <Button onClick={() => api.current?.enableForm()}>{text.enableForm}</Button>
          <Space size={4}>
            <Switch size="small" checked={readMode} onChange={toggleReadMode} aria-label={text.readMode} />
            {text.readMode}
          </Space>
          <Button onClick={close}>{text.close}</Button>
        </Space>
      }
    >
      <div className="tfd-preview-frame" style={deviceWidth === null ? undefined : { width: deviceWidth, maxWidth: '100%', margin: '0 auto' }}>
        <PreviewForm api={api} opened={opened} json={json} globalDsv={dsv} />
      </div>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 8 }} />}
      <Modal open={data !== null} title={text.dataTitle} footer={null} onCancel={() => setData(null)} width={640}>
        <Typography.Paragraph>
          <pre aria-label={text.dataTitle} style={{ maxHeight: 480, overflow: 'auto' }}>
            {JSON.stringify(data, null, 2)}
          </pre>
        </Typography.Paragraph>
      </Modal>
    </Modal>
  )
}
