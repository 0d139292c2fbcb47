import { createFormError } from '../errors/index.js'
import type { Locale } from '../i18n/index.js'
import type { ScriptRunner } from '../scripts/index.js'
import { FormTreeIndex, type FormIndex, type WidgetNode } from '../tree/index.js'
import type { FormData, FormJson } from '../types.js'
import type { FieldSnapshot, FormEvent, FormSnapshot, WidgetSnapshot } from './modelTypes.js'
import { FORM_PATH, parseFieldPath } from './paths.js'
import { KeyedListeners } from '../shared/index.js'
import type { RowRecord } from './subFormRows.js'
import { SubFormStore } from './subFormStore.js'

export interface ModelContextOptions {
  locale: Locale
  inlineDialogs: boolean
  scripts: ScriptRunner
  formData: FormData
  emit: (event: FormEvent) => void
}

/**
 * What every part of a form model shares: the structure (JSON and its index), the rows of its
 * sub-forms, the form-level snapshot, the per-path notifier and the snapshot cache. A part that
 * changes state drops the affected snapshots here (touch) and the notifier wakes their paths.
 */
export class ModelContext {
  #json: FormJson
  readonly #tree: FormTreeIndex
  #form: FormSnapshot
  readonly inlineDialogs: boolean
  readonly scripts: ScriptRunner
  readonly rows: SubFormStore
  readonly notifier = new KeyedListeners()
  readonly snapshots = new Map<string, WidgetSnapshot>()
  readonly emit: (event: FormEvent) => void

  constructor(json: FormJson, options: ModelContextOptions) {
    this.#json = json
    this.inlineDialogs = options.inlineDialogs
    this.#tree = new FormTreeIndex(json.widgetList, { inlineDialogs: this.inlineDialogs })
    this.#form = Object.freeze({ readMode: false, disabled: false, locale: options.locale, formConfig: json.formConfig })
    this.scripts = options.scripts
    this.emit = options.emit
    this.rows = new SubFormStore(this.#tree.current, options.formData)
  }

  get json(): FormJson {
    return this.#json
  }

  /** The index of `json`'s widget tree; a new object after each structure change. */
  get index(): FormIndex {
    return this.#tree.current
  }

  get form(): FormSnapshot {
    return this.#form
  }

  /** Takes a new structure; returns the index it replaces. Rows follow it (SubFormStore.restructure). */
  setStructure(json: FormJson): FormIndex {
    const previous = this.#tree.current
    this.#tree.update(json.widgetList)
    this.#json = json
    return previous
  }

  /** Replaces form-level state; every snapshot is dropped and every path woken. */
  setForm(change: Partial<FormSnapshot>): void {
    this.#form = Object.freeze({ ...this.#form, ...change })
    this.batch(() => {
      this.touchAll()
      this.notifier.notify(FORM_PATH)
    })
  }

  batch<T>(fn: () => T): T {
    return this.notifier.batch(fn)
  }

  // ===== snapshot cache =====

  touch(path: string): void {
    this.snapshots.delete(path)
    this.notifier.notify(path)
  }

  /** A new value leaves the rest of a field's snapshot as it was: a keystroke does not compute its flags, label and options again. */
  touchValue(path: string, value: unknown): void {
    const cached = this.snapshots.get(path) as FieldSnapshot | undefined
    if (cached) this.snapshots.set(path, Object.freeze({ ...cached, value }))
    this.notifier.notify(path)
  }

  touchAll(): void {
    this.snapshots.clear()
    this.notifier.notifyAll()
  }

  // ===== lookup =====

  node(name: string): WidgetNode {
    const node = this.#tree.current.byName.get(name)
    if (!node) throw createFormError('FORM_ERR_REF_NOT_FOUND', [name])
    return node
  }

  /** Node and row of a path; a row path must name a field of that row's sub-form. */
  resolve(path: string): { node: WidgetNode; row: RowRecord | undefined } {
    const { name, rowId } = parseFieldPath(path)
    const node = this.node(name)
    if (rowId === null) return { node, row: undefined }
    const owner = this.rows.ownerOf(rowId)
    const row = owner?.get(rowId)
    if (!row || node.subForm?.name !== owner?.name) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    return { node, row }
  }

  resolves(path: string): boolean {
    try {
      this.resolve(path)
      return true
    } catch {
      return false
    }
  }

  /** Index of a row within its sub-form, null for a top-level field. */
  rowIndexOf(node: WidgetNode, row: RowRecord | undefined): number | null {
    const subFormName = node.subForm?.name ?? null
    return row && subFormName ? this.rows.rowsOf(subFormName).indexOf(row.id) : null
  }
}
