import { Button, Input, Space, type InputRef } from 'antd'
import { useRef, type ChangeEvent } from 'react'
import { optionalIcon, optionalNumber, optionalString, useEditorHandle, valueText, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'

/**
 * VForm 'input'. Every keystroke calls onInput then onChange, so the model is always current;
 * the append button runs onAppendButtonClick.
 */
function InputEditor(props: FieldWidgetProps) {
  const { options, value, disabled, readonly, size } = props
  const inputRef = useRef<InputRef>(null)
  useEditorHandle(props.editorRef, inputRef)
  const type = options.type === 'password' ? 'password' : 'text'
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    props.onInput?.(event.target.value)
    props.onChange(event.target.value)
  }
  const common = {
    ref: inputRef,
    id: props.id,
    value: valueText(value),
    size,
    disabled,
    readOnly: readonly,
    placeholder: optionalString(options.placeholder),
    allowClear: options.clearable === true && !readonly,
    minLength: optionalNumber(options.minLength),
    maxLength: optionalNumber(options.maxLength),
    showCount: options.showWordLimit === true,
    prefix: optionalIcon(options.prefixIcon),
    suffix: optionalIcon(options.suffixIcon),
    onChange: change,
    onFocus: props.onFocus,
    onBlur: props.onBlur,
  }
  const input =
    type === 'password' ? (
      <Input.Password {...common} visibilityToggle={options.showPassword === true} />
    ) : (
      <Input {...common} inputMode={options.type === 'number' ? 'numeric' : undefined} />
    )
  if (options.appendButton !== true) return input
  return (
    <Space.Compact block>
      {input}
      <Button
        size={size}
        disabled={disabled || options.appendButtonDisabled === true}
        icon={optionalIcon(options.buttonIcon)}
        onClick={() => props.runEvent('onAppendButtonClick', [])}
      />
    </Space.Compact>
  )
}

export const InputWidget = withReadView(InputEditor, { text: valueText })
