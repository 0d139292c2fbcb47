import { isEmptyValue } from '@tandem/form-core'

export function toArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  return isEmptyValue(value) ? [] : [value]
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function optionalNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return undefined
}

/** A text box's content: the value as a string, '' for null and undefined. */
export function valueText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value)
}
