import type { OptionItem } from '@tandem/form-core'
import { toOptionValue, type OptionProblem } from './optionValues'

/** The options as batch-edit lines: `value,label`, or the bare value when the label repeats it. */
export function formatOptionLines(items: readonly OptionItem[]): string {
  return items.map((item) => (item.label === String(item.value) ? String(item.value) : `${String(item.value)},${item.label}`)).join('\n')
}

/**
 * Options from batch-edit lines, one per line: `value,label` (split at the first comma) or a bare
 * value that is also the label. Blank lines are skipped; extra keys (disabled, ...) of an existing
 * option with the same value are kept. Refused when no option is left or a value repeats.
 */
export function parseOptionLines(text: string, existing: readonly OptionItem[]): { items: OptionItem[] } | { problem: OptionProblem } {
  const items: OptionItem[] = []
  const seen = new Set<unknown>()
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue
    const comma = line.indexOf(',')
    const valueText = comma < 0 ? line : line.slice(0, comma)
    const value = toOptionValue(valueText)
    if (value === '') return { problem: { key: 'emptyValue' } }
    if (seen.has(value)) return { problem: { key: 'duplicateValue', params: { value } } }
    seen.add(value)
    const label = comma < 0 ? String(value) : line.slice(comma + 1).trim()
    const before = existing.find((item) => item.value === value)
    items.push({ ...before, value, label })
  }
  return items.length === 0 ? { problem: { key: 'batchEmpty' } } : { items }
}
