import {
  FormModel,
  ScriptRunner,
  getLocale,
  isFormError,
  isHookName,
  loadFormJson,
  parseFieldPath,
  rowFieldPath,
  type FormData,
  type FormEvent,
  type FormJson,
  type HookName,
  type MessageKey,
  type OptionItem,
  type Widget,
} from '@tandem/form-core'
import type { ContainerRef, FieldEditorHandle, FieldRef, FormChangeHandler, FormRenderApi, WidgetRef } from '../types'
import { ContainerRefImpl } from './containerRef'
import { FieldRefImpl, type RefHost } from './fieldRef'
import { evaluateFunctions } from './functionsScope'
import { InertScriptRunner } from './inertScriptRunner'
import { liveFormData } from './liveFormData'
import { nextPaint } from './nextPaint'
import type { RendererViews } from './rendererViews'
import type { ScriptDialogs } from './scriptInstance'
import { SectionStore } from './sectionStore'
import { TypedEdits } from './typedEdits'

/** VForm notifies sub-forms this long after loading or setFormData, so computed fields settle. */
export const ROW_CHANGE_DELAY_MS = 800
/** Forms with more form-item fields than this mount their top-level sections on approach. */
export const DEFER_FIELD_THRESHOLD = 150

/** The latest props of the host FormRender. */
export interface RuntimeHost {
  formData?: FormData
  optionData?: Record<string, OptionItem[]>
  onFormChange?: FormChangeHandler
  onAppendButtonClick?: (fieldRef: FieldRef) => void
  onButtonClick?: (buttonRef: FieldRef) => void
  /** shows an error toast (refNotFound) */
  showError?: (text: string) => void
  /** false: the JSON's scripts and data sources never run (FormRenderProps.scripts) */
  scripts?: boolean
  /** toasts and boxes of scripts ($message, $confirm, $alert) */
  dialogs: ScriptDialogs
}

/** What a runtime is built from. */
export interface RuntimeSource {
  /** form JSON (object or string) */
  json: unknown
  /** `json` is already normalised (FormRender's schema prop): used as it is, never copied */
  normalised?: boolean
  /** a design canvas: no scripts, data sources or validation; dialogs' widgets belong to the form */
  design?: boolean
}

let formCounter = 0

/**
 * Everything one loaded form JSON needs at run time besides React: the model, widget refs, the
 * binding of the JSON's scripts to model events, deferred sections and scrolling to a field.
 * setFormJson replaces the whole runtime; the API object outlives it.
 */
export class FormRuntime implements RefHost {
  readonly model: FormModel
  readonly api: FormRenderApi
  readonly formId: string
  readonly sections: SectionStore
  readonly design: boolean
  /** Scripts and data sources of the JSON run: not on a design canvas, nor with `scripts={false}`. */
  readonly runsScripts: boolean
  readonly #host: () => RuntimeHost
  readonly #views: RendererViews<FormRuntime>
  /** refs by path, with the widget type they were made for */
  readonly #refs = new Map<string, { ref: WidgetRef; type: string }>()
  readonly #editors = new Map<string, FieldEditorHandle>()
  readonly #uploads = new Map<string, { headers: Record<string, string>; data: Record<string, unknown> }>()
  readonly #rowRevealers = new Map<string, (rowId: string) => void>()
  readonly #timers = new Set<ReturnType<typeof setTimeout>>()
  readonly #typed = new TypedEdits<Extract<FormEvent, { type: 'valueChange' }>>()
  #unsubscribe: (() => void) | null = null
  #root: HTMLElement | null = null
  #liveData: FormData | null = null

