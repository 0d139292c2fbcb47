export { buildRules, runRules } from './buildRules.js'
export { builtinValidators, isEmptyValue, validationPattern } from './builtinValidators.js'
export { collectErrors, validateTarget } from './fieldTargets.js'
export type { FieldTarget } from './fieldTargets.js'
export { createFormDataValidator, formDataValidatorOf } from './formDataValidator.js'
export { withLeadingMessages } from './leadingMessages.js'
export type { FormDataValidationContext, FormDataValidator } from './formDataValidator.js'
export { validateFormData } from './validateFormData.js'
export type {
  DataFieldError,
  DataFieldState,
  DataFieldStates,
  FieldError,
  RuleContext,
  RuleResult,
  RuleSource,
  ValidationRule,
  ValidationTrigger,
} from './validationTypes.js'
