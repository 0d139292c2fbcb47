export {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALES,
  getLocale,
  isLocale,
  setLocale,
  subscribeLocale,
  t,
} from './i18n.js'
export type { Locale, MessageParams } from './i18n.js'
export type { MessageKey } from './zhCN.js'
