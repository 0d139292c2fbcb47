import {
  setLocale,
  type ContainerWidgetInfo,
  type DataFieldError,
  type FieldWidgetInfo,
  type FormData,
  type FormJson,
  type Locale,
} from '@tandem/form-core'
import { runFormDataSource } from './runFormDataSource'
import type { ContainerRef, DialogRef, FormRenderApi, WidgetRef } from '../types'
import { FormRuntime, type RuntimeHost, type RuntimeSource } from './formRuntime'
import { localizeError } from './localizeError'
import type { RendererViews } from './rendererViews'
import { ScriptInstanceBase, type ScriptDialogs } from './scriptInstance'

/** Host side of the API: latest props plus how to hand a new runtime to React. */
export interface ApiHost extends RuntimeHost {
  globalDsv?: Record<string, unknown>
  replaceRuntime?: (runtime: FormRuntime) => void
}

/**
 * VForm's renderer methods. One object per FormRender, stable across setFormJson: every call goes
 * to the current runtime. Failures (unknown widget, not a sub-form) come out in the form's language.
 */
export class FormApi extends ScriptInstanceBase implements FormRenderApi {
  readonly #host: () => ApiHost
  readonly #views: RendererViews<FormRuntime>
  readonly #components = new Map<string, unknown>()
  #runtime: FormRuntime | null = null

  constructor(host: () => ApiHost, views: RendererViews<FormRuntime>) {
    super()
    this.#host = host
    this.#views = views
  }

  protected scriptDialogs(): ScriptDialogs {
    return this.runtime.scriptDialogs()
  }

  // ===== what form scripts read on VForm's form instance =====

  get formDataModel(): FormData {
    return this.runtime.liveData
  }

  get formJsonObj(): FormJson {
    return this.runtime.json
  }

  get formConfig(): FormJson['formConfig'] {
    return this.runtime.model.formConfig
  }

  get widgetRefList(): Record<string, WidgetRef | FormRenderApi> {
    return this.runtime.refList()
  }

  get subFormRefList(): Record<string, ContainerRef> {
    return this.runtime.subFormRefList()
  }

  get globalDsv(): Record<string, unknown> {
    return this.getGlobalDsv()
  }

  /** The current runtime (created on first use from the formJson prop). */
  get runtime(): FormRuntime {
    return this.#runtime ?? this.load({ json: EMPTY_FORM })
  }

