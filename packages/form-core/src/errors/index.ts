export { FormError, createFormError, formErrorMessages, isFormError } from './formErrors.js'
export type { FormErrorCode } from './formErrors.js'
