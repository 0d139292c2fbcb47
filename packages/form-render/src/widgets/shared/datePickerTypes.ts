import { datePatternOption } from './dates'

export type PickerKind = 'date' | 'week' | 'month' | 'year'

interface PickerSetup {
  picker: PickerKind
  showTime: boolean
  multiple: boolean
  /** Display format when the `format` option is empty. */
  defaultFormat: string
}

const DATE = 'YYYY-MM-DD'
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss'

/** VForm date / date-range `type` → antd picker setup. Unknown types fall back to a plain date. */
const setups: Readonly<Record<string, PickerSetup>> = {
  date: { picker: 'date', showTime: false, multiple: false, defaultFormat: DATE },
  datetime: { picker: 'date', showTime: true, multiple: false, defaultFormat: DATE_TIME },
  dates: { picker: 'date', showTime: false, multiple: true, defaultFormat: DATE },
  week: { picker: 'week', showTime: false, multiple: false, defaultFormat: 'gggg-ww' },
  month: { picker: 'month', showTime: false, multiple: false, defaultFormat: 'YYYY-MM' },
  year: { picker: 'year', showTime: false, multiple: false, defaultFormat: 'YYYY' },
  daterange: { picker: 'date', showTime: false, multiple: false, defaultFormat: DATE },
  datetimerange: { picker: 'date', showTime: true, multiple: false, defaultFormat: DATE_TIME },
  monthrange: { picker: 'month', showTime: false, multiple: false, defaultFormat: 'YYYY-MM' },
}

export interface DatePickerSetup extends PickerSetup {
  /** Display format (dayjs tokens, as form-core normalises them). */
  format: string
  /** Stored value format, or 'timestamp'; defaults to the display format. */
  valueFormat: string
}

export function datePickerSetup(options: Record<string, unknown>, fallbackType: string): DatePickerSetup {
  const setup = setups[String(options.type)] ?? setups[fallbackType]
  const format = datePatternOption(options.format) ?? setup.defaultFormat
  return { ...setup, format, valueFormat: datePatternOption(options.valueFormat) ?? format }
}
