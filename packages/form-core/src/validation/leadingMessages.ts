import type { FieldTarget } from './fieldTargets.js'
import type { FieldError } from './validationTypes.js'

/**
 * One error per target, in target order: the messages `leading` gives a target (e.g. what a
 * form's rules say) first, then the messages its validation rules gave in `errors`.
 */
export function withLeadingMessages(targets: readonly FieldTarget[], errors: readonly FieldError[], leading: (target: FieldTarget) => readonly string[]): FieldError[] {
  const byPath = new Map(errors.map((error) => [error.path, error]))
  const merged: FieldError[] = []
  for (const target of targets) {
    const own = leading(target)
    const fromRules = byPath.get(target.path)
    if (own.length === 0) {
      if (fromRules) merged.push(fromRules)
      continue
    }
    const messages = [...own, ...(fromRules?.messages ?? [])]
    const { node } = target
    const label = (target.options ?? node.widget.options).label || node.name
    merged.push({ path: target.path, name: node.name, label, subFormName: target.subFormName, rowIndex: target.rowIndex, rowId: target.rowId, message: messages[0], messages })
  }
  return merged
}
