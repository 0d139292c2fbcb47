import type { RuleContext, RuleResult, RuleSource, ValidationRule } from './validationTypes.js'

function messageOf(error: unknown): RuleResult {
  if (error === undefined || error === null || error === false) return null
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * The onValidate rule: the body runs as VForm's (rule, value, callback) validator and settles
 * when it calls callback() / callback(new Error(msg)), now or later. A throwing body is reported
 * by the runner and counts as passing, so a broken script never blocks the form.
 */
export function customRule({ options }: RuleSource, ctx: RuleContext): ValidationRule | null {
  const body = options.onValidate
  const runner = ctx.runner
  if (typeof body !== 'string' || body.trim() === '' || !runner) return null
  const rule = { field: options.name, fullField: ctx.path ?? options.name, type: 'custom', trigger: ['blur', 'change'] }
  return {
    kind: 'custom',
    trigger: ['blur', 'change'],
    validate: (value) =>
      new Promise<RuleResult>((resolve) => {
        let settled = false
        const callback = (error?: unknown): void => {
          if (settled) return
          settled = true
          resolve(messageOf(error))
        }
        const outcome = runner.tryRun('onValidate', body, ctx.getThis?.(rule.fullField), [rule, value, callback], options.name)
        if (!outcome.ok) callback()
      }),
  }
}
