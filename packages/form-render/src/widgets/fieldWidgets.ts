import { AlertWidget } from './alert'
import { ButtonWidget } from './button'
import { CascaderWidget } from './cascader'
import { CheckboxWidget } from './checkbox'
import { ColorWidget } from './color'
import { DateWidget } from './date'
import { DateRangeWidget } from './date-range'
import { DividerWidget } from './divider'
import { FileUploadWidget } from './file-upload'
import { HtmlTextWidget } from './html-text'
import { InputWidget } from './input'
import { NumberWidget } from './number'
import { PictureUploadWidget } from './picture-upload'
import { RadioWidget } from './radio'
import { RateWidget } from './rate'
import { RichEditorWidget } from './rich-editor'
import { SelectWidget } from './select'
import { SliderWidget } from './slider'
import { SlotWidget } from './slot'
import { StaticTextWidget } from './static-text'
import { SwitchWidget } from './switch'
import { TextareaWidget } from './textarea'
import { TimeWidget } from './time'
import { TimeRangeWidget } from './time-range'
import type { FieldWidgetComponent } from './types'

/** Field and static widget adapters keyed by VForm type. */
export const fieldWidgets: Readonly<Record<string, FieldWidgetComponent>> = Object.freeze({
  input: InputWidget,
  textarea: TextareaWidget,
  number: NumberWidget,
  radio: RadioWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  date: DateWidget,
  'date-range': DateRangeWidget,
  time: TimeWidget,
  'time-range': TimeRangeWidget,
  switch: SwitchWidget,
  rate: RateWidget,
  slider: SliderWidget,
  color: ColorWidget,
  cascader: CascaderWidget,
  'picture-upload': PictureUploadWidget,
  'file-upload': FileUploadWidget,
  'rich-editor': RichEditorWidget,
  'static-text': StaticTextWidget,
  'html-text': HtmlTextWidget,
  divider: DividerWidget,
  button: ButtonWidget,
  slot: SlotWidget,
  alert: AlertWidget,
})
