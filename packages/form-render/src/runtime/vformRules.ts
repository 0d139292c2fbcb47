import { t, type Locale, type ValidationRule } from '@tandem/form-core'
import type { VFormRule } from '../types'

const validatorOf = (rule: ValidationRule): VFormRule['validator'] => (_rule, value, callback) => {
  void Promise.resolve(rule.validate(value)).then((message) => callback(message === null ? undefined : new Error(message)))
}

/**
 * The rules VForm builds for a field (required, format, onValidate), from the renderer's rules of
 * the moment; Tandem's other checks (length, range, value shape) are kept out as VForm has none.
 * `[]` for a field without rules.
 */
export function vformRules(rules: readonly ValidationRule[], options: Record<string, unknown>, locale: Locale | undefined): VFormRule[] {
  const label = typeof options.label === 'string' && options.label !== '' ? options.label : String(options.name ?? '')
  return rules.flatMap((rule): VFormRule[] => {
    if (rule.kind === 'required') {
      const hint = typeof options.requiredHint === 'string' && options.requiredHint !== '' ? options.requiredHint : t('fieldRequired', undefined, locale)
      return [{ required: true, message: hint, trigger: [...rule.trigger] }]
    }
    if (rule.kind === 'format') {
      const hint = typeof options.validationHint === 'string' && options.validationHint !== '' ? { errorMsg: options.validationHint } : {}
      return [{ validator: validatorOf(rule), trigger: [...rule.trigger], label, ...hint }]
    }
    if (rule.kind === 'custom') return [{ validator: validatorOf(rule), trigger: [...rule.trigger], label }]
    return []
  })
}
