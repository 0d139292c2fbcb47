// What kind of value each widget type holds, as formulas and conditions see it, and the
// conversions between stored field values and formula values.

import type { WidgetNode } from '../tree/index.js'
import { isPlainObject } from '../shared/index.js'
import type { FormulaType } from './formula/functions.js'
import { DateValue, FormulaError, formatDate, isList, parseDate, type FormulaValue, type Scalar } from './formula/values.js'

/** The static type of a field's value in a formula. */
export function fieldKind(node: WidgetNode): FormulaType {
  const options = node.widget.options
  switch (node.type) {
    case 'number':
    case 'rate':
      return 'number'
    case 'slider':
      return options.range === true ? 'list' : 'number'
    case 'date':
      return options.type === 'dates' ? 'list' : 'date'
    case 'switch':
      return 'boolean'
    case 'textarea':
    case 'rich-editor':
    case 'color':
    case 'time':
      return 'text'
    case 'checkbox':
    case 'date-range':
    case 'time-range':
    case 'file-upload':
    case 'picture-upload':
    case 'cascader':
      return 'list'
    case 'select':
      return options.multiple === true ? 'list' : 'any'
    default:
      return 'any'
  }
}

function scalarOf(raw: unknown, kind: FormulaType): Scalar {
  if (raw === undefined || raw === null || raw === '') return null
  if (kind === 'date') {
    if (typeof raw === 'number') return new DateValue(raw, true)
    if (typeof raw === 'string') return parseDate(raw) ?? raw
  }
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean') return raw
  if (isPlainObject(raw) && typeof raw.name === 'string') return raw.name
  return new FormulaError('#VALUE!')
}

/** A stored field value as a formula reads it: blank as null, dates as dates, arrays as lists. */
export function toFormulaValue(raw: unknown, kind: FormulaType): FormulaValue {
  if (Array.isArray(raw)) return raw.map((item) => scalarOf(item, kind === 'list' ? 'any' : kind))
  return scalarOf(raw, kind)
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** A date in a widget's valueFormat (dayjs tokens YYYY MM DD HH mm ss; 'timestamp': epoch ms). */
function formatForWidget(date: DateValue, valueFormat: unknown): string | number {
  if (valueFormat === 'timestamp') return date.ms
  if (typeof valueFormat !== 'string' || valueFormat === '') return formatDate(date)
  const d = new Date(date.ms)
  const parts: Record<string, string> = {
    YYYY: pad(d.getUTCFullYear(), 4),
    MM: pad(d.getUTCMonth() + 1),
    DD: pad(d.getUTCDate()),
    HH: pad(d.getUTCHours()),
    mm: pad(d.getUTCMinutes()),
    ss: pad(d.getUTCSeconds()),
  }
  return valueFormat.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token])
}

/**
 * The value a formula result is stored as in the field `node`: numbers for number widgets, dates
 * in the widget's valueFormat, text as text; an error value (or a result the field cannot hold)
 * gives `{ error }` and the field stores null.
 */
export function toFieldValue(value: FormulaValue, node: WidgetNode): { value: unknown } | { error: FormulaError } {
  if (value instanceof FormulaError) return { error: value }
  if (isList(value)) return { error: new FormulaError('#VALUE!') }
  const kind = fieldKind(node)
  if (kind === 'number') {
    if (value === null) return { value: null }
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
    return Number.isFinite(number) ? { value: number } : { error: new FormulaError('#VALUE!') }
  }
  if (value instanceof DateValue) return { value: kind === 'date' ? formatForWidget(value, node.widget.options.valueFormat) : formatDate(value) }
  if (kind === 'date' && typeof value === 'string' && value !== '' && !parseDate(value)) return { error: new FormulaError('#VALUE!') }
  if (kind === 'boolean' && value !== null && typeof value !== 'boolean') return { error: new FormulaError('#VALUE!') }
  return { value }
}

/** Whether a submitted value is the computed one (blanks alike, numbers to 1e-9 relative). */
export function sameFieldValue(submitted: unknown, computed: unknown): boolean {
  const blank = (value: unknown) => value === undefined || value === null || value === ''
  if (blank(submitted) || blank(computed)) return blank(submitted) && blank(computed)
  if (typeof submitted === 'number' && typeof computed === 'number') return Math.abs(submitted - computed) <= 1e-9 * Math.max(1, Math.abs(submitted), Math.abs(computed))
  if (typeof computed === 'number' && typeof submitted === 'string') return submitted.trim() !== '' && sameFieldValue(Number(submitted), computed)
  return submitted === computed
}
