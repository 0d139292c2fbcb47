import { TimePicker, type GetRef } from 'antd'
import type { Dayjs } from 'dayjs'
import { useRef } from 'react'
import {
  formatDateText, formatDateValue, optionalString, parseDateValue, pickerLock, ReadText, TIME_VALUE_FORMAT,
  useEditorHandle,
} from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'time': the value is always 'HH:mm:ss'; `format` only changes what is shown. */
export function TimeWidget(props: FieldWidgetProps) {
  const { options } = props
  const pickerRef = useRef<GetRef<typeof TimePicker>>(null)
  useEditorHandle(props.editorRef, pickerRef)
  const format = optionalString(options.format) ?? TIME_VALUE_FORMAT
  if (props.readMode) return <ReadText text={formatDateText(props.value, TIME_VALUE_FORMAT, format)} t={props.t} />
  return (
    <TimePicker
      ref={pickerRef}
      format={format}
      value={parseDateValue(props.value, TIME_VALUE_FORMAT)}
      size={props.size}
      disabled={props.disabled}
      placeholder={optionalString(options.placeholder)}
      style={{ width: '100%' }}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
      {...pickerLock(options, props.readonly)}
      onChange={(time: Dayjs | null) => props.onChange(formatDateValue(time, TIME_VALUE_FORMAT))}
    />
  )
}
