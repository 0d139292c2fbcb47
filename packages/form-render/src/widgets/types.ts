import type { ReactNode, Ref } from 'react'
import type { Widget } from '@tandem/form-core'
import type { FieldEditorHandle } from '../types'

export type { FieldEditorHandle, Widget }

export type WidgetSize = 'small' | 'middle' | 'large'

/** Headers and extra form fields of an upload field, as setUploadHeader / setUploadData left them. */
export interface UploadSettings {
  headers: Record<string, string>
  data: Record<string, unknown>
}

export interface FieldWidgetProps {
  /** Normalised schema widget (options filled with registry defaults). */
  widget: Widget
  /** Effective options: widget.options merged with runtime overrides (label, optionItems, placeholder…). */
  options: Record<string, unknown>
  /** DOM id of the control the item's label names (`<label for>`): the widget puts it on its input. */
  id: string
  /** id of the item's label, for controls a `<label for>` cannot name (aria-labelledby). */
  labelId: string
  value: unknown
  /**
   * A change reported at once (choices, pickers, switches): the binding writes the model, runs the
   * onChange and onFormDataChange scripts and revalidates.
   */
  onChange(value: unknown): void
  /**
   * A keystroke in a text box (input, textarea, number): the binding writes the model, runs onInput
   * and revalidates; the change scripts wait for the commit (blur, or onCommit), as Element's
   * `change` does, and then run once with the value at focus as oldValue.
   */
  onInput?(value: unknown): void
  /** Commits a text box's edit without leaving it: Enter in an input, a number's step button, clearing. */
  onCommit?(): void
  onFocus(event: unknown): void
  onBlur(event: unknown): void
  disabled: boolean
  readonly: boolean
  /** Show the value as plain text: option labels, formatted dates, never raw values. */
  readMode: boolean
  size: WidgetSize
  /** Runs the widget's script for that event; returns the script's return value, undefined when none. */
  runEvent(eventName: string, args: unknown[]): unknown
  hasEvent(eventName: string): boolean
  /** i18n from form-core. */
  t(key: string, params?: Record<string, unknown>): string
  slots?: Record<string, (scope: { formModel: Record<string, unknown> }) => ReactNode>
  /** Current form data, for slot scope. */
  formData(): Record<string, unknown>
  editorRef?: Ref<FieldEditorHandle>
  /** Upload widgets: the field's current upload headers and extra data (read at each upload). */
  uploadSettings?(): UploadSettings
  /** Upload widgets: the form's global-dsv, for `uploadURL` expressions over DSV. */
  globalDsv?(): Record<string, unknown>
}

export type FieldWidgetComponent = (props: FieldWidgetProps) => ReactNode
