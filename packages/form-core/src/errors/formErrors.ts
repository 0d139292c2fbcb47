// Every error form-core throws, by code. Messages use %s for the parameters given to
// createFormError(). The two JSON messages are fixed by the VForm format (SPEC §5).

export const formErrorMessages = {
  // ----- form JSON -----
  FORM_ERR_INVALID_JSON: 'Invalid format of form json.',
  FORM_ERR_SET_JSON_FAILED: 'Set form json failed.',
  FORM_ERR_UNKNOWN_WIDGET_TYPE: 'Unknown widget type: %s',
  // ----- model -----
  FORM_ERR_REF_NOT_FOUND: 'Widget not found: %s',
  FORM_ERR_NON_SUB_FORM_TYPE: 'Widget is not a sub-form: %s',
  FORM_ERR_NON_TAB_TYPE: 'Widget is not a tab: %s',
  FORM_ERR_ROW_NOT_FOUND: 'Sub-form %s has no row %s',
  FORM_ERR_INVALID_FORM_DATA: 'Form data must be a plain object',
  FORM_ERR_INVALID_ROWS: 'Rows of sub-form %s must be an array of objects',
  // ----- validation -----
  FORM_ERR_VALIDATION_FAILED: 'Form validation failed',
  FORM_ERR_INVALID_PATTERN: 'Invalid validation pattern of %s: %s',
  // ----- scripts and i18n -----
  FORM_ERR_SCRIPT_FAILED: 'Script %s of %s failed: %s',
  FORM_ERR_UNSUPPORTED_LOCALE: 'Unsupported locale: %s',
  // ----- schema store: the message is the localised sentence the designer shows -----
  FORM_ERR_DROP_REFUSED: '%s',
  FORM_ERR_INVALID_NAME: '%s',
  FORM_ERR_ACTION_REFUSED: '%s',
  FORM_ERR_TABLE_OPERATION_REFUSED: '%s',
} as const

export type FormErrorCode = keyof typeof formErrorMessages

export class FormError extends Error {
  readonly code: FormErrorCode

  constructor(code: FormErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'FormError'
    this.code = code
  }
}

/** The error of `code`, each %s replaced by the next parameter. */
export function createFormError(code: FormErrorCode, params: readonly unknown[] = [], cause?: unknown): FormError {
  let index = 0
  const message = formErrorMessages[code].replace(/%s/g, () => String(params[index++]))
  return new FormError(code, message, cause === undefined ? undefined : { cause })
}

export function isFormError(value: unknown, code?: FormErrorCode): value is FormError {
  return value instanceof FormError && (code === undefined || value.code === code)
}
