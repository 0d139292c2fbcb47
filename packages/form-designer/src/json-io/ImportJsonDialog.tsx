import { json } from '@codemirror/lang-json'
import CodeMirror from '@uiw/react-codemirror'
import { Alert, Modal, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useDesignerModel } from '../hooks'
import { fillText, useLocalText } from '../locale'
import { importFormJson, type ImportProblem } from './formJsonText'
import { jsonIoTexts } from './messages'

/** What the editor starts with: an empty form in VForm's shape. */
export const EMPTY_FORM_TEXT = JSON.stringify({ widgetList: [], formConfig: {} }, null, 2)

export interface ImportJsonDialogProps {
  onClose: () => void
  /** after a successful import (the dialog closes itself through onClose as well) */
  onImported?: () => void
}

/** 导入JSON: a JSON editor; a good form replaces the current one, a bad one is explained and changes nothing. */
export function ImportJsonDialog({ onClose, onImported }: ImportJsonDialogProps) {
  const model = useDesignerModel()
  const text = useLocalText(jsonIoTexts)
  const [draft, setDraft] = useState(EMPTY_FORM_TEXT)
  const [problem, setProblem] = useState<ImportProblem | null>(null)
  const extensions = useMemo(() => [json()], [])
  const submit = () => {
    const found = importFormJson(model.store, draft)
    setProblem(found)
    if (found) return
    model.clearSelection()
    onImported?.()
    onClose()
  }
  const problemText =
    problem === null ? null : problem.kind === 'syntax' ? fillText(text.syntaxError, problem) : fillText(text.formatError, { reason: problem.reason })
  return (
    <Modal open title={text.importJson} width={820} okText={text.import} cancelText={text.cancel} onOk={submit} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{text.importHint}</Typography.Paragraph>
      <CodeMirror
        value={draft}
        height="420px"
        extensions={extensions}
        aria-label={text.importJson}
        onChange={(value) => {
          setDraft(value)
          setProblem(null)
        }}
      />
      {problemText && <Alert type="error" showIcon title={problemText} role="alert" style={{ marginTop: 8 }} />}
    </Modal>
  )
}
