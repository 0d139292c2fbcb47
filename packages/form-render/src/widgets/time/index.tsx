import { TimePicker, type GetRef } from 'antd'
import type { Dayjs } from 'dayjs'
import { useRef } from 'react'
import {
  datePatternOption, formatDateText, formatDateValue, optionalString, parseDateValue, pickerBaseProps, TIME_VALUE_FORMAT, useEditorHandle,
  withReadView,
} from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'time': the value is always 'HH:mm:ss'; `format` only changes what is shown. */
function TimeEditor(props: FieldWidgetProps) {
  const { options } = props
  const pickerRef = useRef<GetRef<typeof TimePicker>>(null)
  useEditorHandle(props.editorRef, pickerRef)
  const format = datePatternOption(options.format) ?? TIME_VALUE_FORMAT
  return (
    <TimePicker
      ref={pickerRef}
      format={format}
      value={parseDateValue(props.value, TIME_VALUE_FORMAT)}
      placeholder={optionalString(options.placeholder)}
      {...pickerBaseProps(props)}
      onChange={(time: Dayjs | null) => props.onChange(formatDateValue(time, TIME_VALUE_FORMAT))}
    />
  )
}

export const TimeWidget = withReadView(TimeEditor, {
  text: (value, options) => formatDateText(value, TIME_VALUE_FORMAT, datePatternOption(options.format) ?? TIME_VALUE_FORMAT),
})
