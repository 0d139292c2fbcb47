import { InputNumber, type GetRef } from 'antd'
import { useRef } from 'react'
import { isEmptyValue, optionalNumber, optionalString, ReadText, useEditorHandle } from '../shared'
import type { FieldWidgetProps } from '../types'

/** Element's default step buttons sit on both sides; 'right' stacks them on the right (antd default). */
function controlsMode(controlsPosition: unknown): 'input' | 'spinner' {
  return controlsPosition === 'right' ? 'input' : 'spinner'
}

/** VForm 'number': a number or null when emptied. */
export function NumberWidget(props: FieldWidgetProps) {
  const { options } = props
  const numberRef = useRef<GetRef<typeof InputNumber>>(null)
  useEditorHandle(props.editorRef, numberRef)
  const value = optionalNumber(props.value) ?? null
  const precision = optionalNumber(options.precision)
  if (props.readMode) {
    const text = value === null ? '' : precision === undefined ? String(value) : value.toFixed(precision)
    return <ReadText text={text} t={props.t} />
  }
  return (
    <InputNumber<number>
      ref={numberRef}
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
      onChange={(next) => props.onChange(isEmptyValue(next) ? null : next)}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
  )
}
