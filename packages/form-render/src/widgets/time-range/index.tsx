import { TimePicker, type GetRef } from 'antd'
import type { Dayjs } from 'dayjs'
import { useRef } from 'react'
import {
  formatDateText, formatDateValue, optionalString, parseDateValue, pickerBaseProps, rangePlaceholder, rangeText, ReadText,
  TIME_VALUE_FORMAT, toArray, useEditorHandle,
} from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'time-range': ['HH:mm:ss', 'HH:mm:ss'], null when cleared. */
export function TimeRangeWidget(props: FieldWidgetProps) {
  const { options } = props
  const pickerRef = useRef<GetRef<typeof TimePicker.RangePicker>>(null)
  useEditorHandle(props.editorRef, pickerRef)
  const format = optionalString(options.format) ?? TIME_VALUE_FORMAT
  const ends = toArray(props.value).slice(0, 2)
  if (props.readMode) {
    return <ReadText text={rangeText(ends.map((end) => formatDateText(end, TIME_VALUE_FORMAT, format)))} t={props.t} />
  }
  const [start, end] = ends.map((v) => parseDateValue(v, TIME_VALUE_FORMAT))
  return (
    <TimePicker.RangePicker
      ref={pickerRef}
      format={format}
      value={start && end ? [start, end] : null}
      placeholder={rangePlaceholder(options)}
      {...pickerBaseProps(props)}
      onChange={(times: [Dayjs | null, Dayjs | null] | null) =>
        props.onChange(times ? times.map((t) => formatDateValue(t, TIME_VALUE_FORMAT)) : null)
      }
    />
  )
}
