import { createFormError } from '../errors/index.js'
import { t as translate, type Locale, type MessageKey, type MessageParams } from '../i18n/index.js'
import type { ContainerWidgetInfo, FieldWidgetInfo } from '../registry/index.js'
import { ScriptRunner } from '../scripts/index.js'
import { cloneJson, isPlainObject } from '../shared/index.js'
import { buildFormIndex, getContainerWidgets, getFieldWidgets, type FormIndex, type WidgetNode } from '../tree/index.js'
import type { FormConfig, FormData, FormJson, OptionItem, Widget } from '../types.js'
import { collectErrors, type DataFieldError, type FieldError, type FieldTarget, type RuleContext } from '../validation/index.js'
import type {
  ContainerSnapshot,
  CreateFormModelOptions,
  FieldSnapshot,
  FormEvent,
  FormEventListener,
  FormSnapshot,
  SetValueOptions,
  SubFormSnapshot,
  TabSnapshot,
  WidgetSnapshot,
  WidgetStatePatch,
} from './modelTypes.js'
import { FORM_PATH, STRUCTURE_PATH, parseFieldPath, rowFieldPath } from './paths.js'
import { PathNotifier } from './pathNotifier.js'
import { sameJson } from './sameJson.js'
import { sameSnapshot } from './sameSnapshot.js'
import { Subscribable } from './subscribable.js'
import type { RowRecord } from './subFormRows.js'
import { SubFormStore, defaultValueOf } from './subFormStore.js'
import { WidgetStateStore } from './widgetState.js'

const EMPTY: readonly string[] = Object.freeze([])

// One class on purpose: every operation reads and writes the same private state (values, rows,
// patches, snapshot cache, errors) and must invalidate snapshots consistently; the pure parts
// live beside it (widgetState, subFormStore, pathNotifier). Sections are marked with banners.

/**
 * The state of one rendered form: values (flat by field name; sub-forms as rows with stable ids),
 * per-widget and form-level state, validation messages. Framework-free: a renderer subscribes per
 * path and reads immutable snapshots. State changes only through the named methods below.
 */
export class FormModel extends Subscribable<FormEventListener> {
  #json: FormJson
  #index: FormIndex
  readonly #inlineDialogs: boolean
  readonly #notifier = new PathNotifier()
  readonly #state = new WidgetStateStore()
  readonly #values = new Map<string, unknown>()
  readonly #rows: SubFormStore
  readonly #snapshots = new Map<string, WidgetSnapshot>()
  readonly #errors = new Map<string, readonly string[]>()
  readonly #activeTabs = new Map<string, number>()
  readonly #scripts: ScriptRunner
  #form: FormSnapshot
  #scriptThis: ((path: string) => unknown) | undefined

