import dayjs, { type Dayjs } from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'
import customParseFormat from 'dayjs/plugin/customParseFormat'
import weekOfYear from 'dayjs/plugin/weekOfYear'
import weekYear from 'dayjs/plugin/weekYear'
import { isEmptyValue, toDayjsPattern } from '@tandem/form-core'
import { optionalString } from './values'

dayjs.extend(customParseFormat)
dayjs.extend(advancedFormat)
dayjs.extend(weekOfYear)
dayjs.extend(weekYear)

/** valueFormat meaning "store epoch milliseconds". */
export const TIMESTAMP_FORMAT = 'timestamp'

/** The value format of time and time-range fields is fixed, whatever the display format. */
export const TIME_VALUE_FORMAT = 'HH:mm:ss'

/**
 * A format / valueFormat option as a dayjs pattern (VForm 2's Element UI tokens translated, so
 * yyyy-MM-dd does not store "yyyy-11-日"), undefined when the option is empty.
 */
export function datePatternOption(option: unknown): string | undefined {
  const pattern = optionalString(option)
  return pattern === undefined ? undefined : toDayjsPattern(pattern)
}

/** Reads a stored date value (string in valueFormat, or epoch ms); anything unreadable is null. */
export function parseDateValue(value: unknown, valueFormat: unknown): Dayjs | null {
  if (isEmptyValue(value)) return null
  if (typeof value === 'number' || value instanceof Date) {
    const date = dayjs(value)
    return date.isValid() ? date : null
  }
  if (typeof value !== 'string') return null
  const format = optionalString(valueFormat)
  if (format === TIMESTAMP_FORMAT && /^\d+$/.test(value)) return dayjs(Number(value))
  const strict = format && format !== TIMESTAMP_FORMAT ? dayjs(value, format) : null
  if (strict?.isValid()) return strict
  const loose = dayjs(value)
  return loose.isValid() ? loose : null
}

/** Turns a picked date into the stored value: a string in valueFormat, or epoch ms for 'timestamp'. */
export function formatDateValue(date: Dayjs | null, valueFormat: string): string | number | null {
  if (!date) return null
  return valueFormat === TIMESTAMP_FORMAT ? date.valueOf() : date.format(valueFormat)
}

/** Read-mode text of a stored date value, shown in the display format. */
export function formatDateText(value: unknown, valueFormat: unknown, displayFormat: string): string {
  if (isEmptyValue(value)) return ''
  const date = parseDateValue(value, valueFormat)
  return date ? date.format(displayFormat) : String(value)
}

/** Read-mode text of a [start, end] pair, or '' when either end is missing. */
export function rangeText(parts: readonly string[]): string {
  return parts.length === 2 && parts.every((part) => part !== '') ? `${parts[0]} ~ ${parts[1]}` : ''
}
