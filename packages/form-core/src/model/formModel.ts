import { createFormError } from '../errors/index.js'
import { t as translate, type Locale, type MessageKey, type MessageParams } from '../i18n/index.js'
import { getContainerWidgets, getFieldWidgets, type FormIndex } from '../tree/index.js'
import type { ContainerWidgetInfo, FieldWidgetInfo } from '../registry/index.js'
import { ScriptRunner } from '../scripts/index.js'
import { cloneJson, isPlainObject } from '../shared/index.js'
import type { FormConfig, FormData, FormJson, OptionItem, Widget } from '../types.js'
import type { DataFieldError, FieldError } from '../validation/index.js'
import { followStructure } from './followStructure.js'
import { FormLogic } from './formLogic.js'
import { createModelParts, type FormModelParts, type ModelParts } from './formModelParts.js'
import { ModelContext } from './modelContext.js'
import type {
  ContainerSnapshot,
  CreateFormModelOptions,
  FieldSnapshot,
  FormEvent,
  FormEventListener,
  FormSnapshot,
  SetValueOptions,
  StructureChanges,
  SubFormSnapshot,
  TabSnapshot,
} from './modelTypes.js'
import { FORM_PATH, STRUCTURE_PATH } from './paths.js'
import { Subscribable } from './subscribable.js'

/**
 * The state of one rendered form, framework-free: a renderer subscribes per path and reads
 * immutable snapshots. A thin façade (Formily's Form over its fields): values live in ValueStore,
 * widget state in FieldStates and TabStates, sub-form rows in RowEditor, messages in FieldErrors
 * and ValidationRunner, snapshots in Snapshots; they share one ModelContext.
 */
export class FormModel extends Subscribable<FormEventListener> {
  readonly #context: ModelContext
  readonly #parts: ModelParts
  readonly #logic: FormLogic