  constructor(json: FormJson, options: CreateFormModelOptions & { locale: Locale }) {
    super()
    this.#json = json
    this.#inlineDialogs = options.inlineDialogs === true
    this.#index = buildFormIndex(json.widgetList, { inlineDialogs: this.#inlineDialogs })
    this.#form = Object.freeze({ readMode: false, disabled: false, locale: options.locale, formConfig: json.formConfig })
    this.#scripts = options.scriptRunner ?? new ScriptRunner()
    this.#scripts.setErrorHandler((error, info) => {
      options.onError?.(error, info)
      this.#emit({ type: 'scriptError', error, info })
    })
    const data = options.formData ?? {}
    for (const node of this.#index.fields) {
      this.#values.set(node.name, Object.hasOwn(data, node.name) ? cloneJson(data[node.name]) : defaultValueOf(node))
    }
    this.#rows = new SubFormStore(this.#index, data)
    for (const node of this.#index.all) {
      if (node.type === 'tab') this.#activeTabs.set(node.name, this.#initialTab(node))
      const items = options.optionData?.[node.name]
      if (items) this.#state.set(node.name, 'optionItems', cloneJson(items))
    }
  }

  // ===== structure =====

  /** The normalised form JSON this model was built from (do not mutate). */
  get json(): FormJson {
    return this.#json
  }

  get formConfig(): FormConfig {
    return this.#json.formConfig
  }

  /**
   * Follows a structure edit: `json` (normalised, e.g. the schema store's) replaces the form's
   * structure without rebuilding the model. Values are kept by name (new fields get their default,
   * removed fields drop their value; an untouched value follows an edited defaultValue); sub-form
   * rows keep their ids and the values of fields that still exist. Only paths whose snapshot
   * changed are woken, then structure listeners; a structureChange event follows. Anything but
   * `{ formConfig, widgetList }` throws FORM_ERR_INVALID_JSON and changes nothing.
   */
  updateStructure(json: FormJson): void {
    if (json === this.#json) return
    if (!isPlainObject(json) || !Array.isArray(json.widgetList) || !isPlainObject(json.formConfig)) throw createFormError('FORM_ERR_INVALID_JSON')
    const index = buildFormIndex(json.widgetList, { inlineDialogs: this.#inlineDialogs }, this.#index)
    const previous = this.#index
    const formConfigChanged = json.formConfig !== this.#json.formConfig
    this.#json = json
    this.#index = index
    this.#followValues(previous)
    this.#rows.restructure(this.#index)
    this.#followState(previous)
    this.batch(() => {
      if (formConfigChanged) {
        this.#form = Object.freeze({ ...this.#form, formConfig: json.formConfig })
        this.#touchAll()
        this.#notifier.notify(FORM_PATH)
      } else {
        this.#touchStale(previous)
      }
      this.#notifier.notify(STRUCTURE_PATH)
    })
    this.#emit({ type: 'structureChange', formConfigChanged })
  }

  /** The runner used for onValidate; the renderer should run the other hooks with it too. */
  get scripts(): ScriptRunner {
    return this.#scripts
  }

  hasWidget(name: string): boolean {
    return this.#index.byName.has(name)
  }

  /** The JSON widget named `name` (fields and containers). */
  getWidget(name: string): Widget | undefined {
    return this.#index.byName.get(name)?.widget
  }

  getFieldWidgets(staticIncluded = false): FieldWidgetInfo[] {
    return getFieldWidgets(this.#json, staticIncluded)
  }

  getContainerWidgets(): ContainerWidgetInfo[] {
    return getContainerWidgets(this.#json)
  }

  /** Name of the sub-form holding field `name`, or null. */
  getSubFormName(name: string): string | null {
    return this.#index.byName.get(name)?.subForm?.name ?? null
  }

  /** Sets how `this` is obtained for onValidate of a path (the renderer's widget ref). */
  setScriptThis(resolver: ((path: string) => unknown) | undefined): void {
    this.#scriptThis = resolver
  }

  // ===== subscriptions =====

  /** Wakes `listener` when the field or container at `path` changes (one path, O(1)). */
  subscribeField(path: string, listener: () => void): () => void {
    return this.#notifier.subscribe(path, listener)
  }

  /** Wakes `listener` when updateStructure() takes a new JSON (read it with `json`). */
  subscribeStructure(listener: () => void): () => void {
    return this.#notifier.subscribe(STRUCTURE_PATH, listener)
  }

  /** Wakes `listener` when form-level state (read mode, disabled, locale) changes. */
  subscribeForm(listener: () => void): () => void {
    return this.#notifier.subscribe(FORM_PATH, listener)
  }

  /** Runs `fn` with per-path notifications held back and flushed once at the end. */
  batch<T>(fn: () => T): T {
    return this.#notifier.batch(fn)
  }

  // ===== snapshots =====

  getForm(): FormSnapshot {
    return this.#form
  }

  /** Snapshot of a field path: same object until that field changes. Throws for unknown paths. */
  getField(path: string): FieldSnapshot {
    const cached = this.#snapshots.get(path)
    if (cached) return cached as FieldSnapshot
    const snapshot = this.#fieldSnapshot(path)
    this.#snapshots.set(path, snapshot)
    return snapshot
  }

  /** Snapshot of a container (tab → TabSnapshot, sub-form → SubFormSnapshot). */
  getContainer(name: string): ContainerSnapshot {
    const cached = this.#snapshots.get(name)
    if (cached) return cached as ContainerSnapshot
    const snapshot = this.#containerSnapshot(name)
    this.#snapshots.set(name, snapshot)
    return snapshot
  }

  #fieldSnapshot(path: string): FieldSnapshot {
    const { node, row } = this.#resolve(path)
    if (node.isContainer) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    const state = this.#state
    const snapshot: FieldSnapshot = Object.freeze({
      path,
      name: node.name,
      type: node.type,
      widget: node.widget,
      subFormName: node.subForm?.name ?? null,
      rowId: row?.id ?? null,
      value: this.#read(node, row),
      hidden: state.flag(path, node, 'hidden'),
      disabled: this.#disabled(path, node, row),
      readonly: state.flag(path, node, 'readonly'),
      required: state.flag(path, node, 'required'),
      readMode: this.#form.readMode || state.flag(path, node, 'readMode'),
      label: state.label(path, node),
      optionItems: state.optionItems(path, node),
      customClass: state.customClass(path, node),
      options: state.options(path, node),
      errors: this.#errors.get(path) ?? EMPTY,
    })
    return snapshot
  }

  #containerSnapshot(name: string): ContainerSnapshot {
    const node = this.#node(name)
    if (!node.isContainer) throw createFormError('FORM_ERR_REF_NOT_FOUND', [name])
    const base: ContainerSnapshot = {
      path: name,
      name,
      type: node.type,
      widget: node.widget,
      hidden: this.#state.flag(name, node, 'hidden'),
      disabled: this.#disabled(name, node, undefined),
      customClass: this.#state.customClass(name, node),
      options: this.#state.options(name, node),
    }
    return Object.freeze({ ...base, ...this.#containerExtras(node) })
  }

  getTab(name: string): TabSnapshot {
    this.#tabNode(name)
    return this.getContainer(name) as TabSnapshot
  }

  getSubForm(name: string): SubFormSnapshot {
    this.#rows.rowsOf(name)
    return this.getContainer(name) as SubFormSnapshot
  }

  // ===== values =====

  /**
   * Value at `path`: a field, a row field (name@row{id}), a sub-form (its rows as plain objects)
   * or a sub-form field name (one value per row, VForm getFieldValue).
   */
  getValue(path: string): unknown {
    const { name, rowId } = parseFieldPath(path)
    if (this.#rows.has(name) && rowId === null) return this.#rows.data(name)
    const node = this.#node(name)
    if (node.subForm && rowId === null) return this.#rows.rowsOf(node.subForm.name).rows().map((row) => row.values[name])
    const { row } = this.#resolve(path)
    return this.#read(node, row)
  }

  /**
   * Sets the value at `path` (stored as given, not copied). A sub-form field name without a row
   * sets every row; a sub-form name replaces its rows. Wakes only that path's listeners.
   */
  setValue(path: string, value: unknown, options: SetValueOptions = {}): void {
    const { name, rowId } = parseFieldPath(path)
    if (this.#rows.has(name) && rowId === null) return this.setSubFormValues(name, value)
    const node = this.#node(name)
    if (!node.isFormItem) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    if (node.subForm && rowId === null) {
      const rows = this.#rows.rowsOf(node.subForm.name).rows()
      this.batch(() => rows.forEach((row) => this.#write(node, row, value, options)))
      return
    }
    this.#write(node, this.#resolve(path).row, value, options)
  }

  /** Plain copy of all values: a key for every form-item field, sub-forms as row arrays. */
  getFormData(): FormData {
    const data: FormData = {}
    for (const node of this.#index.fields) data[node.name] = cloneJson(this.#values.get(node.name))
    for (const name of this.#rows.names()) data[name] = cloneJson(this.#rows.data(name))
    return data
  }

  /** Copies the values of matching keys only (deep copies); unknown keys are ignored. */
  setFormData(data: FormData): void {
    if (!isPlainObject(data)) throw createFormError('FORM_ERR_INVALID_FORM_DATA')
    for (const name of this.#rows.names()) if (Object.hasOwn(data, name)) this.#checkRows(name, data[name])
    this.batch(() => {
      for (const node of this.#index.fields) {
        if (Object.hasOwn(data, node.name)) this.#write(node, undefined, cloneJson(data[node.name]), {})
      }
      for (const name of this.#rows.names()) {
        if (Object.hasOwn(data, name)) this.#replaceRows(name, data[name] as FormData[], true)
      }
    })
    this.#emit({ type: 'formDataSet', data })
  }

  /** Fields back to their defaults, sub-forms emptied (one blank row if showBlankRow), errors cleared. */
  resetForm(): void {
    this.batch(() => {
      for (const node of this.#index.fields) this.#write(node, undefined, defaultValueOf(node), {})
      for (const name of this.#rows.names()) this.#replaceRows(name, [], false)
      this.clearValidate()
    })
    this.#emit({ type: 'formReset' })
  }

  /** One field (or every row of a sub-form field) back to its default value. */
  resetField(path: string): void {
    const { name } = parseFieldPath(path)
    this.setValue(path, defaultValueOf(this.#node(name)))
  }

  // ===== sub-form rows =====

  getRowIds(subFormName: string): readonly string[] {
    return this.#rows.rowsOf(subFormName).ids()
  }

  /** Current index of a row id, -1 when no sub-form has it. */
  getRowIndex(rowId: string): number {
    return this.#rows.ownerOf(rowId)?.indexOf(rowId) ?? -1
  }

  /** Appends a row (values from `data`, else defaults); returns the new row id. */
  addRow(subFormName: string, data: FormData = {}): string {
    return this.#insert(subFormName, this.#rows.rowsOf(subFormName).size, data, 'rowAdd')
  }

  /** Inserts a row at `index` (0..rowCount); returns the new row id. */
  insertRow(subFormName: string, index: number, data: FormData = {}): string {
    const rows = this.#rows.rowsOf(subFormName)
    if (!Number.isInteger(index) || index < 0 || index > rows.size) {
      throw createFormError('FORM_ERR_ROW_NOT_FOUND', [subFormName, index])
    }
    return this.#insert(subFormName, index, data, 'rowInsert')
  }

  /** Removes the row at `index`; returns its data. Other rows keep their ids. */
  deleteRow(subFormName: string, index: number): FormData {
    const row = this.#rows.rowsOf(subFormName).at(index)
    if (!row || !Number.isInteger(index)) throw createFormError('FORM_ERR_ROW_NOT_FOUND', [subFormName, index])
    const data = this.#rows.data(subFormName)[index]
    this.#rows.remove(subFormName, index)
    this.#forgetRows(subFormName, [row])
    this.#touch(subFormName)
    this.#emit({ type: 'rowDelete', subFormName, rowId: row.id, rowIndex: index, row: data })
    return data
  }

  getSubFormValues(subFormName: string): FormData[] {
    return cloneJson(this.#rows.data(subFormName))
  }

  /** Replaces all rows with copies of `rows` (ids of existing positions are kept). */
  setSubFormValues(subFormName: string, rows: unknown): void {
    this.#rows.rowsOf(subFormName)
    this.#checkRows(subFormName, rows)
    this.batch(() => this.#replaceRows(subFormName, rows as FormData[], true))
  }

  /** Empties a sub-form, then adds one blank row if showBlankRow. */
  resetSubForm(subFormName: string): void {
    this.#rows.rowsOf(subFormName)
    this.batch(() => this.#replaceRows(subFormName, [], false))
  }

  disableRow(subFormName: string, index: number): void {
    this.#setRowDisabled(subFormName, index, true)
  }

  enableRow(subFormName: string, index: number): void {
    this.#setRowDisabled(subFormName, index, false)
  }

  // ===== widget state (name = all rows of a sub-form field; name@row{id} = one row) =====

  setHidden(path: string, hidden: boolean): void {
    this.#patch(path, 'hidden', hidden)
  }

  setDisabled(path: string, disabled: boolean): void {
    this.#patch(path, 'disabled', disabled)
  }

  setReadonly(path: string, readonly: boolean): void {
    this.#patch(path, 'readonly', readonly)
  }

  setRequired(path: string, required: boolean): void {
    this.#patch(path, 'required', required)
  }

  setLabel(path: string, label: string): void {
    this.#patch(path, 'label', label)
  }

  /** Read mode of one widget (the form-wide switch is setReadMode). */
  setWidgetReadMode(path: string, readMode: boolean): void {
    this.#patch(path, 'readMode', readMode)
  }

  /** Replaces option items (VForm loadOptions); the value is kept. */
  setOptionItems(path: string, items: OptionItem[]): void {
    this.#patch(path, 'optionItems', cloneJson(items))
  }

  /** Overrides one option of a widget (VForm setWidgetOption). */
  setWidgetOption(path: string, key: string, value: unknown): void {
    const { name, rowId } = parseFieldPath(path)
    const current = this.#state.get(rowId === null ? name : path)?.options
    this.#patch(path, 'options', { ...current, [key]: value })
  }

  addCssClass(path: string, className: string): void {
    const current = this.#classesOf(path)
    if (!current.includes(className)) this.#patch(path, 'customClass', [...current, className])
  }

  removeCssClass(path: string, className: string): void {
    this.#patch(path, 'customClass', this.#classesOf(path).filter((c) => c !== className))
  }

  hideWidgets(names: string | readonly string[]): void {
    this.#patchMany(names, 'hidden', true)
  }

  showWidgets(names: string | readonly string[]): void {
    this.#patchMany(names, 'hidden', false)
  }

  disableWidgets(names: string | readonly string[]): void {
    this.#patchMany(names, 'disabled', true)
  }

  enableWidgets(names: string | readonly string[]): void {
    this.#patchMany(names, 'disabled', false)
  }

  /** Hidden itself or inside a hidden container (such fields are not validated). */
  isHidden(path: string): boolean {
    const { node } = this.#resolve(path)
    return this.#state.flag(path, node, 'hidden') || this.#state.ancestorFlag(node, 'hidden')
  }

  // ===== tabs (by pane index) =====

  activateTab(tabName: string, index: number): void {
    this.#pane(tabName, index)
    this.#activeTabs.set(tabName, index)
    this.#touch(tabName)
  }

  disableTab(tabName: string, index: number): void {
    this.setDisabled(this.#pane(tabName, index).name, true)
  }

  enableTab(tabName: string, index: number): void {
    this.setDisabled(this.#pane(tabName, index).name, false)
  }

  /** Hides a pane; when it was active, the first visible pane becomes active. */
  hideTab(tabName: string, index: number): void {
    this.batch(() => {
      this.setHidden(this.#pane(tabName, index).name, true)
      if (this.#activeTabs.get(tabName) === index) {
        const panes = this.#tabNode(tabName).widget.tabs ?? []
        const visible = panes.findIndex((pane) => !this.#state.flag(pane.options.name, this.#node(pane.options.name), 'hidden'))
        this.#activeTabs.set(tabName, Math.max(visible, 0))
      }
    })
  }

  showTab(tabName: string, index: number): void {
    this.setHidden(this.#pane(tabName, index).name, false)
  }

  // ===== form level =====

  setReadMode(readMode = true): void {
    this.#setForm({ readMode })
  }

  getReadMode(): boolean {
    return this.#form.readMode
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
    return this.#form.locale
  }

  /** Text of `key` in this form's locale. */
  t(key: MessageKey, params?: MessageParams): string {
    return translate(key, params, this.#form.locale)
  }

  // ===== validation =====

  /** Validates one path (row path, or name = every row); hidden fields pass and lose their errors. */
  async validateField(path: string): Promise<string[]> {
    const targets = this.#targetsOf(path)
    const errors = await collectErrors(targets.filter((target) => !this.isHidden(target.path)), this.#ruleContext())
    this.batch(() => {
      for (const target of targets) this.#setErrors(target.path, errors.find((e) => e.path === target.path)?.messages ?? EMPTY)
    })
    return errors.flatMap((error) => error.messages)
  }

  /** Validates every visible field and row; resolves to the failures ([] = valid). */
  async validateForm(): Promise<FieldError[]> {
    const targets = this.#allTargets().filter((target) => !this.isHidden(target.path))
    const errors = await collectErrors(targets, this.#ruleContext())
    this.batch(() => {
      this.clearValidate()
      for (const error of errors) this.#setErrors(error.path, error.messages)
    })
    this.#emit({ type: 'validate', errors })
    return errors
  }

  /** Clears messages of the given paths (all when omitted). */
  clearValidate(paths?: string | readonly string[]): void {
    const list = paths === undefined ? [...this.#errors.keys()] : typeof paths === 'string' ? [paths] : paths
    this.batch(() => list.forEach((path) => this.#setErrors(path, EMPTY)))
  }

  /**
   * Shows messages found elsewhere (a server's validation of the plain data) on their fields, in place
   * of the current ones. Sub-form rows are addressed by index, as plain data addresses them; returns
   * the errors that name no field of this form, for the caller to show another way.
   */
  setErrors(errors: readonly DataFieldError[]): DataFieldError[] {
    const unplaced: DataFieldError[] = []
    this.batch(() => {
      this.clearValidate()
      for (const error of errors) {
        const path = this.#pathOf(error)
        if (path === null) unplaced.push(error)
        else this.#setErrors(path, error.messages)
      }
    })
    return unplaced
  }

  /** Current messages by path. */
  getErrors(): Record<string, readonly string[]> {
    return Object.fromEntries(this.#errors)
  }

  // ===== internals =====

  #emit(event: FormEvent): void {
    for (const listener of [...this.listeners]) listener(event)
  }

  #touch(path: string): void {
    this.#snapshots.delete(path)
    this.#notifier.notify(path)
  }

  /** A new value leaves the rest of a field's snapshot as it was: a keystroke does not compute its flags, label and options again. */
  #touchValue(path: string, value: unknown): void {
    const cached = this.#snapshots.get(path) as FieldSnapshot | undefined
    if (cached) this.#snapshots.set(path, Object.freeze({ ...cached, value }))
    this.#notifier.notify(path)
  }

  #touchAll(): void {
    this.#snapshots.clear()
    this.#notifier.notifyAll()
  }

  #node(name: string): WidgetNode {
    const node = this.#index.byName.get(name)
    if (!node) throw createFormError('FORM_ERR_REF_NOT_FOUND', [name])
    return node
  }

  /** Values of the new index's fields: kept by name, else the default (see updateStructure). */
  #followValues(previous: FormIndex): void {
    const kept = new Map(this.#values)
    this.#values.clear()
    for (const node of this.#index.fields) {
      const before = previous.byName.get(node.name)
      const had = before !== undefined && before.isFormItem && before.subForm === null && kept.has(node.name)
      const value = had ? kept.get(node.name) : defaultValueOf(node)
      const untouched = had && before.widget !== node.widget && sameJson(value, defaultValueOf(before))
      this.#values.set(node.name, untouched ? defaultValueOf(node) : value)
    }
  }

  /** Drops state, messages and tab positions of widgets and rows that are gone. */
  #followState(previous: FormIndex): void {
    this.#state.retain((name) => this.#index.byName.has(name))
    for (const node of this.#index.all) {
      const before = previous.byName.get(node.name)
      if (before && before.widget !== node.widget) {
        const changed = Object.keys({ ...before.widget.options, ...node.widget.options }).filter((key) => before.widget.options[key] !== node.widget.options[key])
        this.#state.unsetOptions(node.name, changed)
      }
    }
    for (const path of [...this.#errors.keys()]) if (!this.#resolves(path)) this.#errors.delete(path)
    const tabs = new Map(this.#activeTabs)
    this.#activeTabs.clear()
    for (const node of this.#index.all) {
      if (node.type !== 'tab') continue
      const index = tabs.get(node.name)
      this.#activeTabs.set(node.name, index !== undefined && index < (node.widget.tabs ?? []).length ? index : this.#initialTab(node))
    }
  }

  /** Drops and wakes every cached snapshot the new structure changed (or made unreachable). */
  #touchStale(previous: FormIndex): void {
    for (const [path, cached] of [...this.#snapshots]) {
      if (!this.#resolves(path)) {
        this.#touch(path)
        continue
      }
      if (this.#keptInPlace(path, previous)) continue
      const fresh = this.#freshSnapshot(path, cached)
      if (!fresh || !sameSnapshot(cached, fresh)) this.#touch(path)
    }
  }

  /**
   * Same widget object under the same containers, none of which changed what it passes down
   * (hidden, disabled): its snapshot cannot have changed, so it is not rebuilt.
   */
  #keptInPlace(path: string, previous: FormIndex): boolean {
    const name = parseFieldPath(path).name
    const before = previous.byName.get(name)
    const node = this.#index.byName.get(name)
    if (!before || !node || before.widget !== node.widget || before.ancestors.length !== node.ancestors.length) return false
    return node.ancestors.every((ancestor, i) => {
      const old = before.ancestors[i]
      if (old.widget === ancestor.widget) return true
      return old.name === ancestor.name && old.widget.options.disabled === ancestor.widget.options.disabled && old.widget.options.hidden === ancestor.widget.options.hidden
    })
  }

  #freshSnapshot(path: string, cached: WidgetSnapshot): WidgetSnapshot | null {
    const node = this.#index.byName.get(parseFieldPath(path).name)
    // a name that changed between field and container is a new widget
    if (!node || node.isContainer === 'value' in cached) return null
    return node.isContainer ? this.#containerSnapshot(path) : this.#fieldSnapshot(path)
  }

  #resolves(path: string): boolean {
    try {
      this.#resolve(path)
      return true
    } catch {
      return false
    }
  }

  /** Node and row of a path; a row path must name a field of that row's sub-form. */
  #resolve(path: string): { node: WidgetNode; row: RowRecord | undefined } {
    const { name, rowId } = parseFieldPath(path)
    const node = this.#node(name)
    if (rowId === null) return { node, row: undefined }
    const owner = this.#rows.ownerOf(rowId)
    const row = owner?.get(rowId)
    if (!row || node.subForm?.name !== owner?.name) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    return { node, row }
  }

  #read(node: WidgetNode, row: RowRecord | undefined): unknown {
    if (!node.isFormItem) return null
    if (node.subForm) return row ? row.values[node.name] : undefined
    return this.#values.get(node.name)
  }

  #write(node: WidgetNode, row: RowRecord | undefined, value: unknown, options: SetValueOptions): void {
    const oldValue = this.#read(node, row)
    if (Object.is(oldValue, value)) return
    if (row) row.values[node.name] = value
    else this.#values.set(node.name, value)
    const path = row ? rowFieldPath(node.name, row.id) : node.name
    this.#touchValue(path, value)
    if (options.silent) return
    const subFormName = node.subForm?.name ?? null
    const rowIndex = row && subFormName ? this.#rows.rowsOf(subFormName).indexOf(row.id) : null
    this.#emit({ type: 'valueChange', path, name: node.name, value, oldValue, subFormName, rowId: row?.id ?? null, rowIndex })
  }

  #disabled(path: string, node: WidgetNode, row: RowRecord | undefined): boolean {
    return (
      this.#form.disabled ||
      this.#state.flag(path, node, 'disabled') ||
      this.#state.ancestorFlag(node, 'disabled') ||
      (row?.disabled ?? false)
    )
  }

  #containerExtras(node: WidgetNode): Partial<TabSnapshot & SubFormSnapshot> {
    if (node.type === 'tab') {
      const panes = (node.widget.tabs ?? []).map((pane) => {
        const paneNode = this.#node(pane.options.name)
        return Object.freeze({
          name: paneNode.name,
          label: this.#state.label(paneNode.name, paneNode),
          hidden: this.#state.flag(paneNode.name, paneNode, 'hidden'),
          disabled: this.#state.flag(paneNode.name, paneNode, 'disabled'),
        })
      })
      return { activeIndex: this.#activeTabs.get(node.name) ?? 0, panes: Object.freeze(panes) }
    }
    if (!this.#rows.has(node.name)) return {}
    const rows = this.#rows.rowsOf(node.name)
    return {
      rowIds: rows.ids(),
      disabledRowIds: Object.freeze(rows.rows().filter((row) => row.disabled).map((row) => row.id)),
      fieldNames: this.#rows.fieldNames(node.name),
    }
  }

  #initialTab(node: WidgetNode): number {
    const index = (node.widget.tabs ?? []).findIndex((pane) => pane.options.active === true)
    return Math.max(index, 0)
  }

  #tabNode(name: string): WidgetNode {
    const node = this.#node(name)
    if (node.type !== 'tab') throw createFormError('FORM_ERR_NON_TAB_TYPE', [name])
    return node
  }

  #pane(tabName: string, index: number): WidgetNode {
    const pane = (this.#tabNode(tabName).widget.tabs ?? [])[index]
    if (!pane || !Number.isInteger(index)) throw createFormError('FORM_ERR_REF_NOT_FOUND', [`${tabName}[${index}]`])
    return this.#node(pane.options.name)
  }

  #insert(subFormName: string, index: number, data: FormData, type: 'rowAdd' | 'rowInsert'): string {
    const row = this.#rows.insert(subFormName, index, data)
    this.#touch(subFormName)
    this.#emit({ type, subFormName, rowId: row.id, rowIndex: index })
    return row.id
  }

  #checkRows(subFormName: string, rows: unknown): void {
    if (!Array.isArray(rows) || !rows.every(isPlainObject)) throw createFormError('FORM_ERR_INVALID_ROWS', [subFormName])
  }

  /** New rows from data (ids of existing positions kept when keepIds); every row field is notified. */
  #replaceRows(subFormName: string, data: readonly FormData[], keepIds: boolean): void {
    const { rows, removed } = this.#rows.replace(subFormName, data, keepIds)
    this.#forgetRows(subFormName, removed)
    const names = this.#rows.fieldNames(subFormName)
    for (const row of rows) for (const name of names) this.#touch(rowFieldPath(name, row.id))
    this.#touch(subFormName)
    this.#emit({ type: 'rowsReplace', subFormName })
  }

  #forgetRows(subFormName: string, removed: readonly RowRecord[]): void {
    const names = this.#rows.fieldNames(subFormName)
    for (const row of removed) {
      for (const name of names) {
        const path = rowFieldPath(name, row.id)
        this.#errors.delete(path)
        this.#snapshots.delete(path)
      }
    }
  }

  #setRowDisabled(subFormName: string, index: number, disabled: boolean): void {
    const row = this.#rows.rowsOf(subFormName).at(index)
    if (!row || !Number.isInteger(index)) throw createFormError('FORM_ERR_ROW_NOT_FOUND', [subFormName, index])
    row.disabled = disabled
    this.batch(() => {
      for (const name of this.#rows.fieldNames(subFormName)) this.#touch(rowFieldPath(name, row.id))
      this.#touch(subFormName)
    })
  }

  /** Every path a state write at `path` reaches (a sub-form field name → all its rows). */
  #rowPathsOf(node: WidgetNode): string[] {
    if (!node.subForm) return []
    return this.#rows.rowsOf(node.subForm.name).rows().map((row) => rowFieldPath(node.name, row.id))
  }

  #patch<K extends keyof WidgetStatePatch>(path: string, key: K, value: WidgetStatePatch[K]): void {
    const { node, row } = this.#resolve(path)
    this.#state.set(row ? path : node.name, key, value)
    const rowPaths = row ? [path] : this.#rowPathsOf(node)
    if (!row) this.#state.unsetRows(rowPaths, key)
    this.batch(() => {
      if (node.isContainer) this.#touchAll()
      else {
        this.#touch(node.name)
        rowPaths.forEach((p) => this.#touch(p))
      }
    })
    this.#emit({ type: 'stateChange', path })
  }

  #patchMany(names: string | readonly string[], key: 'hidden' | 'disabled', value: boolean): void {
    const list = typeof names === 'string' ? [names] : names
    list.forEach((name) => this.#resolve(name))
    this.batch(() => list.forEach((name) => this.#patch(name, key, value)))
  }

  #classesOf(path: string): string[] {
    const { node } = this.#resolve(path)
    return this.#state.customClass(path, node)
  }

  #setForm(change: Partial<Pick<FormSnapshot, 'readMode' | 'disabled' | 'locale'>>): void {
    this.#form = Object.freeze({ ...this.#form, ...change })
    this.batch(() => {
      this.#touchAll()
      this.#notifier.notify(FORM_PATH)
    })
    this.#emit({ type: 'stateChange', path: null })
  }

  #pathOf({ name, subFormName, rowIndex }: DataFieldError): string | null {
    if (!this.hasWidget(name) || this.getSubFormName(name) !== subFormName) return null
    if (subFormName === null) return name
    const rowId = rowIndex === null ? undefined : this.getRowIds(subFormName)[rowIndex]
    return rowId === undefined ? null : rowFieldPath(name, rowId)
  }

  #setErrors(path: string, messages: readonly string[]): void {
    const current = this.#errors.get(path) ?? EMPTY
    if (current.length === 0 && messages.length === 0) return
    if (messages.length === 0) this.#errors.delete(path)
    else this.#errors.set(path, Object.freeze([...messages]))
    if (this.#snapshots.has(path) || messages.length > 0 || current.length > 0) this.#touch(path)
  }

  #target(node: WidgetNode, row: RowRecord | undefined): FieldTarget {
    const path = row ? rowFieldPath(node.name, row.id) : node.name
    const subFormName = node.subForm?.name ?? null
    return {
      node,
      path,
      value: this.#read(node, row),
      subFormName,
      rowIndex: row && subFormName ? this.#rows.rowsOf(subFormName).indexOf(row.id) : null,
      rowId: row?.id ?? null,
      options: {
        ...this.#state.options(path, node),
        label: this.#state.label(path, node),
        required: this.#state.flag(path, node, 'required'),
      },
    }
  }

  #targetsOf(path: string): FieldTarget[] {
    const { name, rowId } = parseFieldPath(path)
    const node = this.#node(name)
    if (!node.isFormItem) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    if (node.subForm && rowId === null) return this.#rows.rowsOf(node.subForm.name).rows().map((row) => this.#target(node, row))
    return [this.#target(node, this.#resolve(path).row)]
  }

  #allTargets(): FieldTarget[] {
    const targets = this.#index.fields.map((node) => this.#target(node, undefined))
    for (const name of this.#rows.names()) {
      const nodes = this.#index.subFormFields.get(name) ?? []
      for (const row of this.#rows.rowsOf(name).rows()) for (const node of nodes) targets.push(this.#target(node, row))
    }
    return targets
  }

  #ruleContext(): RuleContext {
    return { locale: this.#form.locale, runner: this.#scripts, getThis: this.#scriptThis }
  }
}
