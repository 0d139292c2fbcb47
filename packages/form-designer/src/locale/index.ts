export { AntdLocale } from './AntdLocale'
export { fillText, useLocale, useLocalText } from './useLocalText'
export type { LocalTexts } from './useLocalText'
