import { isDeepStrictEqual } from 'node:util'
import {
  FormModel,
  HOOK_PARAMS,
  isFormError,
  isHookName,
  parseFieldPath,
  rowFieldPath,
  type DataFieldState,
  type FieldError,
  type FieldStates,
  type FormData,
  type FormEvent,
  type FormIndex,
  type FormJson,
  type WidgetNode,
} from '@tandem/form-core'
import type { QuickJSWASMModule } from 'quickjs-emscripten-core'
import { ModelBridge, type BridgeObserver } from './modelBridge.js'
import type { ReplayFailure, ReplayLimits, ReplayResult, ScriptUse } from './replayTypes.js'
import { loadQuickJs } from './quickJsModule.js'
import { ScriptFailure, ScriptSandbox } from './scriptSandbox.js'

type Where = { owner: string; hook: string }
type ValueChange = Extract<FormEvent, { type: 'valueChange' }>
type RowAdded = Extract<FormEvent, { type: 'rowAdd' | 'rowInsert' }>
type RowDeleted = Extract<FormEvent, { type: 'rowDelete' }>

/** The hooks a replay runs: the form's, a field's and a sub-form's. */
const FORM_HOOKS = ['onFormCreated', 'onFormMounted', 'onFormDataChange'] as const
const FIELD_HOOKS = ['onCreated', 'onMounted', 'onChange', 'onValidate'] as const
const ROW_HOOKS = ['onSubFormRowAdd', 'onSubFormRowInsert', 'onSubFormRowDelete', 'onSubFormRowChange'] as const
/** Where onFormDataChange's arguments hold formModel. */
const FORM_MODEL_ARG = HOOK_PARAMS.onFormDataChange.indexOf('formModel')

type ReplayedHook = (typeof FORM_HOOKS | typeof FIELD_HOOKS | typeof ROW_HOOKS)[number]

const isScript = (body: unknown): body is string => typeof body === 'string' && body.trim() !== ''
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Replays one save: a fresh model of the version (default values), a fresh sandbox, then VForm's
 * order — onFormCreated, each field's onCreated, onMounted of the fields shown, onFormMounted —
 * then the submitted values in widget order, each one that differs from what the form holds
 * running its onChange (and onFormDataChange) as a user's edit does; a sub-form first gets its
 * submitted number of rows, each added (or removed) row running the sub-form's row hooks as the
 * renderer runs them. A value a script set on a field the user cannot edit (disabled, read-only
 * or hidden) is kept over the submitted one. Last, the onValidate script of each field shown
 * judges the value to be stored.
 */
export class FormReplay implements BridgeObserver {
  readonly #model: FormModel
  readonly #index: FormIndex
  /** the widgets' state as scripts and rules left it (read directly: a field snapshot per read costs more) */
  readonly #patches: FieldStates['patches']
  readonly #data: FormData
  readonly #sandbox: ScriptSandbox
  readonly #uses = new Map<string, ScriptUse>()
  readonly #running: Where[] = []
  readonly #changing: Array<{ path: string; value: unknown }> = []
  /** model paths, sub-form names ('rows:' + name) and 'all' written by scripts */
  readonly #written = new Set<string>()

  readonly #onScript: ((where: Where) => void) | undefined

