import { extendAuthoredKeys, stripDefaults, type AuthoredKeys } from '../loader/index.js'
import { Subscribable } from '../model/index.js'
import { createFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
import { createWidget as createRegistryWidget } from '../registry/index.js'
import { FormTreeIndex, type WidgetPlace } from '../tree/index.js'
import type { StructureChanges } from '../model/index.js'
import type { FormConfig, FormJson, Widget } from '../types.js'
import { ChangeLog } from './changeLog.js'
import { checkDrop } from './dropRules.js'
import { KeyedListeners } from '../shared/index.js'
import { loadForm } from './loadForm.js'
import { checkWidgetName, runAction, type ActionContext } from './schemaActions.js'
import { SchemaHistory } from './schemaHistory.js'
import type {
  DispatchOptions,
  DispatchResult,
  DropCheck,
  HistoryState,
  SchemaAction,
  SchemaChange,
  SchemaListener,
  SchemaStore,
  SchemaStoreOptions,
  WidgetLocation,
} from './schemaTypes.js'
import { invertStep, type SchemaEdit, type SchemaStep, type StepPath, type Swap } from './steps.js'
import { freezeNew } from './freezeNew.js'
import { withChildAt } from './treeEdit.js'
import { WidgetNamer } from './widgetNamer.js'

const DEFAULT_HISTORY_DEPTH = 200
const DEFAULT_MERGE_WINDOW = 1000
/** changes changesBetween() can tell: far more than a deferred canvas ever falls behind */
const CHANGE_LOG_DEPTH = 100

/** The recorded `after` when the object is still the recorded `before`, else a frozen new copy. */
function reuseOrCopy<T>(recorded: Swap<T> | undefined, current: T, copy: () => T): T {
  return recorded && recorded.before === current ? recorded.after : freezeNew(copy())
}

interface Commit {
  steps: SchemaStep[]
  touched: Set<string>
  formConfigChanged: boolean
}

/** The live schema store; see SchemaStore. Create it with createSchemaStore(). */
export class LiveSchemaStore extends Subscribable<SchemaListener> implements SchemaStore {
  #json: FormJson
  readonly #authored = new WeakMap<Widget, AuthoredKeys>()
  readonly #configKeys = new WeakMap<FormConfig, ReadonlySet<string>>()
  readonly #index: FormTreeIndex
  readonly #namer: WidgetNamer
  readonly #history: SchemaHistory
  readonly #now: () => number
  readonly #nextNumber: (() => number) | undefined
  readonly #widgetListeners = new KeyedListeners()
  readonly #historyListeners = new Set<() => void>()
  readonly #changes = new ChangeLog(CHANGE_LOG_DEPTH)
  /** the form the listeners were last told about */
  #notified: FormJson
  #commit: Commit | null = null

  constructor(input: unknown, options: SchemaStoreOptions = {}) {
    super()
    this.#history = new SchemaHistory({ depth: options.historyDepth ?? DEFAULT_HISTORY_DEPTH, mergeWindow: options.mergeWindow ?? DEFAULT_MERGE_WINDOW })
    this.#now = options.now ?? Date.now
    this.#nextNumber = options.nextNumber
    this.#json = this.#load(input)
    this.#notified = this.#json
    // the designer's canvas draws dialogs in place, so their widgets are edited like any other
    this.#index = new FormTreeIndex(this.#json.widgetList, { inlineDialogs: true, trackPlaces: true, onReplace: (before, after) => this.#inheritAuthored(before, after) })
    this.#namer = new WidgetNamer((value) => this.#index.isTaken(value), options.nextNumber)
    this.subscribeWidget = this.subscribeWidget.bind(this)
    this.subscribeHistory = this.subscribeHistory.bind(this)
  }

  // ===== reads =====

  getJson(): FormJson {
    return this.#json
  }

  getFormConfig(): FormConfig {
    return this.#json.formConfig
  }

  getWidget(id: string): Widget | undefined {
    return this.#index.place(id)?.widget
  }

  getWidgetByName(name: string): Widget | undefined {
    const id = this.#index.idOfName(name)
    return id === undefined ? undefined : this.getWidget(id)
  }

  getLocation(id: string): WidgetLocation | undefined {
    const entry = this.#index.place(id)
    if (!entry) return undefined
    const location: WidgetLocation = { parentId: entry.parentId, list: entry.list, index: entry.index }
    if (entry.rowIndex !== undefined) location.rowIndex = entry.rowIndex
    return location
  }

  getAncestorIds(id: string): readonly string[] {
    return this.#index.ancestorIds(id)
  }

  canDrop(type: string, parentId: string | null): DropCheck {
    const parent = parentId === null ? null : this.getWidget(parentId)
    if (parent === undefined) return { ok: false, reason: t('schemaParentNotFound', { id: parentId }) }
    return checkDrop(type, parent, parentId === null ? [] : this.#context().ancestors(parentId))
  }

  createWidget(type: string): Widget {
    try {
      // the first pane of a new tab keeps VForm's name tab1 when it is free
      return this.#namer.renamed(createRegistryWidget(type), type === 'tab')
    } finally {
      this.#namer.clearReservations()
    }
  }

  checkName(id: string, name: string): string | null {
    return checkWidgetName(this.#index, id, name)
  }

  getHistory(): HistoryState {
    const undoDepth = this.#history.undoDepth
    const redoDepth = this.#history.redoDepth
    return { canUndo: undoDepth > 0, canRedo: redoDepth > 0, undoDepth, redoDepth }
  }

  changesBetween(from: FormJson, to: FormJson): StructureChanges | null {
    return this.#changes.between(from, to)
  }

  toSavedJson(): FormJson {
    return stripDefaults(this.#json, { widget: (widget) => this.#authored.get(widget), formConfig: this.#configKeys.get(this.#json.formConfig) })
  }

  // ===== changes =====

  dispatch(action: SchemaAction, options: DispatchOptions = {}): DispatchResult {
    const commit: Commit = { steps: [], touched: new Set(), formConfigChanged: false }
    this.#commit = commit
    let result: DispatchResult
    try {
      result = runAction(this.#context(), action)
    } catch (error) {
      this.#applySteps([...commit.steps].reverse().map(invertStep), commit)
      throw error
    } finally {
      this.#commit = null
      this.#namer.clearReservations()
    }
    if (commit.steps.length === 0) return result
    this.#history.record(action, commit.steps, this.#now(), options.mergeKey)
    this.#notify({ action, origin: 'do', touchedIds: [...commit.touched], formConfigChanged: commit.formConfigChanged })
    return result
  }

  undo(): boolean {
    const entry = this.#history.takeUndo()
    if (!entry) return false
    const commit: Commit = { steps: [], touched: new Set(), formConfigChanged: false }
    this.#applySteps([...entry.steps].reverse().map(invertStep), commit)
    this.#notify({ action: entry.action, origin: 'undo', touchedIds: [...commit.touched], formConfigChanged: commit.formConfigChanged })
    return true
  }

  redo(): boolean {
    const entry = this.#history.takeRedo()
    if (!entry) return false
    const commit: Commit = { steps: [], touched: new Set(), formConfigChanged: false }
    this.#applySteps(entry.steps, commit)
    this.#notify({ action: entry.action, origin: 'redo', touchedIds: [...commit.touched], formConfigChanged: commit.formConfigChanged })
    return true
  }

  subscribeWidget(id: string, listener: () => void): () => void {
    return this.#widgetListeners.subscribe(id, listener)
  }

  subscribeHistory(listener: () => void): () => void {
    this.#historyListeners.add(listener)
    return () => this.#historyListeners.delete(listener)
  }

  // ===== internals =====

  #context(): ActionContext {
    const index = this.#index
    const placeOf = (id: string): WidgetPlace => {
      const entry = index.place(id)
      if (!entry) throw createFormError('FORM_ERR_REF_NOT_FOUND', [id])
      return entry
    }
    return {
      index,
      namer: this.#namer,
      json: () => this.#json,
      place: placeOf,
      ancestors: (id) => [...index.ancestorIds(id), id].map((ancestorId) => placeOf(ancestorId).widget).slice(0, -1),
      replace: (id, after) =>
        this.#record(
          id === null
            ? { kind: 'root', before: this.#json.widgetList, after: after as readonly Widget[] }
            : { kind: 'widget', id, before: placeOf(id).widget, after: after as Widget },
        ),
      setFormConfig: (after) => this.#record({ kind: 'formConfig', before: this.#json.formConfig, after }),
      loadForm: (input) => this.#load(input),
    }
  }

  #load(input: unknown): FormJson {
    return loadForm(input, { widgets: this.#authored, formConfigs: this.#configKeys }, this.#nextNumber)
  }

  #record(edit: SchemaEdit): void {
    const commit = this.#commit
    if (!commit) throw new Error('schema steps are recorded only inside dispatch')
    commit.steps.push(this.#apply({ ...edit, after: freezeNew(edit.after) } as SchemaEdit, commit))
  }

  #applySteps(steps: readonly SchemaStep[], commit: Commit): void {
    for (const step of steps) this.#apply(step, commit, step)
  }

  /**
   * Applies one edit with path copying: each ancestor of an edited widget, and the form, is
   * replaced by a copy holding the new child. Replaying a recorded step (`known`) takes its path's
   * objects back instead of copying, as long as the tree is the one the step starts from.
   */
  #apply(edit: SchemaEdit, commit: Commit, known?: StepPath): SchemaStep {
    const form = this.#json
    let ancestors: Swap<Widget>[] = []
    let next: () => FormJson
    if (edit.kind === 'formConfig') {
      const keys = this.#configKeys.get(edit.before)
      if (keys && !this.#configKeys.has(edit.after)) {
        this.#configKeys.set(edit.after, new Set([...keys, ...Object.keys(edit.after).filter((key) => edit.after[key] !== edit.before[key])]))
      }
      commit.formConfigChanged = true
      next = () => ({ ...form, formConfig: edit.after })
    } else if (edit.kind === 'root') {
      this.#index.reconcile(null, edit.before, edit.after, commit.touched)
      next = () => ({ ...form, widgetList: edit.after as Widget[] })
    } else {
      const entry = this.#index.place(edit.id) as WidgetPlace
      this.#index.reconcile(edit.id, edit.before, edit.after, commit.touched)
      const top = this.#replaceAncestors(entry, edit.after, commit.touched, known?.ancestors)
      ancestors = top.ancestors
      next = () => ({ ...form, widgetList: Object.freeze(form.widgetList.map((widget, i) => (i === top.index ? top.widget : widget))) as Widget[] })
    }
    this.#json = reuseOrCopy(known?.form, form, next)
    return { ...edit, ancestors, form: { before: form, after: this.#json } } as SchemaStep
  }

  /** Replaces each ancestor of an edited widget; returns the new top-level widget, its index and the ancestors' swaps. */
  #replaceAncestors(entry: WidgetPlace, widget: Widget, touched: Set<string>, known: readonly Swap<Widget>[] | undefined): { widget: Widget; index: number; ancestors: Swap<Widget>[] } {
    const ancestors: Swap<Widget>[] = []
    let child = widget
    let place = entry
    while (place.parentId !== null) {
      const parent = this.#index.place(place.parentId) as WidgetPlace
      const slot = place
      const copy = reuseOrCopy(known?.[ancestors.length], parent.widget, () => withChildAt(parent.widget, slot, child))
      ancestors.push({ before: parent.widget, after: copy })
      this.#index.setWidget(place.parentId, copy)
      touched.add(place.parentId)
      child = copy
      place = parent
    }
    return { widget: child, index: place.index, ancestors }
  }

  #inheritAuthored(before: Widget, after: Widget): void {
    const authored = this.#authored.get(before)
    if (authored && !this.#authored.has(after)) this.#authored.set(after, extendAuthoredKeys(authored, before, after))
  }

  #notify(change: SchemaChange): void {
    this.#changes.add({ before: this.#notified, after: this.#json, touchedIds: change.touchedIds, formConfigChanged: change.formConfigChanged })
    this.#notified = this.#json
    this.#widgetListeners.notify(...change.touchedIds)
    for (const listener of [...this.listeners]) listener(change)
    for (const listener of [...this.#historyListeners]) listener()
  }
}
