import type { FieldWidgetProps } from '../types'

/** i18n keys the widgets ask form-core for; the fallback is used while a locale lacks the key. */
export const widgetTexts = {
  empty: { key: 'readModeEmpty', fallback: '--' },
  yes: { key: 'readModeYes', fallback: '是' },
  no: { key: 'readModeNo', fallback: '否' },
  /** Comma-separated, one text per star (Element's rate texts). */
  rateTexts: { key: 'rateTexts', fallback: '极差,失望,一般,满意,惊喜' },
} as const

export type WidgetTextName = keyof typeof widgetTexts

export function widgetText(t: FieldWidgetProps['t'], name: WidgetTextName): string {
  const { key, fallback } = widgetTexts[name]
  const text = t(key)
  return text && text !== key ? text : fallback
}
