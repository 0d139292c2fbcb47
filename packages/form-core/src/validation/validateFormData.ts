import type { FormJson } from '../types.js'
import { createFormDataValidator } from './formDataValidator.js'
import type { FieldError, RuleContext } from './validationTypes.js'

/**
 * Validates plain form data against a form JSON without a model: the one-off form of
 * createFormDataValidator(json).validate(data, ctx). Resolves to the failures; [] means valid.
 */
export async function validateFormData(json: FormJson | string | unknown, data: unknown, ctx: RuleContext = {}): Promise<FieldError[]> {
  return createFormDataValidator(json).validate(data, ctx)
}
