// @tandem/form-render: VForm's renderer on React 19 + antd 6, bound to a @tandem/form-core model.

export { FormRender } from './FormRender'
export type {
  ContainerRef,
  DataTableRef,
  NativeTableHandle,
  DialogRef,
  FieldRef,
  FormChangeHandler,
  FormRenderApi,
  FormRenderProps,
  SlotRenderers,
  SlotScope,
  VFormRule,
  WidgetRef,
} from './types'
export { DesignShellContext } from './design'
export type { DesignShell } from './design'
export { useContainer, useField, useFormModel, useFormState } from './hooks'
export { ROW_CHANGE_DELAY_MS } from './runtime'
export { DIALOG_REMOVE_DELAY_MS } from './dialog'
export { registerWidgetComponent, TextBox } from './widgets'
export { useStyleElement, useTextBoxStyle } from './style'
export type { FieldEditorHandle, FieldWidgetComponent, FieldWidgetProps, TextBoxProps, WidgetSize } from './widgets'
