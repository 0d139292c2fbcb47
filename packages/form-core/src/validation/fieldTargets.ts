import type { WidgetNode } from '../tree/index.js'
import type { WidgetOptions } from '../types.js'
import { buildRules, runRules } from './buildRules.js'
import type { FieldError, RuleContext } from './validationTypes.js'

export interface FieldTarget {
  node: WidgetNode
  path: string
  value: unknown
  subFormName: string | null
  rowIndex: number | null
  rowId: string | null
  /** effective options (a model's overrides); default: the JSON options */
  options?: WidgetOptions
}

/** Validates one field value with the rules of its options; null when it passes. */
export async function validateTarget(target: FieldTarget, ctx: RuleContext): Promise<FieldError | null> {
  const { node } = target
  const messages = await runRules(buildRules({ type: node.type, options: target.options ?? node.widget.options }, { ...ctx, path: target.path }), target.value)
  if (messages.length === 0) return null
  return {
    path: target.path,
    name: node.name,
    label: (target.options ?? node.widget.options).label || node.name,
    subFormName: target.subFormName,
    rowIndex: target.rowIndex,
    rowId: target.rowId,
    message: messages[0],
    messages,
  }
}

/** Runs many validations at once and keeps the failures, in input order. */
export async function collectErrors(targets: readonly FieldTarget[], ctx: RuleContext): Promise<FieldError[]> {
  const results = await Promise.all(targets.map((target) => validateTarget(target, ctx)))
  return results.filter((error): error is FieldError => error !== null)
}
