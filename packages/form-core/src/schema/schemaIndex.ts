import type { Widget } from '../types.js'
import { childSlots, rowIdsOf, type ChildSlot, type ListKey } from './treeEdit.js'

/** Where a widget is and which object it is now. */
export interface IndexEntry {
  widget: Widget
  parentId: string | null
  list: ListKey
  index: number
  rowIndex?: number
}

type Parent = Widget | readonly Widget[]

/**
 * Id → entry, name → ids and the table row ids of the live tree, kept in step with every replaced
 * subtree by comparing the old and the new objects (an unchanged object's subtree is skipped).
 */
export class SchemaIndex {
  /** told whenever a widget's object is replaced by a newer one with the same id */
  readonly #onReplace: (before: Widget, after: Widget) => void
  readonly #entries = new Map<string, IndexEntry>()
  readonly #names = new Map<string, Set<string>>()
  readonly #rowIds = new Map<string, number>()

  constructor(onReplace: (before: Widget, after: Widget) => void = () => {}) {
    this.#onReplace = onReplace
  }

  get(id: string): IndexEntry | undefined {
    return this.#entries.get(id)
  }

  /** The first widget id carrying `name`. */
  idOfName(name: string): string | undefined {
    const ids = this.#names.get(name)
    return ids ? ids.values().next().value : undefined
  }

  /** The ids carrying `name`. */
  idsOfName(name: string): ReadonlySet<string> {
    return this.#names.get(name) ?? new Set()
  }

  /** Whether `value` is already a widget id, a widget name or a table row id. */
  isTaken(value: string): boolean {
    return this.#entries.has(value) || this.#names.has(value) || this.#rowIds.has(value)
  }

  /** Ids from the root down to the parent of `id`. */
  ancestorIds(id: string): string[] {
    const ids: string[] = []
    let parentId = this.#entries.get(id)?.parentId ?? null
    while (parentId !== null) {
      ids.push(parentId)
      parentId = this.#entries.get(parentId)?.parentId ?? null
    }
    return ids.reverse()
  }

  /** The path-copied ancestor of an edited widget: same place, same children's places. */
  setWidget(id: string, widget: Widget): void {
    const entry = this.#entries.get(id)
    if (!entry) return
    this.#onReplace(entry.widget, widget)
    entry.widget = widget
  }

  /**
   * Brings the index in step after the object at `parentId` (null: the root list) went from
   * `before` to `after`; every id added, removed or given a new object goes into `touched`.
   */
  reconcile(parentId: string | null, before: Parent | null, after: Parent, touched: Set<string>): void {
    const seen = new Set<string>()
    if (parentId !== null) {
      const entry = this.#entries.get(parentId)
      if (entry && before && !Array.isArray(before)) this.#update(entry, before as Widget, after as Widget)
      touched.add(parentId)
    }
    this.#place(parentId, after, seen, touched)
    if (before) this.#removeStale(before, seen, touched)
  }

  #place(parentId: string | null, parent: Parent, seen: Set<string>, touched: Set<string>): void {
    for (const slot of childSlots(parent)) {
      const { child } = slot
      seen.add(child.id)
      const entry = this.#entries.get(child.id)
      if (entry) {
        this.#locate(entry, parentId, slot)
        if (entry.widget === child) continue
        this.#update(entry, entry.widget, child)
      } else {
        this.#entries.set(child.id, { widget: child, parentId, list: slot.list, index: slot.index, rowIndex: slot.rowIndex })
        this.#addName(child.options.name, child.id)
        for (const rowId of rowIdsOf(child)) this.#rowIds.set(rowId, (this.#rowIds.get(rowId) ?? 0) + 1)
      }
      touched.add(child.id)
      this.#place(child.id, child, seen, touched)
    }
  }

  #removeStale(parent: Parent, seen: Set<string>, touched: Set<string>): void {
    for (const { child } of childSlots(parent)) {
      if (seen.has(child.id)) {
        if (this.#entries.get(child.id)?.widget !== child) this.#removeStale(child, seen, touched)
        continue
      }
      this.#entries.delete(child.id)
      this.#removeName(child.options.name, child.id)
      for (const rowId of rowIdsOf(child)) this.#dropRowId(rowId)
      touched.add(child.id)
      this.#removeStale(child, seen, touched)
    }
  }

  #locate(entry: IndexEntry, parentId: string | null, slot: ChildSlot): void {
    entry.parentId = parentId
    entry.list = slot.list
    entry.index = slot.index
    entry.rowIndex = slot.rowIndex
  }

  #update(entry: IndexEntry, before: Widget, after: Widget): void {
    this.#onReplace(before, after)
    entry.widget = after
    if (before.options.name !== after.options.name) {
      this.#removeName(before.options.name, after.id)
      this.#addName(after.options.name, after.id)
    }
    if (before.rows !== after.rows) {
      for (const rowId of rowIdsOf(before)) this.#dropRowId(rowId)
      for (const rowId of rowIdsOf(after)) this.#rowIds.set(rowId, (this.#rowIds.get(rowId) ?? 0) + 1)
    }
  }

  #addName(name: string, id: string): void {
    let ids = this.#names.get(name)
    if (!ids) this.#names.set(name, (ids = new Set()))
    ids.add(id)
  }

  #removeName(name: string, id: string): void {
    const ids = this.#names.get(name)
    ids?.delete(id)
    if (ids?.size === 0) this.#names.delete(name)
  }

  #dropRowId(rowId: string): void {
    const count = (this.#rowIds.get(rowId) ?? 0) - 1
    if (count > 0) this.#rowIds.set(rowId, count)
    else this.#rowIds.delete(rowId)
  }
}
