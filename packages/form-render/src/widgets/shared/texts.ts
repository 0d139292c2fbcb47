import type { FieldWidgetProps } from '../types'

/** The form-core i18n keys of the texts widgets show themselves. */
export const widgetTexts = {
  empty: 'readModeEmpty',
  yes: 'readModeYes',
  no: 'readModeNo',
  /** Comma-separated, one text per star (Element's rate texts). */
  rateTexts: 'rateTexts',
  selectFile: 'selectFile',
} as const

export type WidgetTextName = keyof typeof widgetTexts

export function widgetText(t: FieldWidgetProps['t'], name: WidgetTextName): string {
  return t(widgetTexts[name])
}
