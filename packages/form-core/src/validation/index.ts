export { buildRules, runRules } from './buildRules.js'
export { builtinValidators, isEmptyValue, validationPattern } from './builtinValidators.js'
export { collectErrors, validateFormData, validateTarget } from './validateFormData.js'
export type { FieldTarget } from './validateFormData.js'
export type {
  FieldError,
  RuleContext,
  RuleResult,
  RuleSource,
  ValidationRule,
  ValidationTrigger,
} from './validationTypes.js'
