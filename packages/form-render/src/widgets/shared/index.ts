export { toWidgetSize } from './size'
export { isEmptyValue } from '@tandem/form-core'
export { toArray, optionalString, optionalNumber, valueText } from './values'
export { toOptionItems, optionLabel, optionLabels, pathLabels } from './optionItems'
export type { OptionItem, OptionValue } from './optionItems'
export { widgetTexts, widgetText } from './texts'
export type { WidgetTextName } from './texts'
export { ReadText, READ_LIST_SEPARATOR, joinReadText } from './ReadText'
export {
  datePatternOption,
  parseDateValue,
  formatDateValue,
  formatDateText,
  rangeText,
  TIMESTAMP_FORMAT,
  TIME_VALUE_FORMAT,
} from './dates'
export { elIconMap, lookupElIcon } from './elIcons'
export { FieldIcon, optionalIcon } from './FieldIcon'
export { useEditorHandle } from './useEditorHandle'
export { TextBox } from './TextBox'
export type { TextBoxProps } from './TextBox'
export { useBorderedStyle } from './useBorderedStyle'
export { pickerBaseProps, rangePlaceholder } from './pickerProps'
export { datePickerSetup } from './datePickerTypes'
export type { DatePickerSetup, PickerKind } from './datePickerTypes'
export { withReadView } from './readView'
export type { ReadRendering, ReadViewProps } from './readView'