  constructor(source: RuntimeSource, api: FormRenderApi, host: () => RuntimeHost, views: RendererViews<FormRuntime>) {
    const json = source.normalised ? (source.json as FormJson) : loadFormJson(source.json)
    this.api = api
    this.#host = host
    this.#views = views
    this.design = source.design === true
    const props = host()
    this.runsScripts = !this.design && props.scripts !== false
    this.formId = `vform${Date.now().toString(36)}${++formCounter}`
    const runner = this.runsScripts
      ? new ScriptRunner({ scope: this.#functionsScope(json) })
      : this.design
        ? new ScriptRunner({ scope: {} })
        : new InertScriptRunner()
    this.model = new FormModel(json, {
      formData: props.formData,
      optionData: props.optionData,
      scriptRunner: runner,
      locale: getLocale(),
      inlineDialogs: this.design,
    })
    this.model.setScriptThis((path) => this.refOf(path))
    const deferred = this.model.getFieldWidgets().length > DEFER_FIELD_THRESHOLD && typeof IntersectionObserver === 'function'
    this.sections = new SectionStore(deferred ? this.model.json.widgetList.map((widget) => widget.options.name) : [])
    this.connect()
  }

  get json(): FormJson {
    return this.model.json
  }

  /** VForm's formDataModel: this form's live data (one proxy per runtime). */
  get liveData(): FormData {
    this.#liveData ??= liveFormData(this.model)
    return this.#liveData
  }

  /** The host's toasts and boxes; boxes are labelled in the form's language unless the script says. */
  scriptDialogs(): ScriptDialogs {
    const { toast, box } = this.#host().dialogs
    return {
      toast,
      box: (request) => box({ ...request, okText: request.okText ?? this.text('confirm'), cancelText: request.cancelText ?? this.text('cancel') }),
    }
  }

  /** The nearest container holding widget `name`, null at the top level. */
  parentOf(name: string): Widget | null {
    return this.model.index.byName.get(name)?.ancestors.at(-1)?.widget ?? null
  }

  // ===== lifecycle =====

  /** Starts listening to model events (idempotent; the constructor calls it). */
  connect(): void {
    if (!this.#unsubscribe) this.#unsubscribe = this.model.subscribe((event) => this.#onEvent(event))
  }

  /** Stops listening and cancels pending timers (unmount or setFormJson). */
  disconnect(): void {
    this.#unsubscribe?.()
    this.#unsubscribe = null
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
  }

  /** After the form is painted: onFormMounted, then the delayed sub-form row-change. */
  mounted(root: HTMLElement | null): void {
    this.#root = root
    this.runScript('onFormMounted', this.model.formConfig.onFormMounted, this.api, [], 'form')
    this.scheduleRowChange()
  }

  /** onSubFormRowChange of every sub-form, ROW_CHANGE_DELAY_MS from now (latest call wins). */
  scheduleRowChange(): void {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      for (const info of this.model.getContainerWidgets()) if (this.#isSubForm(info.name)) this.#rowChange(info.name)
    }, ROW_CHANGE_DELAY_MS)
    this.#timers.add(timer)
  }

  // ===== refs =====

  /** The ref of a widget path (cached), or null when the form has no such widget or row. */
  refOf(path: string): WidgetRef | null {
    const cached = this.#refs.get(path)
    if (cached) return cached.ref
    const { name, rowId } = parseFieldPath(path)
    const widget = this.model.getWidget(name)
    if (!widget) return null
    if (rowId !== null && this.model.getRowIndex(rowId) < 0) return null
    const special = this.#views.containerRefs[widget.type]
    const ref = special ? special(this, name) : widget.category === 'container' ? new ContainerRefImpl(this, name) : new FieldRefImpl(this, path)
    this.#refs.set(path, { ref, type: widget.type })
    return ref
  }

  /** VForm's widgetRefList: the form API as `v_form_ref`, then every widget's ref by path. */
  refList(): Record<string, WidgetRef | FormRenderApi> {
    const list: Record<string, WidgetRef | FormRenderApi> = { v_form_ref: this.api }
    const names = [...this.model.getContainerWidgets(), ...this.model.getFieldWidgets(true)].map((info) => info.name)
    for (const path of names.flatMap((name) => this.#pathsOf(name))) {
      const ref = this.refOf(path)
      if (ref) list[path] = ref
    }
    return list
  }

  /** VForm's subFormRefList: every sub-form's ref by name. */
  subFormRefList(): Record<string, ContainerRef> {
    const names = this.model.getContainerWidgets().map((info) => info.name).filter((name) => this.#isSubForm(name))
    return Object.fromEntries(names.map((name) => [name, this.refOf(name) as ContainerRef]))
  }

  getWidgetRef(name: string, showError = false): WidgetRef | null {
    const ref = this.refOf(name)
    if (!ref && showError) this.#host().showError?.(this.text('refNotFound') + name)
    return ref
  }

  editorOf(path: string): FieldEditorHandle | null {
    return this.#editors.get(path) ?? null
  }

  setEditor(path: string, handle: FieldEditorHandle | null): void {
    if (handle) this.#editors.set(path, handle)
    else this.#editors.delete(path)
  }

  uploadSettings(path: string): { headers: Record<string, string>; data: Record<string, unknown> } {
    let settings = this.#uploads.get(path)
    if (!settings) {
      settings = { headers: {}, data: {} }
      this.#uploads.set(path, settings)
    }
    return settings
  }

  // ===== text =====

  /** Engine text in this form's locale; widget keys form-core lacks come back unchanged. */
  text(key: string, params?: Record<string, unknown>): string {
    const value = this.model.t(key as MessageKey, params) as string | undefined
    return typeof value === 'string' ? value : key
  }

  // ===== scripts and events =====

  /** Runs a script of the JSON; nothing runs on a design canvas. */
  runScript(hook: HookName, body: unknown, thisArg: unknown, args: readonly unknown[], owner: string): unknown {
    if (this.design) return undefined
    return this.model.scripts.run(hook, body, thisArg, args, owner)
  }

  hasEvent(path: string, eventName: string): boolean {
    const body = this.model.getField(path).options[eventName]
    return typeof body === 'string' && body.trim() !== ''
  }

  /** A widget event: its script when it has one, else the host's button callbacks. */
  runFieldEvent(path: string, eventName: string, args: readonly unknown[]): unknown {
    if (this.design) return undefined
    const ref = this.refOf(path) as FieldRef
    if (!this.hasEvent(path, eventName)) {
      // the host is asked for buttons only: onInput and onFocus without a script cost a keystroke nothing
      if (eventName === 'onAppendButtonClick') this.#host().onAppendButtonClick?.(ref)
      if (eventName === 'onClick') this.#host().onButtonClick?.(ref)
      return undefined
    }
    const body = this.model.getField(path).options[eventName]
    const owner = parseFieldPath(path).name
    if (isHookName(eventName)) return this.runScript(eventName, body, ref, args, owner)
    return this.model.scripts.runWith([], body, ref, args, { hook: eventName, owner })
  }

  /** An edit made in a widget and reported at once: write the model (scripts follow its event), then re-validate. */
  userChange(path: string, value: unknown): void {
    this.model.setValue(path, value)
    if (!this.design) void this.model.validateField(path)
  }

  /** A keystroke in a text box: the model and onInput follow it, the change scripts wait for the commit. */
  userInput(path: string, value: unknown): void {
    this.#typed.typing(path, () => this.model.setValue(path, value))
    this.runFieldEvent(path, 'onInput', [value])
    if (!this.design) void this.model.validateField(path)
  }

  /** The end of a text box's edit (Enter, a step button, clearing; blur commits too): one change since focus. */
  userCommit(path: string): void {
    const change = this.#typed.commit(path, this.model.getValue(path))
    if (change) this.#reportChange(change)
  }

  userFocus(path: string, event: unknown): void {
    this.#typed.focus(path, this.model.getValue(path))
    this.runFieldEvent(path, 'onFocus', [event])
  }

  /** As Element's native change comes before blur, a pending edit is committed before onBlur runs. */
  userBlur(path: string, event: unknown): void {
    this.userCommit(path)
    this.runFieldEvent(path, 'onBlur', [event])
    if (!this.design) void this.model.validateField(path)
  }

  // ===== reveal =====

  registerRowRevealer(subFormName: string, reveal: (rowId: string) => void): () => void {
    this.#rowRevealers.set(subFormName, reveal)
    return () => {
      if (this.#rowRevealers.get(subFormName) === reveal) this.#rowRevealers.delete(subFormName)
    }
  }

  /** Mounts whatever hides the field (deferred section, tab, folded card, virtual row), scrolls to it. */
  async reveal(path: string): Promise<HTMLElement | null> {
    const { name, rowId } = parseFieldPath(path)
    const chain = this.model.index.byName.get(name)?.ancestors.map((ancestor) => ancestor.name) ?? []
    this.model.batch(() => chain.forEach((ancestor, index) => this.#open(ancestor, chain[index - 1])))
    this.sections.mount(chain[0] ?? name)
    const subForm = this.model.getSubFormName(name)
    if (rowId !== null && subForm) this.#rowRevealers.get(subForm)?.(rowId)
    await nextPaint()
    const element = this.#root?.querySelector<HTMLElement>(`[data-field-path="${cssEscape(path)}"]`) ?? null
    element?.scrollIntoView?.({ block: 'center' })
    return element
  }

  async focus(path: string): Promise<void> {
    await this.reveal(path)
    this.editorOf(path)?.focus()
  }

  // ===== internals =====

  #functionsScope(json: FormJson): Record<string, unknown> {
    try {
      return evaluateFunctions(json.formConfig.functions ?? '')
    } catch (error) {
      new ScriptRunner().report(error, { hook: 'functions', owner: 'form' })
      return {}
    }
  }

  /** After a structure edit: refs of widgets and rows that are gone are dropped. */
  #followStructure(): void {
    for (const [path, { type }] of [...this.#refs]) {
      const { name, rowId } = parseFieldPath(path)
      const gone = this.model.getWidget(name)?.type !== type || (rowId !== null && this.model.getRowIndex(rowId) < 0)
      if (gone) this.#refs.delete(path)
    }
  }

  #open(name: string, parentName: string | undefined): void {
    const widget = this.model.getWidget(name)
    if (!widget) return
    if (widget.type === 'tab-pane' && parentName) {
      const index = (this.model.getWidget(parentName)?.tabs ?? []).findIndex((pane) => pane.options.name === name)
      if (index >= 0) this.model.activateTab(parentName, index)
    }
    if (widget.type === 'card' && this.model.getContainer(name).options.folded === true) this.model.setWidgetOption(name, 'folded', false)
  }

  #isSubForm(name: string): boolean {
    try {
      this.model.getSubForm(name)
      return true
    } catch (error) {
      if (isFormError(error)) return false
      throw error
    }
  }

  /** onFormCreated, then onCreated of every field; called once the API answers for this runtime. */
  created(): void {
    this.runScript('onFormCreated', this.model.formConfig.onFormCreated, this.api, [], 'form')
    for (const info of this.model.getFieldWidgets(true)) {
      for (const path of this.#pathsOf(info.name)) this.runScript('onCreated', info.field.options.onCreated, this.refOf(path), [], info.name)
    }
  }

  /** The paths of widget `name`: one per row for a sub-form field. */
  #pathsOf(name: string): string[] {
    const subForm = this.model.getSubFormName(name)
    return subForm ? this.model.getRowIds(subForm).map((id) => rowFieldPath(name, id)) : [name]
  }

  #rowChange(subFormName: string): void {
    const body = this.model.getContainer(subFormName).options.onSubFormRowChange
    this.runScript('onSubFormRowChange', body, this.refOf(subFormName), [this.model.getSubFormValues(subFormName)], subFormName)
  }

  #onEvent(event: FormEvent): void {
    switch (event.type) {
      case 'valueChange':
        return this.#valueChanged(event)
      case 'rowAdd':
      case 'rowInsert': {
        const hook = event.type === 'rowAdd' ? 'onSubFormRowAdd' : 'onSubFormRowInsert'
        const options = this.model.getContainer(event.subFormName).options
        this.runScript(hook, options[hook], this.refOf(event.subFormName), [this.model.getSubFormValues(event.subFormName), event.rowId], event.subFormName)
        for (const name of this.model.getSubForm(event.subFormName).fieldNames) {
          this.runScript('onCreated', this.model.getWidget(name)?.options.onCreated, this.refOf(`${name}@row${event.rowId}`), [], name)
        }
        return this.#rowChange(event.subFormName)
      }
      case 'rowDelete': {
        const body = this.model.getContainer(event.subFormName).options.onSubFormRowDelete
        this.runScript('onSubFormRowDelete', body, this.refOf(event.subFormName), [this.model.getSubFormValues(event.subFormName), event.row], event.subFormName)
        return this.#rowChange(event.subFormName)
      }
      case 'formDataSet':
        return this.scheduleRowChange()
      case 'structureChange':
        return this.#followStructure()
      default:
        return undefined
    }
  }

  #valueChanged(event: Extract<FormEvent, { type: 'valueChange' }>): void {
    if (!this.#typed.hold(event)) this.#reportChange(event)
  }

  /** VForm's change pipeline: the field's onChange, then the form's onFormDataChange and the host's onFormChange. */
  #reportChange(event: Extract<FormEvent, { type: 'valueChange' }>): void {
    const ref = this.refOf(event.path)
    const body = this.model.getField(event.path).options.onChange
    const runOnChange = () => {
      if (!event.subFormName) return this.runScript('onChange', body, ref, [event.value, event.oldValue], event.name)
      const rows = this.model.getSubFormValues(event.subFormName)
      return this.runScript('onSubFormFieldChange', body, ref, [event.value, event.oldValue, rows, event.rowId], event.name)
    }
    if (ref instanceof FieldRefImpl) ref.duringChange(event.oldValue, runOnChange)
    else runOnChange()
    const formScript = this.model.formConfig.onFormDataChange
    const onFormChange = this.#host().onFormChange
    if (!formScript && !onFormChange) return
    const formModel = this.model.getFormData()
    const args = [event.name, event.value, event.oldValue, formModel, event.subFormName, event.rowIndex] as const
    this.runScript('onFormDataChange', formScript, this.api, args, 'form')
    onFormChange?.(...args)
  }
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&')
}