  /** The first runtime (FormRender's initial state); a second call returns the same one. */
  load(source: RuntimeSource): FormRuntime {
    if (this.#runtime) return this.#runtime
    this.#runtime = new FormRuntime({ ...source, json: source.json ?? EMPTY_FORM }, this, this.#host, this.#views)
    this.#runtime.created()
    return this.#runtime
  }

  /** A new form (on a design canvas it stays one). */
  setFormJson(json: unknown): void {
    const source = { json, design: this.#runtime?.design }
    const next = new FormRuntime(source, this, () => ({ ...this.#host(), formData: undefined }), this.#views)
    this.#runtime?.disconnect()
    this.#runtime = next
    next.created()
    this.#host().replaceRuntime?.(next)
  }

  getFormJson(): FormJson {
    return structuredClone(this.runtime.json)
  }

  getFormData(needValidation?: true): Promise<FormData>
  getFormData(needValidation: false): FormData
  getFormData(needValidation = true): FormData | Promise<FormData> {
    const model = this.runtime.model
    if (!needValidation) return model.getFormData()
    return this.#validate().then((valid) => {
      if (!valid) throw new Error(model.t('validationFailed'))
      return model.getFormData()
    })
  }

  setFormData(data: FormData): void {
    this.#call(() => this.runtime.model.setFormData(data))
  }

  getFieldValue(name: string): unknown {
    return this.#call(() => this.runtime.model.getValue(name))
  }

  setFieldValue(name: string, value: unknown, disableChangeEvent = false): void {
    this.#call(() => this.runtime.model.setValue(name, value, { silent: disableChangeEvent }))
  }

  getSubFormValues(subFormName: string): FormData[] {
    return this.#call(() => this.runtime.model.getSubFormValues(subFormName))
  }

  setSubFormValues(subFormName: string, rows: FormData[]): void {
    this.#call(() => this.runtime.model.setSubFormValues(subFormName, rows))
  }

  reloadOptionData(names?: string | string[]): void {
    const optionData = this.#host().optionData ?? {}
    const list = names === undefined ? Object.keys(optionData) : typeof names === 'string' ? [names] : names
    const model = this.runtime.model
    model.batch(() => list.forEach((name) => optionData[name] && model.hasWidget(name) && model.setOptionItems(name, optionData[name])))
  }

  resetForm(): void {
    this.runtime.model.resetForm()
  }

  clearValidate(paths?: string | string[]): void {
    this.runtime.model.clearValidate(paths)
  }

  setErrors(errors: readonly DataFieldError[]): DataFieldError[] {
    return this.runtime.model.setErrors(errors)
  }

  async validateForm(callback?: (valid: boolean) => void): Promise<boolean> {
    const valid = await this.#validate()
    callback?.(valid)
    return valid
  }

  setReadMode(flag = true): void {
    this.runtime.model.setReadMode(flag)
  }

  getReadMode(): boolean {
    return this.runtime.model.getReadMode()
  }

  disableForm(): void {
    this.runtime.model.disableForm()
  }

  enableForm(): void {
    this.runtime.model.enableForm()
  }

  hideWidgets(names: string | string[]): void {
    this.#call(() => this.runtime.model.hideWidgets(names))
  }

  showWidgets(names: string | string[]): void {
    this.#call(() => this.runtime.model.showWidgets(names))
  }

  disableWidgets(names: string | string[]): void {
    this.#call(() => this.runtime.model.disableWidgets(names))
  }

  enableWidgets(names: string | string[]): void {
    this.#call(() => this.runtime.model.enableWidgets(names))
  }

  getWidgetRef(name: string, showError = false): WidgetRef | null {
    return this.runtime.getWidgetRef(name, showError)
  }

  getFormRef(): FormRenderApi {
    return this
  }

  getFieldWidgets(staticIncluded = false): FieldWidgetInfo[] {
    return this.runtime.model.getFieldWidgets(staticIncluded)
  }

  getContainerWidgets(): ContainerWidgetInfo[] {
    return this.runtime.model.getContainerWidgets()
  }

  addEC(name: string, component: unknown): void {
    this.#components.set(name, component)
  }

  hasEC(name: string): boolean {
    return this.#components.has(name)
  }

  getEC(name: string): unknown {
    return this.#components.get(name)
  }

  getGlobalDsv(): Record<string, unknown> {
    return this.#host().globalDsv ?? {}
  }

  changeLanguage(locale: Locale): void {
    setLocale(locale)
    this.runtime.model.setLocale(locale)
  }

  getLanguageName(): Locale {
    return this.runtime.model.getLocale()
  }

  showDialog(name: string, formData?: FormData, extraData?: unknown): DialogRef {
    return this.#views.openDialog(this.runtime, 'vf-dialog', name, formData, extraData, this.#host().showError)
  }

  showDrawer(name: string, formData?: FormData, extraData?: unknown): DialogRef {
    return this.#views.openDialog(this.runtime, 'vf-drawer', name, formData, extraData, this.#host().showError)
  }

  executeDataSource(dsName: string, localDsv?: Record<string, unknown>): Promise<unknown> {
    return runFormDataSource(this.runtime, dsName, localDsv, this.#host().showError)
  }

  /** Validates the whole form; on failure the first invalid field is scrolled into view. */
  async #validate(): Promise<boolean> {
    const runtime = this.runtime
    const errors = await runtime.model.validateForm()
    if (errors.length > 0) void runtime.reveal(errors[0].path)
    return errors.length === 0
  }

  #call<T>(fn: () => T): T {
    try {
      return fn()
    } catch (error) {
      throw localizeError(error, (key) => this.runtime.model.t(key))
    }
  }
}

const EMPTY_FORM = { widgetList: [], formConfig: {} }
