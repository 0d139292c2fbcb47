import { isEmptyValue, type OptionItem, type OptionValue } from '@tandem/form-core'
import { toArray } from './values'

function isOptionValue(value: unknown): value is OptionValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
}

/** Reads `optionItems` defensively: entries without a usable value are dropped, values keep their JSON type. */
export function toOptionItems(raw: unknown): OptionItem[] {
  if (!Array.isArray(raw)) return []
  const items: OptionItem[] = []
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue
    const { label, value, disabled, children } = entry as Record<string, unknown>
    if (!isOptionValue(value)) continue
    const item: OptionItem = { label: label === undefined || label === null ? String(value) : String(label), value }
    if (disabled === true) item.disabled = true
    if (Array.isArray(children) && children.length > 0) item.children = toOptionItems(children)
    items.push(item)
  }
  return items
}

/** Label of the option holding `value`; values without an option show as themselves. */
export function optionLabel(items: readonly OptionItem[], value: unknown): string {
  const found = items.find((item) => item.value === value)
  return found ? found.label : String(value)
}

/** Labels of every selected value, in value order. */
export function optionLabels(items: readonly OptionItem[], value: unknown): string[] {
  return isEmptyValue(value) ? [] : toArray(value).map((v) => optionLabel(items, v))
}

/** Labels along a cascader path; unknown steps show their raw value. */
export function pathLabels(items: readonly OptionItem[], path: readonly unknown[]): string[] {
  const labels: string[] = []
  let level: readonly OptionItem[] | undefined = items
  for (const step of path) {
    const found: OptionItem | undefined = level?.find((item) => item.value === step)
    labels.push(found ? found.label : String(step))
    level = found?.children
  }
  return labels
}
