import type { WidgetNode } from '../tree/index.js'
import type { WidgetOptions } from '../types.js'
import { buildRules, runRules } from './buildRules.js'
import type { FieldError, RuleContext, RuleResult, ValidationRule } from './validationTypes.js'

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

/** The error of a field whose rules gave `messages`; null when there are none. */
function fieldError(target: FieldTarget, messages: readonly RuleResult[]): FieldError | null {
  const failed = messages.filter((message): message is string => message !== null)
  if (failed.length === 0) return null
  const { node } = target
  return {
    path: target.path,
    name: node.name,
    label: (target.options ?? node.widget.options).label || node.name,
    subFormName: target.subFormName,
    rowIndex: target.rowIndex,
    rowId: target.rowId,
    message: failed[0],
    messages: failed,
  }
}

/** Validates one field value with the rules of its options; null when it passes. */
export async function validateTarget(target: FieldTarget, ctx: RuleContext): Promise<FieldError | null> {
  const { node } = target
  return fieldError(target, await runRules(buildRules({ type: node.type, options: target.options ?? node.widget.options }, { ...ctx, path: target.path }), target.value))
}

/** Runs many validations at once and keeps the failures, in input order. */
export async function collectErrors(targets: readonly FieldTarget[], ctx: RuleContext): Promise<FieldError[]> {
  const results = await Promise.all(targets.map((target) => validateTarget(target, ctx)))
  return results.filter((error): error is FieldError => error !== null)
}

/**
 * collectErrors for many targets sharing a few widgets (sub-form rows): without a script runner
 * a widget's rules do not depend on the row, so they are built once per options object, and rules that
 * answer at once are not wrapped in promises.
 */
export async function collectErrorsShared(targets: readonly FieldTarget[], ctx: RuleContext): Promise<FieldError[]> {
  if (ctx.runner) return collectErrors(targets, ctx)
  // keyed by the options object: targets whose options a form's rules changed share their own rules
  const rulesOf = new Map<WidgetOptions, ValidationRule[]>()
  const rules = ({ node, options = node.widget.options }: FieldTarget) => {
    let built = rulesOf.get(options)
    if (!built) rulesOf.set(options, (built = buildRules({ type: node.type, options }, ctx)))
    return built
  }
  const results = targets.map((target) => {
    const outcomes = rules(target).map((rule) => rule.validate(target.value))
    return outcomes.some((outcome) => outcome instanceof Promise) ? Promise.all(outcomes).then((messages) => fieldError(target, messages)) : fieldError(target, outcomes as RuleResult[])
  })
  const settled = results.some((result) => result instanceof Promise) ? await Promise.all(results) : (results as Array<FieldError | null>)
  return settled.filter((error): error is FieldError => error !== null)
}
