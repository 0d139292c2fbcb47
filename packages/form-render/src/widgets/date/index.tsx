import { DatePicker, type GetRef } from 'antd'
import type { Dayjs } from 'dayjs'
import { useRef } from 'react'
import {
  datePickerSetup, formatDateText, formatDateValue, optionalString, parseDateValue, pickerBaseProps, toArray,
  useEditorHandle, withReadView,
} from '../shared'
import type { FieldWidgetProps } from '../types'

/**
 * VForm 'date' (type date/datetime/dates/year/month/week). The value is a string in valueFormat
 * (epoch ms for 'timestamp'), null when cleared; 'dates' holds an array of them.
 */
function DateEditor(props: FieldWidgetProps) {
  const { options } = props
  const pickerRef = useRef<GetRef<typeof DatePicker>>(null)
  useEditorHandle(props.editorRef, pickerRef)
  const setup = datePickerSetup(options, 'date')
  const values = toArray(props.value)
  const parsed = values.map((v) => parseDateValue(v, setup.valueFormat)).filter((d): d is Dayjs => d !== null)
  const common = {
    ref: pickerRef,
    picker: setup.picker,
    showTime: setup.showTime,
    format: setup.format,
    placeholder: optionalString(options.placeholder),
    ...pickerBaseProps(props),
  }
  if (setup.multiple) {
    return (
      <DatePicker
        {...common}
        multiple
        value={parsed}
        onChange={(dates: Dayjs[] | null) => props.onChange((dates ?? []).map((d) => formatDateValue(d, setup.valueFormat)))}
      />
    )
  }
  return (
    <DatePicker
      {...common}
      value={parsed[0] ?? null}
      onChange={(date: Dayjs | null) => props.onChange(formatDateValue(date, setup.valueFormat))}
    />
  )
}

export const DateWidget = withReadView(DateEditor, {
  text: (value, options) => {
    const setup = datePickerSetup(options, 'date')
    return toArray(value).map((v) => formatDateText(v, setup.valueFormat, setup.format))
  },
})
