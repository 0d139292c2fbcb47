import { buildRules, parseFieldPath, type FormData, type FormModel, type OptionItem, type Widget } from '@tandem/form-core'
import type { FieldEditorHandle, FieldRef, FormRenderApi, VFormRule, WidgetRef } from '../types'
import { ScriptInstanceBase, type ScriptDialogs } from './scriptInstance'
import { vformRules } from './vformRules'

/** What widget refs need from the form that owns them. */
export interface RefHost {
  readonly model: FormModel
  readonly api: FormRenderApi
  /** the form's live data (formDataModel) */
  readonly liveData: FormData
  /** the nearest container holding widget `name`, null at the top level */
  parentOf(name: string): Widget | null
  scriptDialogs(): ScriptDialogs
  getWidgetRef(name: string, showError?: boolean): WidgetRef | null
  focus(path: string): Promise<void>
  editorOf(path: string): FieldEditorHandle | null
  /** headers and extra form data of an upload field (setUploadHeader / setUploadData) */
  uploadSettings(path: string): { headers: Record<string, string>; data: Record<string, unknown> }
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || String(a) === String(b)

/** A field widget's ref: every method goes to the model at this path, so it works unmounted too. */
export class FieldRefImpl extends ScriptInstanceBase implements FieldRef {
  readonly designState = false
  readonly #host: RefHost
  readonly #path: string
  /** the value before the change whose scripts are running */
  #changing: { oldValue: unknown } | null = null

  constructor(host: RefHost, path: string) {
    super()
    this.#host = host
    this.#path = path
  }

  protected scriptDialogs(): ScriptDialogs {
    return this.#host.scriptDialogs()
  }

  get field(): Widget {
    return this.#host.model.getField(this.#path).widget
  }

  get fieldModel(): unknown {
    return this.getValue()
  }

  set fieldModel(value: unknown) {
    this.setValue(value)
  }

  get oldFieldValue(): unknown {
    return this.#changing ? this.#changing.oldValue : this.getValue()
  }

  get formModel(): FormData {
    return this.#host.liveData
  }

  get rules(): VFormRule[] {
    const { type, options, label, required } = this.#host.model.getField(this.#path)
    const effective = { ...options, label, required }
    const locale = this.#host.model.getLocale()
    const rules = buildRules({ type, options: effective }, { locale, runner: this.#host.model.scripts, getThis: () => this, path: this.#path })
    return vformRules(rules, effective, locale)
  }

  get subFormName(): string {
    return this.#host.model.getField(this.#path).subFormName ?? ''
  }

  get parentWidget(): Widget | null {
    return this.#host.parentOf(parseFieldPath(this.#path).name)
  }

  get subFormRowId(): string {
    return parseFieldPath(this.#path).rowId ?? ''
  }

  get subFormRowIndex(): number {
    const rowId = parseFieldPath(this.#path).rowId
    return rowId === null ? -1 : this.#host.model.getRowIndex(rowId)
  }

  setValue(value: unknown, disableChangeEvent = false): void {
    this.#host.model.setValue(this.#path, value, { silent: disableChangeEvent })
  }

  getValue(): unknown {
    return this.#host.model.getValue(this.#path)
  }

  resetField(): void {
    this.#host.model.resetField(this.#path)
  }

  setDisabled(flag: boolean): void {
    this.#host.model.setDisabled(this.#path, flag)
  }

  setReadonly(flag: boolean): void {
    this.#host.model.setReadonly(this.#path, flag)
  }

  setHidden(flag: boolean): void {
    this.#host.model.setHidden(this.#path, flag)
    if (flag) this.#host.model.clearValidate(this.#path)
  }

  setRequired(flag: boolean): void {
    this.#host.model.setRequired(this.#path, flag)
    if (!flag) this.#host.model.clearValidate(this.#path)
  }

  setLabel(label: string): void {
    this.#host.model.setLabel(this.#path, label)
  }

  setReadMode(flag = true): void {
    this.#host.model.setWidgetReadMode(this.#path, flag)
  }

  focus(): Promise<void> {
    return this.#host.focus(this.#path)
  }

  getFieldEditor(): FieldEditorHandle | null {
    return this.#host.editorOf(this.#path)
  }

  setWidgetOption(key: string, value: unknown): void {
    this.#host.model.setWidgetOption(this.#path, key, value)
  }

  setAppendButtonVisible(flag: boolean): void {
    this.setWidgetOption('appendButton', flag)
  }

  setAppendButtonDisabled(flag: boolean): void {
    this.setWidgetOption('appendButtonDisabled', flag)
  }

  clearSelectedOptions(): void {
    const options = this.#host.model.getField(this.#path).options
    const many = this.field.type === 'checkbox' || options.multiple === true
    this.setValue(many ? [] : null)
  }

  loadOptions(items: OptionItem[]): void {
    this.#host.model.setOptionItems(this.#path, items)
  }

  reloadOptions(items: OptionItem[]): void {
    this.loadOptions(items)
  }

  getOptions(): readonly OptionItem[] {
    return this.#host.model.getField(this.#path).optionItems ?? []
  }

  getOptionItems(): readonly OptionItem[] {
    return this.getOptions()
  }

  disableOption(value: unknown): void {
    this.#markOption(value, true)
  }

  enableOption(value: unknown): void {
    this.#markOption(value, false)
  }

  getSelectedLabel(): string | string[] {
    const value = this.getValue()
    const labelOf = (v: unknown) => this.getOptions().find((item) => sameValue(item.value, v))?.label ?? (v == null ? '' : String(v))
    return Array.isArray(value) ? value.map(labelOf) : labelOf(value)
  }

  setUploadHeader(key: string, value: string): void {
    this.#host.uploadSettings(this.#path).headers[key] = value
  }

  setUploadData(key: string, value: unknown): void {
    this.#host.uploadSettings(this.#path).data[key] = value
  }

  setToolbar(config: unknown): void {
    this.setWidgetOption('toolbar', config)
  }

  isSubFormItem(): boolean {
    return this.#host.model.getField(this.#path).subFormName !== null
  }

  isSubFormField(): boolean {
    return this.isSubFormItem()
  }

  addCssClass(className: string): void {
    this.#host.model.addCssClass(this.#path, className)
  }

  removeCssClass(className: string): void {
    this.#host.model.removeCssClass(this.#path, className)
  }

  clearValidate(): void {
    this.#host.model.clearValidate(this.#path)
  }

  validate(): Promise<string[]> {
    return this.#host.model.validateField(this.#path)
  }

  getFormRef(): FormRenderApi {
    return this.#host.api
  }

  getWidgetRef(name: string, showError = false): WidgetRef | null {
    return this.#host.getWidgetRef(name, showError)
  }

  /** Runs the scripts of a change with oldFieldValue = the value before it, as VForm's field does. */
  duringChange<T>(oldValue: unknown, run: () => T): T {
    const outer = this.#changing
    this.#changing = { oldValue }
    try {
      return run()
    } finally {
      this.#changing = outer
    }
  }

  #markOption(value: unknown, disabled: boolean): void {
    const items = this.getOptions().map((item) => (sameValue(item.value, value) ? { ...item, disabled } : item))
    this.loadOptions(items)
  }
}

export type { FormData }
