import { TimePicker, type GetRef } from 'antd'
import type { Dayjs } from 'dayjs'
import { useRef } from 'react'
import {
  datePatternOption, formatDateText, formatDateValue, parseDateValue, pickerBaseProps, rangePlaceholder, rangeText,
  TIME_VALUE_FORMAT, toArray, useEditorHandle, withReadView,
} from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'time-range': ['HH:mm:ss', 'HH:mm:ss'], null when cleared. */
function TimeRangeEditor(props: FieldWidgetProps) {
  const { options } = props
  const pickerRef = useRef<GetRef<typeof TimePicker.RangePicker>>(null)
  useEditorHandle(props.editorRef, pickerRef)
  const format = datePatternOption(options.format) ?? TIME_VALUE_FORMAT
  const ends = toArray(props.value).slice(0, 2)
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

export const TimeRangeWidget = withReadView(TimeRangeEditor, {
  text: (value, options) => {
    const format = datePatternOption(options.format) ?? TIME_VALUE_FORMAT
    return rangeText(toArray(value).slice(0, 2).map((end) => formatDateText(end, TIME_VALUE_FORMAT, format)))
  },
})
