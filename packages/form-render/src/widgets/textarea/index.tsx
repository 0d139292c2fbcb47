import { Input, type GetRef } from 'antd'
import { useRef } from 'react'
import { optionalNumber, optionalString, ReadText, useEditorHandle } from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'textarea'. Like input, every keystroke calls onInput then onChange. */
export function TextareaWidget(props: FieldWidgetProps) {
  const { options, value } = props
  const textAreaRef = useRef<GetRef<typeof Input.TextArea>>(null)
  useEditorHandle(props.editorRef, textAreaRef)
  const text = value === null || value === undefined ? '' : String(value)
  if (props.readMode) {
    return (
      <span style={{ whiteSpace: 'pre-wrap' }}>
        <ReadText text={text} t={props.t} />
      </span>
    )
  }
  return (
    <Input.TextArea
      ref={textAreaRef}
      value={text}
      rows={optionalNumber(options.rows) ?? 3}
      size={props.size}
      disabled={props.disabled}
      readOnly={props.readonly}
      placeholder={optionalString(options.placeholder)}
      minLength={optionalNumber(options.minLength)}
      maxLength={optionalNumber(options.maxLength)}
      showCount={options.showWordLimit === true}
      onChange={(event) => {
        props.onInput?.(event.target.value)
        props.onChange(event.target.value)
      }}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
  )
}
