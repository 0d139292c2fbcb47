import type { FieldWidgetProps } from '../types'

/** i18n keys the widgets ask form-core for; the fallback is used while a locale lacks the key. */
export const widgetTexts = {
  empty: { key: 'render.readMode.empty', fallback: '--' },
  yes: { key: 'render.readMode.yes', fallback: '是' },
  no: { key: 'render.readMode.no', fallback: '否' },
  rateTexts: { key: 'render.rate.texts', fallback: '极差,失望,一般,满意,惊喜' },
} as const

export type WidgetTextName = keyof typeof widgetTexts

export function widgetText(t: FieldWidgetProps['t'], name: WidgetTextName): string {
  const { key, fallback } = widgetTexts[name]
  const text = t(key)
  return text && text !== key ? text : fallback
}
