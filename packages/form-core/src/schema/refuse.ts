import { createFormError, type FormErrorCode } from '../errors/index.js'
import { t, type MessageKey, type MessageParams } from '../i18n/index.js'

/** Throws the store's FormError whose message is the localised sentence the designer shows. */
export function refuse(code: FormErrorCode, key: MessageKey, params?: MessageParams): never {
  throw createFormError(code, [t(key, params)])
}
