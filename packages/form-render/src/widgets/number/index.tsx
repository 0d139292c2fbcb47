import { InputNumber, type GetRef } from 'antd'
import { useRef } from 'react'
import { isEmptyValue, optionalNumber, optionalString, useEditorHandle, withReadView } from '../shared'
import type { FieldWidgetProps } from '../types'

/** Element's default step buttons sit on both sides; 'right' stacks them on the right (antd default). */
function controlsMode(controlsPosition: unknown): 'input' | 'spinner' {
  return controlsPosition === 'right' ? 'input' : 'spinner'
}

/**
 * VForm 'number': a number or null when emptied. Typing goes to onInput; Enter, a step button and
 * leaving the box commit the edit, where Element's el-input-number fires change.
 */
function NumberEditor(props: FieldWidgetProps) {
  const { options } = props
  const numberRef = useRef<GetRef<typeof InputNumber>>(null)
  useEditorHandle(props.editorRef, numberRef)
  const value = optionalNumber(props.value) ?? null
  const precision = optionalNumber(options.precision)
  return (
    <InputNumber<number>
      ref={numberRef}
      id={props.id}
      value={value}
      mode={controlsMode(options.controlsPosition)}
      min={optionalNumber(options.min)}
      max={optionalNumber(options.max)}
      step={optionalNumber(options.step) ?? 1}
      precision={precision}
      size={props.size}
      disabled={props.disabled}
      readOnly={props.readonly}
      placeholder={optionalString(options.placeholder)}
      style={{ width: '100%' }}
      onChange={(next) => (props.onInput ?? props.onChange)(isEmptyValue(next) ? null : next)}
      onStep={() => props.onCommit?.()}
      onPressEnter={() => props.onCommit?.()}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
  )
}

function numberText(raw: unknown, options: Record<string, unknown>): string {
  const value = optionalNumber(raw)
  const precision = optionalNumber(options.precision)
  return value === undefined ? '' : precision === undefined ? String(value) : value.toFixed(precision)
}

export const NumberWidget = withReadView(NumberEditor, { text: numberText })
