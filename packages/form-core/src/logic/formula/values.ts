// The values a formula computes with: numbers, text, booleans, dates, blanks, lists (a sub-form
// column or a multi-value field) and Excel's error values, which replace NaN and Infinity.

export type ErrorCode = '#DIV/0!' | '#VALUE!' | '#NUM!' | '#REF!' | '#NAME?'

export class FormulaError {
  constructor(readonly code: ErrorCode) {}
  toString(): string {
    return this.code
  }
}

/** A calendar date (and time), kept as UTC milliseconds of its wall-clock reading. */
export class DateValue {
  constructor(
    readonly ms: number,
    readonly hasTime: boolean,
  ) {}
  toString(): string {
    return formatDate(this)
  }
}

export type Scalar = number | string | boolean | null | DateValue | FormulaError
export type FormulaValue = Scalar | readonly Scalar[]

export const isError = (value: unknown): value is FormulaError => value instanceof FormulaError
export const isDate = (value: unknown): value is DateValue => value instanceof DateValue
export const isList = (value: FormulaValue): value is readonly Scalar[] => Array.isArray(value)

const DAY_MS = 86_400_000
export { DAY_MS }

const DATE_TEXT = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/

/** A date from 'YYYY-MM-DD', 'YYYY/MM/DD' or either with ' HH:mm[:ss]'; null when the text is no such date. */
export function parseDate(text: string): DateValue | null {
  const match = DATE_TEXT.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? 0 : Number(part)))
  const ms = Date.UTC(year, month - 1, day, hour, minute, second)
  const date = new Date(ms)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null
  return new DateValue(ms, match[4] !== undefined)
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** 'YYYY-MM-DD', with ' HH:mm:ss' when the date carries a time. */
export function formatDate(date: DateValue): string {
  const d = new Date(date.ms)
  const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  return date.hasTime ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day
}

/** Today's date on the local clock (or the `today` text a caller fixes, e.g. for a server in another zone). */
export function todayDate(today?: string): DateValue {
  if (today) {
    const fixed = parseDate(today)
    if (fixed) return new DateValue(fixed.ms, false)
  }
  const now = new Date()
  return new DateValue(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()), false)
}

/** A finite number, or #NUM! for overflow and NaN; 15 significant digits as Excel keeps. */
export function toNumberResult(value: number): number | FormulaError {
  if (value === 0) return 0
  // rounding to 15 digits can carry a value near Number.MAX_VALUE over it
  const rounded = Number.isFinite(value) ? Number(value.toPrecision(15)) : value
  return Number.isFinite(rounded) ? rounded : new FormulaError('#NUM!')
}

/** Number of a scalar for arithmetic: blank is 0, TRUE 1, numeric text its number, else #VALUE!. */
export function toNumber(value: Scalar): number | FormulaError {
  if (value === null) return 0
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return value ? 1 : 0
  if (value instanceof FormulaError) return value
  if (value instanceof DateValue) return value.ms / DAY_MS
  const trimmed = value.trim()
  if (trimmed === '') return 0
  const parsed = Number(trimmed)
  return Number.isFinite(parsed) ? parsed : new FormulaError('#VALUE!')
}

/** Text of a scalar for concatenation: blank is '', numbers without float noise, TRUE/FALSE. */
export function toText(value: Scalar): string | FormulaError {
  if (value === null) return ''
  if (value instanceof FormulaError) return value
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (typeof value === 'number') {
    const rounded = toNumberResult(value)
    return typeof rounded === 'number' ? String(rounded) : rounded
  }
  if (value instanceof DateValue) return formatDate(value)
  return value
}

/** Truth of a scalar: blank and 0 and '' are false; text other than TRUE/FALSE is #VALUE!. */
export function toBoolean(value: Scalar): boolean | FormulaError {
  if (value === null) return false
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  if (value instanceof FormulaError) return value
  if (value instanceof DateValue) return true
  const upper = value.trim().toUpperCase()
  if (upper === 'TRUE') return true
  if (upper === 'FALSE' || upper === '') return false
  return new FormulaError('#VALUE!')
}

/** A date from a date, a date text or a serial day number; #VALUE! otherwise. */
export function toDate(value: Scalar): DateValue | FormulaError {
  if (value instanceof DateValue || value instanceof FormulaError) return value
  if (typeof value === 'string') return parseDate(value) ?? new FormulaError('#VALUE!')
  if (typeof value === 'number' && Number.isFinite(value)) return new DateValue(Math.round(value * DAY_MS), false)
  return new FormulaError('#VALUE!')
}

/** The first error among values, if any (errors propagate as in Excel). */
export function firstError(values: readonly Scalar[]): FormulaError | null {
  for (const value of values) if (value instanceof FormulaError) return value
  return null
}
