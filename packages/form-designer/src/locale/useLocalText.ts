import { getLocale, subscribeLocale, type Locale } from '@tandem/form-core'
import { useSyncExternalStore } from 'react'

/** A tool's texts in both locales; en-US must have every key of zh-CN. */
export type LocalTexts<T> = Readonly<Record<Locale, T>>

/** The active locale (form-core's, localStorage v_form_locale); re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale)
}

/** The texts of the active locale. */
export function useLocalText<T>(texts: LocalTexts<T>): T {
  return texts[useLocale()]
}

/** Replaces `{name}` placeholders with the given values. */
export function fillText(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}
