import type { FieldError } from '@tandem/form-core'

/**
 * The validator's errors with the onValidate refusals of the replay added as the browser adds
 * them: after the field's own messages (one error per field), or as the field's error when its
 * own rules passed.
 */
export function withScriptRefusals(errors: readonly FieldError[], refused: readonly FieldError[]): FieldError[] {
  const merged = errors.map((error) => ({ ...error, messages: [...error.messages] }))
  const byPath = new Map(merged.map((error) => [error.path, error]))
  for (const refusal of refused) {
    const error = byPath.get(refusal.path)
    if (error) error.messages.push(...refusal.messages)
    else merged.push(refusal)
  }
  return merged
}
