import type { OptionItem, OptionValue } from '@tandem/form-core'
import type { SettingsMessageKey } from '../../messages'

/** A refusal as a message key with its parameters, worded by the component. */
export interface OptionProblem {
  key: SettingsMessageKey
  params?: Record<string, unknown>
}

/** Typed text as an option value: a canonical number ('3', '-1.5') becomes a number, as VForm's defaults are. */
export function toOptionValue(text: string): OptionValue {
  const trimmed = text.trim()
  const asNumber = Number(trimmed)
  return trimmed !== '' && String(asNumber) === trimmed ? asNumber : trimmed
}

/** A value for a new option: one past the largest numeric value, else the next free `option<n>`. */
export function nextOptionValue(items: readonly OptionItem[]): OptionValue {
  const numbers = items.map((item) => item.value).filter((value): value is number => typeof value === 'number')
  if (numbers.length === items.length) return numbers.length === 0 ? 1 : Math.max(...numbers) + 1
  const taken = new Set(items.map((item) => String(item.value)))
  let n = items.length + 1
  while (taken.has(`option${n}`)) n += 1
  return `option${n}`
}

/** Why `value` cannot be the value of item `index`, or null. */
export function valueProblem(items: readonly OptionItem[], index: number, value: OptionValue): OptionProblem | null {
  if (value === '') return { key: 'emptyValue' }
  const clash = items.some((item, other) => other !== index && item.value === value)
  return clash ? { key: 'duplicateValue', params: { value } } : null
}

/** The default value after the values of the options changed: values that are gone are dropped. */
export function keepDefault(defaultValue: unknown, items: readonly OptionItem[], multiple: boolean, emptyDefault: unknown): unknown {
  const values = new Set<unknown>(items.map((item) => item.value))
  if (multiple) return Array.isArray(defaultValue) ? defaultValue.filter((value) => values.has(value)) : []
  return values.has(defaultValue) ? defaultValue : emptyDefault
}
