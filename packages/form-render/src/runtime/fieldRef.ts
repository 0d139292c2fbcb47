import { parseFieldPath, type FormData, type FormModel, type OptionItem, type Widget } from '@tandem/form-core'
import type { FieldEditorHandle, FieldRef, FormRenderApi, WidgetRef } from '../types'

/** What widget refs need from the form that owns them. */
export interface RefHost {
  readonly model: FormModel
  readonly api: FormRenderApi
  getWidgetRef(name: string, showError?: boolean): WidgetRef | null
  focus(path: string): Promise<void>
  editorOf(path: string): FieldEditorHandle | null
  /** headers and extra form data of an upload field (setUploadHeader / setUploadData) */
  uploadSettings(path: string): { headers: Record<string, string>; data: Record<string, unknown> }
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || String(a) === String(b)

/** A field widget's ref: every method goes to the model at this path, so it works unmounted too. */
export class FieldRefImpl implements FieldRef {
  readonly #host: RefHost
  readonly #path: string

  constructor(host: RefHost, path: string) {
    this.#host = host
    this.#path = path
  }

  get field(): Widget {
    return this.#host.model.getField(this.#path).widget
  }

  get fieldModel(): unknown {
    return this.getValue()
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

  #markOption(value: unknown, disabled: boolean): void {
    const items = this.getOptions().map((item) => (sameValue(item.value, value) ? { ...item, disabled } : item))
    this.loadOptions(items)
  }
}

export type { FormData }
