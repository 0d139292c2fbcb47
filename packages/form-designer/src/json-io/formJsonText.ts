import { isFormError, type SchemaStore } from '@tandem/form-core'
import { parseJsonText } from './parseJsonText'

export type ImportProblem = { kind: 'syntax'; line: number; column: number; reason: string } | { kind: 'format'; reason: string }

/**
 * Replaces the form with the JSON text as one undoable step. Text that does not parse, or a JSON
 * the loader refuses (no formConfig or widgetList: 'Invalid format of form json.'), changes
 * nothing and is returned as the problem.
 */
export function importFormJson(store: SchemaStore, text: string): ImportProblem | null {
  const parsed = parseJsonText(text)
  if (!parsed.ok) return { kind: 'syntax', line: parsed.line, column: parsed.column, reason: parsed.reason }
  try {
    // the raw value, not a loaded copy: the store loads and checks it and remembers which keys the
    // author wrote, so the export gives back the imported JSON
    store.dispatch({ type: 'replaceForm', json: parsed.value })
    return null
  } catch (error) {
    if (isFormError(error)) return { kind: 'format', reason: error.message }
    throw error
  }
}

/** The form as the designer exports it: the saved JSON (defaults stripped), indented by two spaces. */
export function exportFormJson(store: SchemaStore): string {
  return JSON.stringify(store.toSavedJson(), null, 2)
}
