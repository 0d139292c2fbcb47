import { handlerSignature, type EventEditorSpec } from '@tandem/form-core'
import { checkScriptSyntax } from '../code/checkScriptSyntax'
import { useSettingsText } from '../hooks/useSettingsText'
import { CodeButtonEditor } from './CodeButtonEditor'

export interface EventEditorProps {
  id: string
  spec: EventEditorSpec
  value: unknown
  onChange: (body: string) => void
}

/** A handler body in a JavaScript editor framed by its signature; a syntax error is refused. */
export function EventEditor({ id, spec, value, onChange }: EventEditorProps) {
  const { t } = useSettingsText()
  const { header, footer } = handlerSignature(spec)
  const check = (body: string) => {
    const problem = checkScriptSyntax(spec.params, body)
    return problem === null ? null : t('syntaxError', { message: problem })
  }
  return (
    <CodeButtonEditor
      id={id}
      title={t('eventTitle', { event: spec.key })}
      language="javascript"
      value={value}
      header={header}
      footer={footer}
      check={check}
      onChange={onChange}
    />
  )
}
