import type { StoredFormJson } from '../../db/schema/index.js'
import { fieldsOf, type FieldFacts } from './formJson.js'

export interface OptionChange {
  option: string
  before: unknown
  after: unknown
}

const facts = ({ name, label, type, subFormName }: FieldFacts) => ({ name, label, type, subFormName })

function optionChanges(before: FieldFacts, after: FieldFacts): OptionChange[] {
  const changes: OptionChange[] = before.type === after.type ? [] : [{ option: 'type', before: before.type, after: after.type }]
  const a = before.node.widget.options
  const b = after.node.widget.options
  for (const option of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[option]) !== JSON.stringify(b[option])) changes.push({ option, before: a[option] ?? null, after: b[option] ?? null })
  }
  return changes
}

/** Fields added, removed and changed (type or any option) from one form JSON to another, matched by name. */
export function compareForms(from: StoredFormJson, to: StoredFormJson) {
  const before = fieldsOf(from)
  const after = fieldsOf(to)
  const added = [...after].filter(([key]) => !before.has(key)).map(([, field]) => facts(field))
  const removed = [...before].filter(([key]) => !after.has(key)).map(([, field]) => facts(field))
  const changed = [...after]
    .filter(([key]) => before.has(key))
    .map(([key, field]) => ({ ...facts(field), changes: optionChanges(before.get(key)!, field) }))
    .filter((field) => field.changes.length > 0)
  return { added, removed, changed }
}
