import { createFormError } from '../errors/index.js'
import { hostStorage } from '../shared/index.js'
import { enUS } from './enUS.js'
import { zhCN, type MessageKey } from './zhCN.js'

export type Locale = 'zh-CN' | 'en-US'
export type MessageParams = readonly unknown[] | Readonly<Record<string, unknown>>

/** localStorage key VForm uses for the chosen language. */
export const LOCALE_STORAGE_KEY = 'v_form_locale'
export const DEFAULT_LOCALE: Locale = 'zh-CN'
export const SUPPORTED_LOCALES: readonly Locale[] = ['zh-CN', 'en-US']

const catalogs: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS }
const listeners = new Set<(locale: Locale) => void>()
let current: Locale | undefined

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value)
}

/** The active locale: the last setLocale(), else localStorage v_form_locale, else zh-CN. */
export function getLocale(): Locale {
  if (current === undefined) {
    const stored = hostStorage()?.getItem(LOCALE_STORAGE_KEY)
    current = isLocale(stored) ? stored : DEFAULT_LOCALE
  }
  return current
}

/** Switches the language, remembers it in localStorage (when present) and tells subscribers. */
export function setLocale(locale: Locale): void {
  if (!isLocale(locale)) throw createFormError('FORM_ERR_UNSUPPORTED_LOCALE', [locale])
  try {
    hostStorage()?.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // storage full or denied: the choice still holds for this page
  }
  if (locale === current) return
  current = locale
  for (const listener of listeners) listener(locale)
}

export function subscribeLocale(listener: (locale: Locale) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The text of `key` in `locale` (default: the active one). `{0}` placeholders take positional
 * params, `{name}` placeholders named ones; unknown placeholders stay as they are.
 */
export function t(key: MessageKey, params?: MessageParams, locale: Locale = getLocale()): string {
  const text = catalogs[locale][key]
  if (params === undefined) return text
  const lookup = params as Readonly<Record<string, unknown>>
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in lookup ? String(lookup[name]) : whole))
}
