import type { FieldSnapshot } from '@tandem/form-core'
import { use, useMemo } from 'react'
import { SlotsContext } from '../context'
import type { FormRuntime } from '../runtime'
import type { FieldEditorHandle, FieldWidgetProps } from '../widgets'
import { toWidgetSize as widgetSize } from '../widgets'

/**
 * The props of a field widget adapter for a snapshot. Handlers are made once per path, options
 * once per snapshot, so a widget re-renders only when its own field changes. `id` is the control's
 * element id (its label's `for`).
 */
export function useWidgetProps(runtime: FormRuntime, field: FieldSnapshot, id: string): FieldWidgetProps {
  const { path } = field
  const slots = field.type === 'slot' ? use(SlotsContext) : undefined
  const handlers = useMemo(
    () => ({
      onChange: (value: unknown) => runtime.userChange(path, value),
      onInput: (value: unknown) => runtime.userInput(path, value),
      onCommit: () => runtime.userCommit(path),
      onFocus: (event: unknown) => runtime.userFocus(path, event),
      onBlur: (event: unknown) => runtime.userBlur(path, event),
      runEvent: (eventName: string, args: unknown[]) => runtime.runFieldEvent(path, eventName, args),
      hasEvent: (eventName: string) => runtime.hasEvent(path, eventName),
      t: (key: string, params?: Record<string, unknown>) => runtime.text(key, params),
      formData: () => runtime.model.getFormData(),
      uploadSettings: () => runtime.uploadSettings(path),
      globalDsv: () => runtime.api.getGlobalDsv(),
      editorRef: (handle: FieldEditorHandle | null) => {
        runtime.setEditor(path, handle)
        return () => runtime.setEditor(path, null)
      },
    }),
    [runtime, path],
  )
  const options = useMemo(
    () => ({ ...field.options, label: field.label, optionItems: field.optionItems, customClass: field.customClass }),
    [field.options, field.label, field.optionItems, field.customClass],
  )
  const formSize = runtime.model.formConfig.size
  return {
    ...handlers,
    widget: field.widget,
    options,
    id,
    labelId: `${id}label`,
    value: field.value,
    disabled: field.disabled,
    readonly: field.readonly,
    readMode: field.readMode,
    size: widgetSize(field.options.size || formSize),
    slots,
  }
}
