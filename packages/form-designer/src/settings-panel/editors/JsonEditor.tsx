import { checkJsonShape, type JsonShape } from '@tandem/form-core'
import { Button, Typography } from 'antd'
import { useState } from 'react'
import { CodeEditorModal } from '../code/CodeEditorModal'
import { useSettingsText } from '../hooks/useSettingsText'

export interface JsonEditorProps {
  id: string
  title: string
  value: unknown
  shape: JsonShape
  onChange: (value: unknown) => void
}

function summary(value: unknown): string {
  const text = JSON.stringify(value) ?? ''
  return text.length > 40 ? `${text.slice(0, 40)}…` : text
}

/** A JSON document edited in a modal; text that does not parse or fit `shape` is refused with the reason. */
export function JsonEditor({ id, title, value, shape, onChange }: JsonEditorProps) {
  const { t, locale } = useSettingsText()
  const [open, setOpen] = useState(false)

  const problemOf = (text: string): string | null => {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      return t('jsonSyntaxError', { message: error instanceof Error ? error.message : String(error) })
    }
    const problem = checkJsonShape(shape, parsed, locale)
    return problem === null ? null : t('jsonShapeError', { message: problem })
  }

  return (
    <>
      <Button id={id} size="small" onClick={() => setOpen(true)}>
        {t('editJson')}
      </Button>
      <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
        {summary(value)}
      </Typography.Text>
      {open && (
        <CodeEditorModal
          title={t('codeTitle', { label: title })}
          language="json"
          value={JSON.stringify(value ?? null, null, 2)}
          check={problemOf}
          onClose={() => setOpen(false)}
          onSave={(text) => {
            onChange(JSON.parse(text))
            setOpen(false)
          }}
        />
      )}
    </>
  )
}
