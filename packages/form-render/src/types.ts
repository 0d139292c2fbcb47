import type {
  ContainerWidgetInfo,
  DataFieldError,
  DataTableColumn,
  DataTablePagination,
  FieldWidgetInfo,
  FormData,
  FormJson,
  Locale,
  OptionItem,
  SchemaStore,
  ValidationTrigger,
  Widget,
} from '@tandem/form-core'
import type { ReactNode, Ref } from 'react'
import type { DesignShell } from './design'

/** What a field adapter hands back for focus() and getFieldEditor(). */
export interface FieldEditorHandle {
  focus(): void
  blur(): void
}

/** Scope handed to a slot render prop (VForm's scoped slot). */
export interface SlotScope {
  formModel: FormData
}

/** Named render props forwarded to `slot` widgets (slot name = the widget's options.name). */
export type SlotRenderers = Record<string, (scope: SlotScope) => ReactNode>

/** VForm's formChange event. */
export type FormChangeHandler = (
  fieldName: string,
  newValue: unknown,
  oldValue: unknown,
  formModel: FormData,
  subFormName: string | null,
  subFormRowIndex: number | null,
) => void

export interface FormRenderProps {
  /** form JSON (object or string); read on mount and whenever the prop changes identity */
  formJson?: unknown
  /**
   * An already normalised form JSON (the schema store's), used as it is: never copied or loaded
   * again. Wins over formJson. A new object is followed in place (model.updateStructure: values
   * kept, no remount); widgets are memoised by object, so only edited paths re-render.
   */
  schema?: FormJson
  /**
   * Where `schema` comes from (the designer's schema store): each new schema is followed with the
   * store's own account of what changed since the one shown (`changesBetween`), so only touched
   * widgets and what lies under them are looked at. Without it, or when the store no longer knows,
   * the renderer compares the two structures. Read at each new schema.
   */
  schemaSource?: Pick<SchemaStore, 'changesBetween'>
  /**
   * Draws a design canvas through this shell (see DesignShell): scripts, data sources and
   * validation never run; hidden widgets, dialogs, drawers and every tab pane are drawn. Whether
   * there is a shell is read on mount (switch with a new `key`); the shell object may change.
   */
  designShell?: DesignShell
  /**
   * false: the form runs with its scripts off. No handler, function or validation script of the
   * JSON runs and no data source is requested (they would act with the viewer's rights), so a
   * JSON from outside can be looked at before anyone trusts it. Read on mount; default true.
   */
  scripts?: boolean
  /** initial values (read once; later changes go through setFormData) */
  formData?: FormData
  /** field name → option items, replacing optionItems (also read by reloadOptionData) */
  optionData?: Record<string, OptionItem[]>
  /** data source variables, returned by getGlobalDsv() */
  globalDsv?: Record<string, unknown>
  slots?: SlotRenderers
  onFormChange?: FormChangeHandler
  /** an input's append button without onAppendButtonClick script */
  onAppendButtonClick?: (fieldRef: FieldRef) => void
  /** a button without onClick script */
  onButtonClick?: (buttonRef: FieldRef) => void
  className?: string
  /**
   * Lays the form out for paper: every section and every sub-form row is mounted (no deferral,
   * no windowed scroll box), so a printout holds all of them. Read on each render; default false.
   */
  printLayout?: boolean
  ref?: Ref<FormRenderApi>
}

export type ScriptMessageType = 'success' | 'warning' | 'info' | 'error'

/** Element's message options (duration in ms; 0 keeps the toast until closed). */
export interface ScriptMessageOptions {
  message: string
  type?: ScriptMessageType
  duration?: number
}

/** Element's $message: `$message(text | options)` and one method per type. */
export interface ScriptMessage {
  (options: string | ScriptMessageOptions): void
  success(options: string | ScriptMessageOptions): void
  warning(options: string | ScriptMessageOptions): void
  info(options: string | ScriptMessageOptions): void
  error(options: string | ScriptMessageOptions): void
}

/** Element's MessageBox options that scripts pass to $confirm / $alert. */
export interface ScriptBoxOptions {
  title?: string
  type?: ScriptMessageType
  confirmButtonText?: string
  cancelButtonText?: string
}

/** What scripts reach on every VForm instance (form, widget, dialog). */
export interface ScriptInstance {
  readonly $message: ScriptMessage
  /** resolves 'confirm' on OK, rejects with 'cancel' on cancel or close */
  $confirm(message: string, title?: string | ScriptBoxOptions, options?: ScriptBoxOptions): Promise<'confirm'>
  $alert(message: string, title?: string | ScriptBoxOptions, options?: ScriptBoxOptions): Promise<'confirm'>
  /** after the next render and paint; the callback runs with this instance as `this` */
  $nextTick(callback?: () => void): Promise<void>
}