  constructor(quickJs: QuickJSWASMModule, json: FormJson, data: FormData, limits: ReplayLimits, onScript?: (where: Where) => void) {
    this.#onScript = onScript
    this.#model = new FormModel(json, { locale: 'zh-CN' })
    this.#index = this.#model.index
    this.#patches = this.#model.parts.states.patches
    this.#data = data
    const bridge = new ModelBridge(this.#model, this.#index, this)
    this.#sandbox = new ScriptSandbox(quickJs, limits, (op, args) => bridge.handle(op, args))
    this.#model.subscribe((event) => {
      if (event.type === 'valueChange') this.#valueChanged(event)
      else if (event.type === 'rowAdd' || event.type === 'rowInsert') this.#rowAdded(event)
      else if (event.type === 'rowDelete') this.#rowDeleted(event)
    })
  }

  run(): ReplayResult {
    try {
      this.#sandbox.defineFunctions(this.#model.formConfig.functions ?? '')
      this.#sandbox.precompile(this.#handlers())
      this.#lifecycle()
      this.#fill()
      const outcome = this.#outcome()
      return { ok: true, ...outcome, refused: this.#refusals(outcome), uses: this.uses() }
    } catch (error) {
      if (error instanceof ScriptFailure) return { ok: false, failure: error.failure, uses: this.uses() }
      throw error
    } finally {
      this.#sandbox.dispose()
    }
  }

  /** One script alone on the default data (publish's dry run): `this` is its widget (first row in a sub-form). */
  runOne(owner: string, hook: string, body: string): { use: ScriptUse; failure: ReplayFailure | null } {
    const where = { owner, hook }
    try {
      this.#sandbox.defineFunctions(this.#model.formConfig.functions ?? '')
      const node = this.#index.byName.get(owner)
      const self = owner === 'form' || !node ? null : node.isContainer ? owner : (this.#pathsOf(owner)[0] ?? owner)
      if (hook === 'onValidate' && node?.isFormItem && self !== null) this.#validator(node, self, owner, this.#model.getValue(self))
      else {
        const { params, args } = this.#dryRunCall(hook, self)
        this.#runScript(where, self, params, body, args)
      }
      return { use: this.#uses.get(`${owner}.${hook}`) ?? { ...where, stateCalls: [], skippedCalls: [] }, failure: null }
    } catch (error) {
      if (!(error instanceof ScriptFailure)) throw error
      return { use: this.#uses.get(`${owner}.${hook}`) ?? { ...where, stateCalls: [], skippedCalls: [] }, failure: error.failure }
    } finally {
      this.#sandbox.dispose()
    }
  }

  /** Every handler a replay may run, with the parameters it runs with. */
  #handlers(): Array<{ params: readonly string[]; body: string }> {
    const handlers: Array<{ params: readonly string[]; body: string }> = []
    const add = (options: Record<string, unknown>, hooks: readonly ReplayedHook[], params: (hook: ReplayedHook) => readonly string[] = (hook) => HOOK_PARAMS[hook]) => {
      for (const hook of hooks) {
        const body = options[hook]
        if (isScript(body)) handlers.push({ params: params(hook), body })
      }
    }
    add(this.#model.formConfig as unknown as Record<string, unknown>, FORM_HOOKS)
    for (const node of this.#index.all) {
      if (node.isSubForm) add(node.widget.options, ROW_HOOKS)
      else if (!node.isContainer) add(node.widget.options, FIELD_HOOKS, (hook) => (hook === 'onChange' && node.subForm ? HOOK_PARAMS.onSubFormFieldChange : HOOK_PARAMS[hook]))
    }
    return handlers
  }

  /** Parameters and arguments of a dry run: onChange gets the default as value and old value. */
  #dryRunCall(hook: string, self: string | null): { params: readonly string[]; args: unknown[] } {
    if (hook !== 'onChange' || self === null) return { params: isHookName(hook) ? HOOK_PARAMS[hook] : [], args: [] }
    const value = this.#model.getValue(self)
    const { name, rowId } = parseFieldPath(self)
    const subForm = this.#model.getSubFormName(name)
    if (subForm === null || rowId === null) return { params: HOOK_PARAMS.onChange, args: [value, value] }
    return { params: HOOK_PARAMS.onSubFormFieldChange, args: [value, value, this.#model.getSubFormValues(subForm), rowId] }
  }

  /** Null when `body` parses as a handler of `hook`, else the syntax error. */
  syntaxError(hook: string, body: string): string | null {
    return this.#sandbox.syntaxError(isHookName(hook) ? HOOK_PARAMS[hook] : [], body)
  }

  dispose(): void {
    this.#sandbox.dispose()
  }

  uses(): ScriptUse[] {
    return [...this.#uses.values()]
  }

  // ===== BridgeObserver =====

  stateCall(method: string): void {
    const use = this.#current()
    if (use && !use.stateCalls.includes(method)) use.stateCalls.push(method)
  }

  skipped(member: string): void {
    const use = this.#current()
    if (use && !use.skippedCalls.includes(member)) use.skippedCalls.push(member)
  }

  wrote(target: { path: string } | { rows: string } | 'all'): void {
    this.#written.add(target === 'all' ? 'all' : 'rows' in target ? `rows:${target.rows}` : target.path)
  }

  oldValueOf(path: string): { value: unknown } | undefined {
    const change = this.#changing.findLast((entry) => entry.path === path)
    return change && { value: change.value }
  }

  // ===== running scripts =====

  #current(): ScriptUse | undefined {
    const where = this.#running.at(-1)
    return where && this.#uses.get(`${where.owner}.${where.hook}`)
  }

  #runScript(where: Where, self: string | null, params: readonly string[], body: unknown, args: readonly unknown[], formModelAt?: number): void {
    if (isScript(body)) this.#tracked(where, () => this.#sandbox.run(where, self, params, body, args, formModelAt))
  }

  /** Runs a script, recording what it calls under its name (and telling the pool which one runs). */
  #tracked<T>(where: Where, run: () => T): T {
    const key = `${where.owner}.${where.hook}`
    if (!this.#uses.has(key)) this.#uses.set(key, { ...where, stateCalls: [], skippedCalls: [] })
    this.#running.push(where)
    this.#onScript?.(where)
    try {
      return run()
    } finally {
      this.#running.pop()
    }
  }

  /** The message the field's onValidate refuses `value` with at `dataPath` (null: it passes). */
  #validator(node: WidgetNode, path: string, dataPath: string, value: unknown): string | null {
    const body = this.#patches.options(path, node).onValidate
    if (!isScript(body)) return null
    const where = { owner: node.name, hook: 'onValidate' }
    // the rule as async-validator hands it to a custom validator
    const rule = { field: node.name, fullField: dataPath, type: 'custom', trigger: ['blur', 'change'] }
    return this.#tracked(where, () => this.#sandbox.validate(where, path, HOOK_PARAMS.onValidate, body, rule, value))
  }

  /**
   * The onValidate verdicts on the data to be stored, for every field shown (hidden fields are not
   * validated), as the browser's validation of the form adds them after the field's own rules.
   */
  #refusals(outcome: { data: FormData; states: Record<string, DataFieldState> }): FieldError[] {
    const refused: FieldError[] = []
    const check = (node: WidgetNode, path: string, dataPath: string, value: unknown, row: { subFormName: string; rowIndex: number } | null) => {
      const state = outcome.states[dataPath]
      if (!state || state.hidden) return
      const message = this.#validator(node, path, dataPath, value)
      if (message === null) return
      const label = (state.options ?? node.widget.options).label || node.name
      refused.push({ path: dataPath, name: node.name, label, subFormName: row?.subFormName ?? null, rowIndex: row?.rowIndex ?? null, rowId: null, message, messages: [message] })
    }
    for (const node of this.#index.fields) check(node, node.name, node.name, outcome.data[node.name], null)
    for (const subForm of this.#index.subForms) {
      const rows = outcome.data[subForm.name]
      this.#model.getRowIds(subForm.name).forEach((rowId, rowIndex) => {
        const row = Array.isArray(rows) ? (rows[rowIndex] as unknown) : undefined
        for (const node of this.#index.subFormFields.get(subForm.name) ?? []) {
          check(node, rowFieldPath(node.name, rowId), `${subForm.name}.${rowIndex}.${node.name}`, isRecord(row) ? row[node.name] : undefined, { subFormName: subForm.name, rowIndex })
        }
      })
    }
    return refused
  }

  #lifecycle(): void {
    const config = this.#model.formConfig
    this.#runScript({ owner: 'form', hook: 'onFormCreated' }, null, HOOK_PARAMS.onFormCreated, config.onFormCreated, [])
    // the fields (static ones too) in widget order; only those with the hook are looked at, a large form has few
    const withHook = (hook: 'onCreated' | 'onMounted') => this.#index.all.filter((node) => !node.isContainer && isScript(node.widget.options[hook]))
    for (const node of withHook('onCreated')) {
      for (const path of this.#pathsOf(node.name)) this.#runScript({ owner: node.name, hook: 'onCreated' }, path, HOOK_PARAMS.onCreated, node.widget.options.onCreated, [])
    }
    for (const node of withHook('onMounted')) {
      for (const path of this.#pathsOf(node.name)) {
        if (!this.#model.isHidden(path)) this.#runScript({ owner: node.name, hook: 'onMounted' }, path, HOOK_PARAMS.onMounted, node.widget.options.onMounted, [])
      }
    }
    this.#runScript({ owner: 'form', hook: 'onFormMounted' }, null, HOOK_PARAMS.onFormMounted, config.onFormMounted, [])
  }

  #pathsOf(name: string): string[] {
    const subForm = this.#model.getSubFormName(name)
    return subForm ? this.#model.getRowIds(subForm).map((id) => rowFieldPath(name, id)) : [name]
  }

  /** onChange of the changed field (the row variant in a sub-form), then onFormDataChange. */
  #valueChanged(event: ValueChange): void {
    // the field's options with what scripts set (a script may set another onChange), without a snapshot of the field
    const options = this.#patches.options(event.path, this.#index.byName.get(event.name)!)
    const where = { owner: event.name, hook: 'onChange' }
    this.#changing.push({ path: event.path, value: event.oldValue })
    try {
      if (event.subFormName) {
        const rows = this.#model.getSubFormValues(event.subFormName)
        this.#runScript(where, event.path, HOOK_PARAMS.onSubFormFieldChange, options.onChange, [event.value, event.oldValue, rows, event.rowId])
      } else this.#runScript(where, event.path, HOOK_PARAMS.onChange, options.onChange, [event.value, event.oldValue])
    } finally {
      this.#changing.pop()
    }
    const formScript = this.#model.formConfig.onFormDataChange
    if (!isScript(formScript)) return
    // formModel is the form's live data inside the sandbox (as VForm passes its formDataModel), not a copy per change
    const args = [event.name, event.value, event.oldValue, null, event.subFormName, event.rowIndex]
    this.#runScript({ owner: 'form', hook: 'onFormDataChange' }, null, HOOK_PARAMS.onFormDataChange, formScript, args, FORM_MODEL_ARG)
  }

  /** As the renderer: onSubFormRowAdd (or Insert) with (rows, rowId), the new row's onCreated, then onSubFormRowChange. */
  #rowAdded(event: RowAdded): void {
    const name = event.subFormName
    const hook = event.type === 'rowAdd' ? 'onSubFormRowAdd' : 'onSubFormRowInsert'
    const body = this.#model.getContainer(name).options[hook]
    // the rows are read only for a script that gets them (a fill adds one row at a time)
    if (isScript(body)) this.#runScript({ owner: name, hook }, name, HOOK_PARAMS[hook], body, [this.#model.getSubFormValues(name), event.rowId])
    for (const field of this.#index.subFormFields.get(name) ?? []) {
      this.#runScript({ owner: field.name, hook: 'onCreated' }, rowFieldPath(field.name, event.rowId), HOOK_PARAMS.onCreated, field.widget.options.onCreated, [])
    }
    this.#rowsChanged(name)
  }

  /** onSubFormRowDelete with (rows, the deleted row), then onSubFormRowChange. */
  #rowDeleted(event: RowDeleted): void {
    const name = event.subFormName
    const body = this.#model.getContainer(name).options.onSubFormRowDelete
    if (isScript(body)) this.#runScript({ owner: name, hook: 'onSubFormRowDelete' }, name, HOOK_PARAMS.onSubFormRowDelete, body, [this.#model.getSubFormValues(name), event.row])
    this.#rowsChanged(name)
  }

  #rowsChanged(name: string): void {
    const body = this.#model.getContainer(name).options.onSubFormRowChange
    if (isScript(body)) this.#runScript({ owner: name, hook: 'onSubFormRowChange' }, name, HOOK_PARAMS.onSubFormRowChange, body, [this.#model.getSubFormValues(name)])
  }

  // ===== the user's values =====

  /** The submitted values in widget order, as edits: a sub-form first gets as many rows as submitted. */
  #fill(): void {
    for (const node of this.#index.all) {
      if (node.isSubForm) this.#fillRows(node)
      else if (node.isFormItem && !node.subForm && Object.hasOwn(this.#data, node.name)) this.#edit(node.name, this.#data[node.name])
    }
  }

  #fillRows(subForm: WidgetNode): void {
    const rows = this.#data[subForm.name]
    if (!Array.isArray(rows)) return
    const name = subForm.name
    while (this.#model.getRowIds(name).length < rows.length) this.#model.addRow(name)
    while (this.#model.getRowIds(name).length > rows.length) this.#model.deleteRow(name, this.#model.getRowIds(name).length - 1)
    const fields = this.#index.subFormFields.get(name) ?? []
    rows.forEach((row: unknown, index) => {
      const rowId = this.#model.getRowIds(name)[index]
      if (!isRecord(row) || rowId === undefined) return
      for (const field of fields) if (Object.hasOwn(row, field.name)) this.#edit(rowFieldPath(field.name, rowId), row[field.name])
    })
  }

  #edit(path: string, value: unknown): void {
    if (isDeepStrictEqual(this.#model.getValue(path), value)) return
    if (this.#keptFromScript(path)) return
    try {
      this.#model.setValue(path, value)
    } catch (error) {
      // a value the model cannot take (wrong shape) is left to the validator, which names it
      if (!isFormError(error)) throw error
    }
  }

  #keptFromScript(path: string): boolean {
    if (!this.#wasWritten(path)) return false
    const field = this.#model.getField(path)
    return field.disabled || field.readonly || this.#model.isHidden(path)
  }

  #wasWritten(path: string): boolean {
    const { name } = parseFieldPath(path)
    const subForm = this.#model.getSubFormName(name)
    return this.#written.has('all') || this.#written.has(path) || this.#written.has(name) || (subForm !== null && this.#written.has(`rows:${subForm}`))
  }

  // ===== the outcome =====

  /** The submitted data with script-written values in place, and each field's state by data path. */
  #outcome(): { data: FormData; states: Record<string, DataFieldState> } {
    const data: FormData = structuredClone(this.#data)
    const states: Record<string, DataFieldState> = {}
    for (const node of this.#index.fields) {
      states[node.name] = this.#state(node, node.name)
      if (this.#wasWritten(node.name)) data[node.name] = this.#model.getValue(node.name)
    }
    for (const subForm of this.#index.subForms) {
      const name = subForm.name
      states[name] = { hidden: this.#model.isHidden(name) }
      const rowIds = this.#model.getRowIds(name)
      if (this.#written.has('all') || this.#written.has(`rows:${name}`)) data[name] = this.#model.getSubFormValues(name)
      const rows = Array.isArray(data[name]) ? (data[name] as unknown[]) : null
      rowIds.forEach((rowId, index) => {
        for (const field of this.#index.subFormFields.get(name) ?? []) {
          const path = rowFieldPath(field.name, rowId)
          states[`${name}.${index}.${field.name}`] = this.#state(field, path)
          const row = rows?.[index]
          if (isRecord(row) && this.#wasWritten(path)) row[field.name] = this.#model.getValue(path)
        }
      })
    }
    return { data, states }
  }

  /** Hidden (itself or a container above) and, when scripts changed them, the options rules read. */
  #state(node: WidgetNode, path: string): DataFieldState {
    const hidden = this.#model.isHidden(path)
    const patches = this.#patches
    const own = node.widget.options
    const options = patches.options(path, node)
    const required = patches.flag(path, node, 'required')
    const label = patches.label(path, node)
    const optionItems = patches.optionItems(path, node)
    if (options === own && required === (own.required === true) && label === (own.label ?? '') && optionItems === own.optionItems) return { hidden }
    return { hidden, options: { ...options, label, required, optionItems: optionItems && [...optionItems] } }
  }
}

/**
 * Replays the form's scripts for one save (see FormReplay) with the thread's QuickJS module (a fresh
 * one after a replay left the last unusable); the sandbox is gone when it returns.
 * `onScript` hears of each script as it starts (the pool names a script it had to stop).
 */
export async function replayForm(json: FormJson, data: FormData, limits: ReplayLimits, onScript?: (where: Where) => void): Promise<ReplayResult> {
  return new FormReplay(await loadQuickJs(limits.memoryBytes), json, data, limits, onScript).run()
}
