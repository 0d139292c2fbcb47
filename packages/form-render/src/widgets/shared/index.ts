// What the widgets share, one statement per module (its types beside its values).
export { toWidgetSize } from './size'
export { isEmptyValue, type OptionItem, type OptionValue } from '@tandem/form-core'
export { toArray, optionalString, optionalNumber, valueText } from './values'
export { toOptionItems, optionLabel, optionLabels, pathLabels } from './optionItems'
export { widgetTexts, widgetText, type WidgetTextName } from './texts'
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
export { TextBox, type TextBoxProps } from './TextBox'
export { useBorderedStyle } from './useBorderedStyle'
export { pickerBaseProps, rangePlaceholder } from './pickerProps'
export { datePickerSetup, type DatePickerSetup, type PickerKind } from './datePickerTypes'
export { withReadView, type ReadRendering, type ReadViewProps } from './readView'
