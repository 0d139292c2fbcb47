import { javascript } from '@codemirror/lang-javascript'
import { json } from '@codemirror/lang-json'
import CodeMirror from '@uiw/react-codemirror'
import { Button, message, Modal } from 'antd'
import { useMemo } from 'react'
import { useLocalText } from '../locale'
import { textOutputTexts } from './messages'
import { copyText, saveTextFile } from './textOutput'

export interface TextOutputDialogProps {
  title: string
  text: string
  language: 'json' | 'tsx'
  fileName: string
  copyLabel: string
  onClose: () => void
}

const MIME = { json: 'application/json', tsx: 'text/plain' }

/** A read-only code view of generated text with copy and save-as-file. */
export function TextOutputDialog({ title, text, language, fileName, copyLabel, onClose }: TextOutputDialogProps) {
  const texts = useLocalText(textOutputTexts)
  const [messageApi, messageHolder] = message.useMessage()
  const extensions = useMemo(() => [language === 'json' ? json() : javascript({ jsx: true, typescript: true })], [language])
  const copy = () =>
    copyText(text).then(
      () => void messageApi.success(texts.copied),
      () => void messageApi.error(texts.copyFailed),
    )
  return (
    <Modal
      open
      title={title}
      width={820}
      onCancel={onClose}
      footer={[
        <Button key="copy" type="primary" onClick={() => void copy()}>
          {copyLabel}
        </Button>,
        <Button key="save" onClick={() => saveTextFile(fileName, text, MIME[language])}>
          {texts.saveAsFile}
        </Button>,
        <Button key="close" onClick={onClose}>
          {texts.close}
        </Button>,
      ]}
    >
      <CodeMirror value={text} height="420px" editable={false} readOnly extensions={extensions} data-output-language={language} />
      {messageHolder}
    </Modal>
  )
}