/** What handler code gets as `this` for a field widget (reference §2.4). */
/**
 * A rule as VForm gives it to scripts (`this.rules`, async-validator's shape): required as
 * `{ required, message, trigger }`, a format or onValidate check as `{ validator, trigger, label }`.
 */
export interface VFormRule {
  required?: boolean
  message?: string
  trigger: ValidationTrigger[]
  /** async-validator's validator: callback() when the value passes, callback(new Error(message)) when not */
  validator?: (rule: unknown, value: unknown, callback: (error?: Error) => void) => void
  label?: string
  /** the format check's own message (validationHint), when set */
  errorMsg?: string
}

export interface FieldRef extends ScriptInstance {
  readonly field: Widget
  /** the value; assigning it sets the value */
  fieldModel: unknown
  /** the value before the change being handled (in onChange); otherwise the current value */
  readonly oldFieldValue: unknown
  /** the form's live data (formDataModel) */
  readonly formModel: FormData
  /**
   * the field's validation rules of the moment as VForm gives them: `[]` when optional,
   * `{ required: true, message, trigger: ['blur'] }` when required, `{ validator, trigger, label }`
   * for a format or onValidate check (a copy: changing it changes no validation)
   */
  readonly rules: readonly VFormRule[]
  /** always false: scripts never run on a design canvas */
  readonly designState: false
  /** the sub-form holding the field, '' outside sub-forms */
  readonly subFormName: string
  /** the nearest container (grid-col, table-cell, sub-form, card…), null at the top level */
  readonly parentWidget: Widget | null
  readonly subFormRowIndex: number
  readonly subFormRowId: string
  setValue(value: unknown, disableChangeEvent?: boolean): void
  getValue(): unknown
  resetField(): void
  setDisabled(flag: boolean): void
  setReadonly(flag: boolean): void
  setHidden(flag: boolean): void
  setRequired(flag: boolean): void
  setLabel(label: string): void
  setReadMode(flag?: boolean): void
  focus(): Promise<void>
  getFieldEditor(): FieldEditorHandle | null
  setWidgetOption(key: string, value: unknown): void
  setAppendButtonVisible(flag: boolean): void
  setAppendButtonDisabled(flag: boolean): void
  clearSelectedOptions(): void
  loadOptions(items: OptionItem[]): void
  reloadOptions(items: OptionItem[]): void
  getOptions(): readonly OptionItem[]
  getOptionItems(): readonly OptionItem[]
  disableOption(value: unknown): void
  enableOption(value: unknown): void
  getSelectedLabel(): string | string[]
  setUploadHeader(key: string, value: string): void
  setUploadData(key: string, value: unknown): void
  setToolbar(config: unknown): void
  isSubFormItem(): boolean
  isSubFormField(): boolean
  addCssClass(className: string): void
  removeCssClass(className: string): void
  clearValidate(): void
  validate(): Promise<string[]>
  getFormRef(): FormRenderApi
  getWidgetRef(name: string, showError?: boolean): WidgetRef | null
}

/** `this` of container handlers and what getWidgetRef returns for a container. */
export interface ContainerRef extends ScriptInstance {
  readonly widget: Widget
  readonly container: Widget
  setHidden(flag: boolean): void
  setDisabled(flag: boolean): void
  setWidgetOption(key: string, value: unknown): void
  addCssClass(className: string): void
  removeCssClass(className: string): void
  getFormRef(): FormRenderApi
  getWidgetRef(name: string, showError?: boolean): WidgetRef | null
  // tab
  activeTab(index: number): void
  disableTab(index: number): void
  enableTab(index: number): void
  hideTab(index: number): void
  showTab(index: number): void
  // card
  setFolded(flag: boolean): void
  toggleCard(): void
  // sub-form
  getSubFormRowCount(): number
  addSubFormRow(data?: FormData): string
  insertSubFormRow(index: number, data?: FormData): string
  deleteSubFormRow(index: number): FormData
  disableSubFormRow(index: number): void
  enableSubFormRow(index: number): void
  disableSubForm(): void
  enableSubForm(): void
  resetSubForm(): void
  getSubFormValues(): FormData[]
  setSubFormValues(rows: FormData[]): void
  getRowIdData(): string[]
  getWidgetRefOfSubForm(name: string, rowIndex: number): FieldRef | null
}

