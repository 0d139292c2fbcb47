import { Button, Space } from 'antd'
import { useRef } from 'react'
import { optionalIcon, optionalNumber, optionalString, TextBox, useEditorHandle, valueText, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'

/**
 * VForm 'input'. Every keystroke goes to onInput, so the model is always current; Enter, clearing
 * and leaving the box commit the edit (onChange runs then, as Element's change does). The append
 * button runs onAppendButtonClick. Element's el-input / el-input__inner classes go on the root and
 * on the box that draws the border, where a form's cssCode expects them.
 */
function InputEditor(props: FieldWidgetProps) {
  const { options, value, disabled, readonly, size } = props
  const inputRef = useRef<HTMLInputElement>(null)
  useEditorHandle(props.editorRef, inputRef)
  const input = (
    <TextBox
      ref={inputRef}
      id={props.id}
      className="el-input"
      boxClassName="el-input__inner"
      value={valueText(value)}
      size={size}
      disabled={disabled}
      readOnly={readonly}
      placeholder={optionalString(options.placeholder)}
      password={options.type === 'password'}
      showPassword={options.showPassword === true}
      allowClear={options.clearable === true && !readonly}
      minLength={optionalNumber(options.minLength)}
      maxLength={optionalNumber(options.maxLength)}
      showCount={options.showWordLimit === true}
      prefix={optionalIcon(options.prefixIcon)}
      suffix={optionalIcon(options.suffixIcon)}
      inputMode={options.type === 'number' ? 'numeric' : undefined}
      onChange={(text) => props.onInput?.(text)}
      onClear={props.onCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) props.onCommit?.()
      }}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
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
