import { getLocale, subscribeLocale, type Locale, type LocalizedText } from '@tandem/form-core'
import { useMemo, useSyncExternalStore } from 'react'
import { formatSettingsMessage, type SettingsMessageKey } from '../messages'

export interface SettingsText {
  locale: Locale
  /** a panel text */
  t(key: SettingsMessageKey, params?: Readonly<Record<string, unknown>>): string
  /** a label of the form-core metadata */
  label(text: LocalizedText): string
}

/** Texts in the active locale; re-renders when the locale changes. */
export function useSettingsText(): SettingsText {
  const locale = useSyncExternalStore(subscribeLocale, getLocale)
  return useMemo(
    () => ({
      locale,
      t: (key, params) => formatSettingsMessage(locale, key, params),
      label: (text) => text[locale],
    }),
    [locale],
  )
}