export type WidgetRef = FieldRef | ContainerRef

/** antd Table's ref, as getNativeTable() returns it. */
export interface NativeTableHandle {
  nativeElement: HTMLDivElement | null
  scrollTo(config: { index?: number; key?: string | number; top?: number }): void
}

/** A data-table's ref (VForm Pro data-table methods) besides the container methods. */
export interface DataTableRef extends ContainerRef {
  getTableColumns(): DataTableColumn[]
  setTableColumns(columns: DataTableColumn[]): void
  setTableColumnsHidden(names: string | string[], flag: boolean): void
  loadColumnsFromDS(localDsv?: Record<string, unknown>): Promise<void>
  getTableData(): Record<string, unknown>[]
  setTableData(rows: Record<string, unknown>[]): void
  loadDataFromDS(localDsv?: Record<string, unknown>): Promise<void>
  setPagination(pagination: Partial<DataTablePagination>): void
  getPagination(): DataTablePagination
  getSelectedRow(): Record<string, unknown>[]
  getSelectedIndex(): number[]
  getNativeTable(): NativeTableHandle | null
}

/** `this` of vf-dialog / vf-drawer scripts and what showDialog / showDrawer return. */
export interface DialogRef extends ScriptInstance {
  readonly widget: Widget
  getParentFormRef(): FormRenderApi
  /** the nested form (null until it has mounted) */
  getFormRef(): FormRenderApi | null
  getWidgetRef(name: string, showError?: boolean): WidgetRef | null
  getExtraData(): unknown
  /** closes through the before-close hook */
  close(): void
}

/** The renderer API (VForm's form methods), exposed through FormRender's ref; `this` of form scripts. */
export interface FormRenderApi extends ScriptInstance {
  /** the live data: reading gives current values, assigning a key sets that field (VForm's formDataModel) */
  readonly formDataModel: FormData
  /** the loaded (normalised) form JSON */
  readonly formJsonObj: FormJson
  readonly formConfig: FormJson['formConfig']
  /** `v_form_ref` (this API) and every widget's ref by name (`name@row<rowId>` for row fields) */
  readonly widgetRefList: Record<string, WidgetRef | FormRenderApi>
  /** every sub-form's ref by name */
  readonly subFormRefList: Record<string, ContainerRef>
  /** the globalDsv prop */
  readonly globalDsv: Record<string, unknown>
  setFormJson(json: unknown): void
  getFormJson(): FormJson
  getFormData(needValidation?: true): Promise<FormData>
  getFormData(needValidation: false): FormData
  getFormData(needValidation?: boolean): FormData | Promise<FormData>
  setFormData(data: FormData): void
  getFieldValue(name: string): unknown
  setFieldValue(name: string, value: unknown, disableChangeEvent?: boolean): void
  getSubFormValues(subFormName: string): FormData[]
  setSubFormValues(subFormName: string, rows: FormData[]): void
  reloadOptionData(names?: string | string[]): void
  resetForm(): void
  clearValidate(paths?: string | string[]): void
  /** Shows errors found elsewhere (the server) on their fields; returns those that name no field. */
  setErrors(errors: readonly DataFieldError[]): DataFieldError[]
  validateForm(callback?: (valid: boolean) => void): Promise<boolean>
  setReadMode(flag?: boolean): void
  getReadMode(): boolean
  disableForm(): void
  enableForm(): void
  hideWidgets(names: string | string[]): void
  showWidgets(names: string | string[]): void
  disableWidgets(names: string | string[]): void
  enableWidgets(names: string | string[]): void
  getWidgetRef(name: string, showError?: boolean): WidgetRef | null
  getFormRef(): FormRenderApi
  getFieldWidgets(staticIncluded?: boolean): FieldWidgetInfo[]
  getContainerWidgets(): ContainerWidgetInfo[]
  addEC(name: string, component: unknown): void
  hasEC(name: string): boolean
  getEC(name: string): unknown
  getGlobalDsv(): Record<string, unknown>
  changeLanguage(locale: Locale): void
  getLanguageName(): Locale
  /** opens the vf-dialog `name` with a nested form; refNotFound when missing or of another type */
  showDialog(name: string, formData?: FormData, extraData?: unknown): DialogRef
  /** opens the vf-drawer `name` like showDialog */
  showDrawer(name: string, formData?: FormData, extraData?: unknown): DialogRef
  /** runs a data source of formConfig.dataSources (VForm Pro executeDataSource) */
  executeDataSource(dsName: string, localDsv?: Record<string, unknown>): Promise<unknown>
}
