import { DatePicker, type GetRef } from 'antd'
import type { Dayjs } from 'dayjs'
import { useRef } from 'react'
import {
  datePickerSetup, formatDateText, formatDateValue, parseDateValue, pickerBaseProps, rangePlaceholder, rangeText, toArray,
  useEditorHandle, withReadView,
} from '../shared'
import type { FieldWidgetProps } from '../types'

/** VForm 'date-range' (daterange/datetimerange/monthrange): [start, end] in valueFormat, null when cleared. */
function DateRangeEditor(props: FieldWidgetProps) {
  const { options } = props
  const pickerRef = useRef<GetRef<typeof DatePicker.RangePicker>>(null)
  useEditorHandle(props.editorRef, pickerRef)
  const setup = datePickerSetup(options, 'daterange')
  const ends = toArray(props.value).slice(0, 2)
  const [start, end] = ends.map((v) => parseDateValue(v, setup.valueFormat))
  return (
    <DatePicker.RangePicker
      ref={pickerRef}
      picker={setup.picker}
      showTime={setup.showTime}
      format={setup.format}
      value={start && end ? [start, end] : null}
      placeholder={rangePlaceholder(options)}
      {...pickerBaseProps(props)}
      onChange={(dates: [Dayjs | null, Dayjs | null] | null) =>
        props.onChange(dates ? dates.map((d) => formatDateValue(d, setup.valueFormat)) : null)
      }
    />
  )
}

export const DateRangeWidget = withReadView(DateRangeEditor, {
  text: (value, options) => {
    const setup = datePickerSetup(options, 'daterange')
    return rangeText(toArray(value).slice(0, 2).map((end) => formatDateText(end, setup.valueFormat, setup.format)))
  },
})
