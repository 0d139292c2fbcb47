import type { Widget } from '../types.js'
import { childSlots, rowIdsOf, type ChildSlot, type ListKey } from './childSlots.js'
import { indexesChildrenOf } from './formIndex.js'

/** Where a widget is and which object it is now. */
export interface WidgetPlace {
  widget: Widget
  parentId: string | null
  list: ListKey
  index: number
  rowIndex?: number
}

export type PlaceParent = Widget | readonly Widget[]

/**
 * The by-id face of FormTreeIndex: id → place, name → ids and the table row ids of the live tree,
 * kept in step with every replaced subtree by comparing the old and the new objects (an unchanged
 * object's subtree is skipped), so an edit costs what it changed, not the size of the form.
 */
export class WidgetPlaces {
  readonly #inlineDialogs: boolean
  /** told whenever a widget's object is replaced by a newer one with the same id */
  readonly #onReplace: (place: WidgetPlace, before: Widget, after: Widget) => void
  readonly #places = new Map<string, WidgetPlace>()
  readonly #names = new Map<string, Set<string>>()
  readonly #rowIds = new Map<string, number>()

  constructor(inlineDialogs: boolean, onReplace: (place: WidgetPlace, before: Widget, after: Widget) => void) {
    this.#inlineDialogs = inlineDialogs
    this.#onReplace = onReplace
  }

  get(id: string): WidgetPlace | undefined {
    return this.#places.get(id)
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
    return this.#places.has(value) || this.#names.has(value) || this.#rowIds.has(value)
  }

  /** Ids from the root down to the parent of `id`. */
  ancestorIds(id: string): string[] {
    const ids: string[] = []
    let parentId = this.#places.get(id)?.parentId ?? null
    while (parentId !== null) {
      ids.push(parentId)
      parentId = this.#places.get(parentId)?.parentId ?? null
    }
    return ids.reverse()
  }

  /** The path-copied ancestor of an edited widget: same place, same children's places. */
  setWidget(id: string, widget: Widget): void {
    const place = this.#places.get(id)
    if (!place) return
    this.#onReplace(place, place.widget, widget)
    place.widget = widget
  }

  /**
   * Brings the places in step after the object at `parentId` (null: the root list) went from
   * `before` to `after`; every id added, removed or given a new object goes into `touched`.
   */
  reconcile(parentId: string | null, before: PlaceParent | null, after: PlaceParent, touched: Set<string>): void {
    const seen = new Set<string>()
    if (parentId !== null) {
      const place = this.#places.get(parentId)
      if (place && before && !Array.isArray(before)) this.#update(place, before as Widget, after as Widget)
      touched.add(parentId)
    }
    this.#place(parentId, after, seen, touched)
    if (before) this.#removeStale(before, seen, touched)
  }

  #childSlots(parent: PlaceParent): ChildSlot[] {
    return Array.isArray(parent) || indexesChildrenOf(parent as Widget, this.#inlineDialogs) ? childSlots(parent) : []
  }

  #place(parentId: string | null, parent: PlaceParent, seen: Set<string>, touched: Set<string>): void {
    for (const slot of this.#childSlots(parent)) {
      const { child } = slot
      seen.add(child.id)
      const place = this.#places.get(child.id)
      if (place) {
        this.#locate(place, parentId, slot)
        if (place.widget === child) continue
        this.#update(place, place.widget, child)
      } else {
        this.#places.set(child.id, { widget: child, parentId, list: slot.list, index: slot.index, rowIndex: slot.rowIndex })
        this.#addName(child.options.name, child.id)
        for (const rowId of rowIdsOf(child)) this.#rowIds.set(rowId, (this.#rowIds.get(rowId) ?? 0) + 1)
      }
      touched.add(child.id)
      this.#place(child.id, child, seen, touched)
    }
  }

  #removeStale(parent: PlaceParent, seen: Set<string>, touched: Set<string>): void {
    for (const { child } of this.#childSlots(parent)) {
      if (seen.has(child.id)) {
        if (this.#places.get(child.id)?.widget !== child) this.#removeStale(child, seen, touched)
        continue
      }
      this.#places.delete(child.id)
      this.#removeName(child.options.name, child.id)
      for (const rowId of rowIdsOf(child)) this.#dropRowId(rowId)
      touched.add(child.id)
      this.#removeStale(child, seen, touched)
    }
  }

  #locate(place: WidgetPlace, parentId: string | null, slot: ChildSlot): void {
    place.parentId = parentId
    place.list = slot.list
    place.index = slot.index
    place.rowIndex = slot.rowIndex
  }

  #update(place: WidgetPlace, before: Widget, after: Widget): void {
    this.#onReplace(place, before, after)
    place.widget = after
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
