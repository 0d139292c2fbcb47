import { Input, type GetRef } from 'antd'
import { useRef } from 'react'
import { optionalNumber, optionalString, ReadText, useEditorHandle, valueText, withReadView, type ReadViewProps } from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'textarea'. Like input, every keystroke goes to onInput; leaving it commits the edit (Enter is a new line). */
function TextareaEditor(props: FieldWidgetProps) {
  const { options, value } = props
  const textAreaRef = useRef<GetRef<typeof Input.TextArea>>(null)
  useEditorHandle(props.editorRef, textAreaRef)
  const text = valueText(value)
  return (
    <Input.TextArea
      ref={textAreaRef}
      id={props.id}
      value={text}
      rows={optionalNumber(options.rows) ?? 3}
      size={props.size}
      disabled={props.disabled}
      readOnly={props.readonly}
      placeholder={optionalString(options.placeholder)}
      minLength={optionalNumber(options.minLength)}
      maxLength={optionalNumber(options.maxLength)}
      showCount={options.showWordLimit === true}
      onChange={(event) => props.onInput?.(event.target.value)}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
  )
}

/** Read mode keeps the line breaks. */
function TextareaRead({ text, t }: ReadViewProps) {
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      <ReadText text={text} t={t} />
    </span>
  )
}

export const TextareaWidget = withReadView(TextareaEditor, { text: valueText, View: TextareaRead })
