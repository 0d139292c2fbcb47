import { Button } from 'antd'
import { useState } from 'react'
import { CodeEditorModal, type CodeLanguage } from '../code/CodeEditorModal'
import { useSettingsText } from '../hooks/useSettingsText'

export interface CodeButtonEditorProps {
  id: string
  title: string
  language: CodeLanguage
  value: unknown
  header?: string
  footer?: string
  check?: (text: string) => string | null
  onChange: (text: string) => void
}

/** A button that opens a code editor for a string option (handler bodies, form CSS and functions). */
export function CodeButtonEditor({ id, title, language, value, header, footer, check, onChange }: CodeButtonEditorProps) {
  const { t } = useSettingsText()
  const [open, setOpen] = useState(false)
  const code = typeof value === 'string' ? value : ''
  const written = code.trim() !== ''

  return (
    <>
      <Button id={id} size="small" type={written ? 'primary' : 'default'} ghost={written} onClick={() => setOpen(true)}>
        {written ? t('editCode') : t('writeCode')}
      </Button>
      {open && (
        <CodeEditorModal
          title={title}
          language={language}
          value={code}
          header={header}
          footer={footer}
          check={check}
          onClose={() => setOpen(false)}
          onSave={(text) => {
            onChange(text)
            setOpen(false)
          }}
        />
      )}
    </>
  )
}
