import dayjs from 'dayjs'

/**
 * Predefined column formats (`formatS`): d1-d5 dates, n1-n7 numbers. Values that are not a date
 * or a number are shown unchanged.
 */
export const DATE_FORMATS = {
  d1: 'YYYY-MM-DD',
  d2: 'YYYY/MM/DD',
  d3: 'YYYY年MM月DD日',
  d4: 'YYYY-MM-DD HH:mm:ss',
  d5: 'HH:mm:ss',
} as const

// Built once: constructing an Intl.NumberFormat costs far more than formatting with it, and a
// scrolled table formats every cell it brings into view.
const withSeparators = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 })
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

export const NUMBER_FORMATS: Record<string, (n: number) => string> = {
  /** thousands separator, decimals kept */
  n1: (n) => withSeparators.format(n),
  /** two decimals with separators */
  n2: (n) => twoDecimals.format(n),
  /** percent, two decimals (0.1234 → 12.34%) */
  n3: (n) => `${(n * 100).toFixed(2)}%`,
  /** CNY: ¥ with separators and two decimals */
  n4: (n) => `${n < 0 ? '-' : ''}¥${twoDecimals.format(Math.abs(n))}`,
  /** integer (rounded) */
  n5: (n) => Math.round(n).toString(),
  /** four decimals */
  n6: (n) => n.toFixed(4),
  /** scientific, two decimals */
  n7: (n) => n.toExponential(2),
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : null
  }
  return null
}

export function formatCell(value: unknown, format: unknown): unknown {
  if (value === null || value === undefined || value === '' || typeof format !== 'string') return value
  if (format in DATE_FORMATS) {
    const date = dayjs(value as string | number | Date)
    return date.isValid() ? date.format(DATE_FORMATS[format as keyof typeof DATE_FORMATS]) : value
  }
  const number = NUMBER_FORMATS[format]
  if (!number) return value
  const n = toNumber(value)
  return n === null ? value : number(n)
}
