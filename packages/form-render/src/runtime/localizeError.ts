import { formErrorMessages, isFormError, type FormErrorCode, type MessageKey } from '@tandem/form-core'

// Model errors a caller of the renderer API sees in the form's language: the i18n text followed
// by the widget name (SPEC §8 refNotFound / nonSubFormType).
const LOCALIZED: Partial<Record<FormErrorCode, MessageKey>> = {
  FORM_ERR_REF_NOT_FOUND: 'refNotFound',
  FORM_ERR_NON_SUB_FORM_TYPE: 'nonSubFormType',
}

export function localizeError(error: unknown, text: (key: MessageKey) => string): unknown {
  if (!isFormError(error)) return error
  const key = LOCALIZED[error.code]
  if (!key) return error
  const name = error.message.slice(formErrorMessages[error.code].indexOf('%s'))
  const localized = new Error(text(key) + name, { cause: error })
  localized.name = error.code
  return localized
}
