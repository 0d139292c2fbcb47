import { css } from '@codemirror/lang-css'
import { javascript } from '@codemirror/lang-javascript'
import { json } from '@codemirror/lang-json'
import CodeMirror from '@uiw/react-codemirror'
import { Alert, Modal, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useSettingsText } from '../hooks/useSettingsText'

export type CodeLanguage = 'javascript' | 'css' | 'json'

export interface CodeEditorModalProps {
  title: string
  language: CodeLanguage
  value: string
  /** read-only line above the code, e.g. the handler signature `onChange(value, oldValue) {` */
  header?: string
  footer?: string
  /** why `text` cannot be saved, or null; a refused text stays in the editor with the reason shown */
  check?: (text: string) => string | null
  onSave: (text: string) => void
  onClose: () => void
}

/** A read-only line of the handler frame, on its own line above or below the code. */
function SignatureLine({ text }: { text: string }) {
  return (
    <div style={{ margin: '4px 0' }}>
      <Typography.Text code>{text}</Typography.Text>
    </div>
  )
}

const LANGUAGES = { javascript: () => javascript(), css: () => css(), json: () => json() }

/** A modal CodeMirror editor; mount it only while it is open (the draft starts from `value`). */
export function CodeEditorModal({ title, language, value, header, footer, check, onSave, onClose }: CodeEditorModalProps) {
  const { t } = useSettingsText()
  const [draft, setDraft] = useState(value)
  const [problem, setProblem] = useState<string | null>(null)
  const extensions = useMemo(() => [LANGUAGES[language]()], [language])

  const save = () => {
    const reason = check?.(draft) ?? null
    setProblem(reason)
    if (reason === null) onSave(draft)
  }

  return (
    <Modal open title={title} width={760} okText={t('ok')} cancelText={t('cancel')} onOk={save} onCancel={onClose}>
      {header && <SignatureLine text={header} />}
      <CodeMirror
        value={draft}
        height="360px"
        extensions={extensions}
        onChange={(text) => {
          setDraft(text)
          setProblem(null)
        }}
        data-code-language={language}
      />
      {footer && <SignatureLine text={footer} />}
      {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginTop: 8 }} />}
    </Modal>
  )
}
