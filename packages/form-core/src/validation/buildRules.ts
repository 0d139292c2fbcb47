import { createFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
import { getWidgetDefinition, type ValidatorKind } from '../registry/index.js'
import { isEmptyValue, validationPattern } from './builtinValidators.js'
import { customRule } from './customRule.js'
import { valueRule } from './valueRule.js'
import type { RuleContext, RuleResult, RuleSource, ValidationRule } from './validationTypes.js'

const BOTH = ['blur', 'change'] as const
const isSetNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function decimals(value: number): number {
  const text = String(value)
  if (text.includes('e-')) return Number(text.split('e-')[1])
  return text.includes('.') ? text.split('.')[1].length : 0
}

type Builder = (source: RuleSource, ctx: RuleContext, label: string) => ValidationRule | null

const builders: Record<ValidatorKind, Builder> = {
  required: ({ options }, ctx) => {
    if (options.required !== true) return null
    const message = options.requiredHint || t('fieldRequired', undefined, ctx.locale)
    return { kind: 'required', trigger: ['blur'], validate: (value) => (isEmptyValue(value) ? message : null) }
  },
  format: ({ options }, ctx, label) => {
    const validation = typeof options.validation === 'string' ? options.validation.trim() : ''
    if (validation === '') return null
    let pattern: RegExp
    try {
      pattern = validationPattern(validation)
    } catch (error) {
      ctx.onConfigError?.(createFormError('FORM_ERR_INVALID_PATTERN', [options.name, validation], error))
      return null
    }
    const message = options.validationHint || t('validationDefault', { label }, ctx.locale)
    const test = (item: unknown): boolean => isEmptyValue(item) || pattern.test(String(item))
    return {
      kind: 'format',
      trigger: BOTH,
      validate: (value) => ((Array.isArray(value) ? value.every(test) : test(value)) ? null : message),
    }
  },
  length: ({ options }, ctx, label) => {
    const { minLength: min, maxLength: max } = options
    if (!isSetNumber(min) && !isSetNumber(max)) return null
    return {
      kind: 'length',
      trigger: BOTH,
      validate: (value) => {
        if (isEmptyValue(value)) return null
        const length = [...String(value)].length
        if (isSetNumber(min) && length < min) return t('minLength', { label, min }, ctx.locale)
        if (isSetNumber(max) && length > max) return t('maxLength', { label, max }, ctx.locale)
        return null
      },
    }
  },
  numberRange: ({ options }, ctx, label) => ({
    kind: 'numberRange',
    trigger: BOTH,
    validate: (value): RuleResult => {
      if (isEmptyValue(value)) return null
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
      if (!isSetNumber(number)) return t('validationDefault', { label }, ctx.locale)
      const { min, max, precision, step } = options
      if (isSetNumber(min) && number < min) return t('minValue', { label, min }, ctx.locale)
      if (isSetNumber(max) && number > max) return t('maxValue', { label, max }, ctx.locale)
      if (isSetNumber(precision) && decimals(number) > precision) return t('precision', { label, precision }, ctx.locale)
      if (options.stepStrictly === true && isSetNumber(step) && step > 0) {
        const ratio = number / step
        if (Math.abs(ratio - Math.round(ratio)) > 1e-9) return t('step', { label, step }, ctx.locale)
      }
      return null
    },
  }),
  multipleLimit: ({ options }, ctx, label) => {
    const limit = options.multipleLimit
    if (options.multiple !== true || !isSetNumber(limit) || limit <= 0) return null
    return {
      kind: 'multipleLimit',
      trigger: BOTH,
      validate: (value) => (Array.isArray(value) && value.length > limit ? t('multipleLimit', { label, limit }, ctx.locale) : null),
    }
  },
  custom: customRule,
}

/**
 * The rules a widget gets from its options, in VForm's order: required, format (built-in name or
 * regex literal), length / number range / multiple limit, then onValidate; the value-shape rule
 * follows required. Unknown types get none.
 */
export function buildRules(source: RuleSource, ctx: RuleContext = {}): ValidationRule[] {
  const kinds = getWidgetDefinition(source.type)?.validators ?? []
  const label = source.options.label || source.options.name
  const rules: ValidationRule[] = []
  for (const kind of kinds) {
    const rule = builders[kind](source, ctx, label)
    if (rule) rules.push(rule)
  }
  const shape = valueRule(source, ctx, label)
  if (shape) rules.splice(rules[0]?.kind === 'required' ? 1 : 0, 0, shape)
  return rules
}

/** Runs every rule and collects the messages of those that fail, in rule order. */
export async function runRules(rules: readonly ValidationRule[], value: unknown): Promise<string[]> {
  const results = await Promise.all(rules.map((rule) => rule.validate(value)))
  return results.filter((result): result is string => result !== null)
}