  constructor(json: FormJson, options: CreateFormModelOptions & { locale: Locale }) {
    super()
    const scripts = options.scriptRunner ?? new ScriptRunner()
    scripts.setErrorHandler((error, info) => {
      options.onError?.(error, info)
      this.#emit({ type: 'scriptError', error, info })
    })
    const formData = options.formData ?? {}
    const context = new ModelContext(json, {
      locale: options.locale,
      inlineDialogs: options.inlineDialogs === true,
      scripts,
      formData,
      emit: (event) => this.#emit(event),
    })
    this.#context = context
    this.#parts = createModelParts(context, formData, options.optionData)
    // the form's rules and formulas hear every change first, so listeners (scripts) run after them
    this.#logic = new FormLogic(this)
    this.subscribe((event) => this.#logic.handle(event))
    this.#parts.validation.setLeadingMessages((target) => this.#logic.messagesOf(target.node.name, target.rowIndex))
  }

  /** The model's parts, for engines that drive a form (rules, formulas); every write notifies as the façade's does. */
  get parts(): FormModelParts {
    const { values, states, tabs, rows, errors, validation } = this.#parts
    return { values, states, tabs, rows, errors, validation }
  }

  // ===== structure =====

  /** The normalised form JSON this model was built from (do not mutate). */
  get json(): FormJson {
    return this.#context.json
  }

  get formConfig(): FormConfig {
    return this.#context.json.formConfig
  }

  /**
   * Follows a structure edit: `json` (normalised, e.g. the schema store's) replaces the form's
   * structure without rebuilding the model. Values are kept by name (new fields get their default,
   * removed fields drop their value; an untouched value follows an edited defaultValue); sub-form
   * rows keep their ids and the values of fields that still exist. Only paths whose snapshot
   * changed are woken, then structure listeners; a structureChange event follows. Anything but
   * `{ formConfig, widgetList }` throws FORM_ERR_INVALID_JSON and changes nothing. `changes`: what
   * the schema store says changed from this model's JSON to `json` (SchemaStore.changesBetween);
   * then only the snapshots of touched widgets and of what lies under them are looked at, else
   * every cached snapshot is compared with the new structure.
   */
  updateStructure(json: FormJson, changes?: StructureChanges): void {
    if (json === this.#context.json) return
    if (!isPlainObject(json) || !Array.isArray(json.widgetList) || !isPlainObject(json.formConfig)) throw createFormError('FORM_ERR_INVALID_JSON')
    const formConfigChanged = followStructure(this.#context, this.#parts, json, changes)
    this.#emit({ type: 'structureChange', formConfigChanged })
  }

  /** The index of the widget tree the model works from (replaced when the structure changes). */
  get index(): FormIndex {
    return this.#context.index
  }

  /** The runner used for onValidate; the renderer should run the other hooks with it too. */
  get scripts(): ScriptRunner {
    return this.#context.scripts
  }

  hasWidget(name: string): boolean {
    return this.#context.index.byName.has(name)
  }

  /** The JSON widget named `name` (fields and containers). */
  getWidget(name: string): Widget | undefined {
    return this.#context.index.byName.get(name)?.widget
  }

  getFieldWidgets(staticIncluded = false): FieldWidgetInfo[] {
    return getFieldWidgets(this.#context.json, staticIncluded)
  }

  getContainerWidgets(): ContainerWidgetInfo[] {
    return getContainerWidgets(this.#context.json)
  }

  /** Name of the sub-form holding field `name`, or null. */
  getSubFormName(name: string): string | null {
    return this.#context.index.byName.get(name)?.subForm?.name ?? null
  }

  /** Sets how `this` is obtained for onValidate of a path (the renderer's widget ref). */
  setScriptThis(resolver: ((path: string) => unknown) | undefined): void {
    this.#parts.validation.setScriptThis(resolver)
  }

  // ===== subscriptions =====

  /** Wakes `listener` when the field or container at `path` changes (one path, O(1)). */
  subscribeField(path: string, listener: () => void): () => void {
    return this.#context.notifier.subscribe(path, listener)
  }

  /** Wakes `listener` when updateStructure() takes a new JSON (read it with `json`). */
  subscribeStructure(listener: () => void): () => void {
    return this.#context.notifier.subscribe(STRUCTURE_PATH, listener)
  }

  /** Wakes `listener` when form-level state (read mode, disabled, locale) changes. */
  subscribeForm(listener: () => void): () => void {
    return this.#context.notifier.subscribe(FORM_PATH, listener)
  }

  /** Runs `fn` with per-path notifications held back and flushed once at the end. */
  batch<T>(fn: () => T): T {
    return this.#context.batch(fn)
  }

  // ===== snapshots =====

  getForm(): FormSnapshot {
    return this.#context.form
  }

  /** Snapshot of a field path: same object until that field changes. Throws for unknown paths. */
  getField(path: string): FieldSnapshot {
    return this.#parts.snapshots.field(path)
  }

  /** Snapshot of a container (tab → TabSnapshot, sub-form → SubFormSnapshot). */
  getContainer(name: string): ContainerSnapshot {
    return this.#parts.snapshots.container(name)
  }

  getTab(name: string): TabSnapshot {
    this.#parts.tabs.tabNode(name)
    return this.getContainer(name) as TabSnapshot
  }

  getSubForm(name: string): SubFormSnapshot {
    this.#context.rows.rowsOf(name)
    return this.getContainer(name) as SubFormSnapshot
  }

  // ===== values =====

  /**
   * Value at `path`: a field, a row field (name@row{id}), a sub-form (its rows as plain objects)
   * or a sub-form field name (one value per row, VForm getFieldValue).
   */
  getValue(path: string): unknown {
    return this.#parts.values.get(path)
  }

  /**
   * Sets the value at `path` (stored as given, not copied). A sub-form field name without a row
   * sets every row; a sub-form name replaces its rows. Wakes only that path's listeners.
   */
  setValue(path: string, value: unknown, options: SetValueOptions = {}): void {
    this.#parts.values.set(path, value, options)
  }

  /** Plain copy of all values: a key for every form-item field, sub-forms as row arrays. */
  getFormData(): FormData {
    return this.#parts.values.formData()
  }

  /** Copies the values of matching keys only (deep copies); unknown keys are ignored. */
  setFormData(data: FormData): void {
    this.#parts.values.setFormData(data)
  }

  /** Fields back to their defaults, sub-forms emptied (one blank row if showBlankRow), errors cleared. */
  resetForm(): void {
    this.#parts.values.reset()
  }

  /** One field (or every row of a sub-form field) back to its default value. */
  resetField(path: string): void {
    this.#parts.values.resetField(path)
  }

  // ===== sub-form rows =====

  getRowIds(subFormName: string): readonly string[] {
    return this.#parts.rows.ids(subFormName)
  }

  /** Current index of a row id, -1 when no sub-form has it. */
  getRowIndex(rowId: string): number {
    return this.#parts.rows.indexOf(rowId)
  }

  /** Appends a row (values from `data`, else defaults); returns the new row id. */
  addRow(subFormName: string, data: FormData = {}): string {
    return this.#parts.rows.add(subFormName, data)
  }

  /** Inserts a row at `index` (0..rowCount); returns the new row id. */
  insertRow(subFormName: string, index: number, data: FormData = {}): string {
    return this.#parts.rows.insert(subFormName, index, data)
  }

  /** Removes the row at `index`; returns its data. Other rows keep their ids. */
  deleteRow(subFormName: string, index: number): FormData {
    return this.#parts.rows.delete(subFormName, index)
  }

  getSubFormValues(subFormName: string): FormData[] {
    return this.#parts.rows.values(subFormName)
  }

  /** Replaces all rows with copies of `rows` (ids of existing positions are kept). */
  setSubFormValues(subFormName: string, rows: unknown): void {
    this.#parts.rows.setValues(subFormName, rows)
  }

  /** Empties a sub-form, then adds one blank row if showBlankRow. */
  resetSubForm(subFormName: string): void {
    this.#parts.rows.reset(subFormName)
  }

  disableRow(subFormName: string, index: number): void {
    this.#parts.rows.setDisabled(subFormName, index, true)
  }

  enableRow(subFormName: string, index: number): void {
    this.#parts.rows.setDisabled(subFormName, index, false)
  }

  // ===== widget state (name = all rows of a sub-form field; name@row{id} = one row) =====

  setHidden(path: string, hidden: boolean): void {
    this.#parts.states.set(path, 'hidden', hidden)
  }

  setDisabled(path: string, disabled: boolean): void {
    this.#parts.states.set(path, 'disabled', disabled)
  }

  setReadonly(path: string, readonly: boolean): void {
    this.#parts.states.set(path, 'readonly', readonly)
  }

  setRequired(path: string, required: boolean): void {
    this.#parts.states.set(path, 'required', required)
  }

  setLabel(path: string, label: string): void {
    this.#parts.states.set(path, 'label', label)
  }

  /** Read mode of one widget (the form-wide switch is setReadMode). */
  setWidgetReadMode(path: string, readMode: boolean): void {
    this.#parts.states.set(path, 'readMode', readMode)
  }

  /** Replaces option items (VForm loadOptions); the value is kept. */
  setOptionItems(path: string, items: OptionItem[]): void {
    this.#parts.states.set(path, 'optionItems', cloneJson(items))
  }

  /** Overrides one option of a widget (VForm setWidgetOption). */
  setWidgetOption(path: string, key: string, value: unknown): void {
    this.#parts.states.setOption(path, key, value)
  }

  addCssClass(path: string, className: string): void {
    this.#parts.states.addClass(path, className)
  }

  removeCssClass(path: string, className: string): void {
    this.#parts.states.removeClass(path, className)
  }

  hideWidgets(names: string | readonly string[]): void {
    this.#parts.states.setMany(names, 'hidden', true)
  }

  showWidgets(names: string | readonly string[]): void {
    this.#parts.states.setMany(names, 'hidden', false)
  }

  disableWidgets(names: string | readonly string[]): void {
    this.#parts.states.setMany(names, 'disabled', true)
  }

  enableWidgets(names: string | readonly string[]): void {
    this.#parts.states.setMany(names, 'disabled', false)
  }

  /** Hidden itself or inside a hidden container (such fields are not validated). */
  isHidden(path: string): boolean {
    return this.#parts.states.isHidden(path)
  }

  // ===== tabs (by pane index) =====

  activateTab(tabName: string, index: number): void {
    this.#parts.tabs.activate(tabName, index)
  }

  disableTab(tabName: string, index: number): void {
    this.#parts.tabs.setDisabled(tabName, index, true)
  }

  enableTab(tabName: string, index: number): void {
    this.#parts.tabs.setDisabled(tabName, index, false)
  }

  /** Hides a pane; when it was active, the first visible pane becomes active. */
  hideTab(tabName: string, index: number): void {
    this.#parts.tabs.hide(tabName, index)
  }

  showTab(tabName: string, index: number): void {
    this.#parts.tabs.show(tabName, index)
  }

  // ===== form level =====

  setReadMode(readMode = true): void {
    this.#setForm({ readMode })
  }

  getReadMode(): boolean {
    return this.#context.form.readMode
  }

  disableForm(): void {
    this.#setForm({ disabled: true })
  }

  enableForm(): void {
    this.#setForm({ disabled: false })
  }

  setLocale(locale: Locale): void {
    this.#setForm({ locale })
  }

  getLocale(): Locale {
    return this.#context.form.locale
  }

  /** Text of `key` in this form's locale. */
  t(key: MessageKey, params?: MessageParams): string {
    return translate(key, params, this.#context.form.locale)
  }

  // ===== validation =====

  /** Validates one path (row path, or name = every row); hidden fields pass and lose their errors. */
  validateField(path: string): Promise<string[]> {
    return this.#parts.validation.validateField(path)
  }

  /** Validates every visible field and row; resolves to the failures ([] = valid). */
  validateForm(): Promise<FieldError[]> {
    return this.#parts.validation.validateForm()
  }

  /** Clears messages of the given paths (all when omitted). */
  clearValidate(paths?: string | readonly string[]): void {
    this.#parts.errors.clear(paths)
  }

  /**
   * Shows messages found elsewhere (a server's validation of the plain data) on their fields, in place
   * of the current ones. Sub-form rows are addressed by index, as plain data addresses them; returns
   * the errors that name no field of this form, for the caller to show another way.
   */
  setErrors(errors: readonly DataFieldError[]): DataFieldError[] {
    return this.#parts.validation.place(errors)
  }

  /** Current messages by path. */
  getErrors(): Record<string, readonly string[]> {
    return this.#parts.errors.all()
  }

  // ===== internals =====

  #emit(event: FormEvent): void {
    for (const listener of [...this.listeners]) listener(event)
  }

  #setForm(change: Partial<Pick<FormSnapshot, 'readMode' | 'disabled' | 'locale'>>): void {
    this.#context.setForm(change)
    this.#emit({ type: 'stateChange', path: null })
  }
}
