import { CheckboxWidget } from './checkbox'
import { InputWidget } from './input'
import { NumberWidget } from './number'
import { RadioWidget } from './radio'
import { SelectWidget } from './select'
import { TextareaWidget } from './textarea'
import type { FieldWidgetComponent } from './types'

/** Field and static widget adapters keyed by VForm type. */
export const fieldWidgets: Readonly<Record<string, FieldWidgetComponent>> = Object.freeze({
  input: InputWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
})
