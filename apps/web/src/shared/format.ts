import dayjs from 'dayjs'

const cny = new Intl.NumberFormat('zh-CN', {
  style: 'currency',
  currency: 'CNY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Shown where a value is absent. */
export const EMPTY_VALUE = '—'

/** ¥1,234,567.80 */
export function formatCny(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? cny.format(amount) : EMPTY_VALUE
}

/** YYYY-MM-DD of a date or timestamp (local time). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE
  const date = dayjs(value)
  return date.isValid() ? date.format('YYYY-MM-DD') : EMPTY_VALUE
}

/** YYYY-MM-DD HH:mm of a timestamp (local time). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE
  const date = dayjs(value)
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : EMPTY_VALUE
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB']

/** 1.5 MB */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${SIZE_UNITS[unit]}`
}

/** When and by whom a record was sealed: 2024-05-01 09:00（李四）, or — when it is not. */
export function formatSealedAt(
  sealed: boolean,
  sealedAt: string | null,
  sealedBy: { name: string } | null,
): string {
  if (!sealed) return EMPTY_VALUE
  return `${formatDateTime(sealedAt)}${sealedBy ? `（${sealedBy.name}）` : ''}`
}
