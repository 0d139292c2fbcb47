import type { Widget } from '../types.js'
import { buildIndexView, type FormIndex, type FormIndexOptions } from './formIndex.js'
import { WidgetPlaces, type PlaceParent, type WidgetPlace } from './widgetPlaces.js'

export interface FormTreeIndexOptions extends FormIndexOptions {
  /** build the places by id at once rather than on first use (an editor that changes the tree through them) */
  trackPlaces?: boolean
  /** told whenever a widget's object is replaced by a newer one with the same id (places only) */
  onReplace?: (before: Widget, after: Widget) => void
}

/**
 * The one index of a form's widget tree, by id and by name, following its edits. Two faces, each
 * built on first use so a reader pays only for the one it needs:
 * - `current`: the FormIndex of the tree as it stands (WidgetNodes by name and by id, fields,
 *   sub-forms), rebuilt after a change keeping the nodes of unchanged top-level widgets; what a
 *   form model, the logic and the server read.
 * - places by id (`place`, `ancestorIds`, names and row ids in use), changed in place by
 *   `reconcile` and `setWidget` at the cost of what an edit replaced; what the schema store edits
 *   through.
 * `update(widgetList)` follows a new tree given whole (a model following the schema store).
 */
export class FormTreeIndex {
  readonly #inlineDialogs: boolean
  readonly #onReplace: ((before: Widget, after: Widget) => void) | undefined
  #widgetList: readonly Widget[]
  /** top-level widgets replaced through the places since #widgetList was last given: index → widget */
  readonly #rootPatches = new Map<number, Widget>()
  #current: FormIndex | undefined
  #currentIsStale = true
  #places: WidgetPlaces | undefined

  constructor(widgetList: readonly Widget[], options: FormTreeIndexOptions = {}) {
    this.#inlineDialogs = options.inlineDialogs === true
    this.#onReplace = options.onReplace
    this.#widgetList = widgetList
    if (options.trackPlaces) this.#placesOf()
  }

  /** The index of the tree as it stands; the same object until the next change. */
  get current(): FormIndex {
    if (this.#currentIsStale || !this.#current) {
      this.#current = buildIndexView(this.widgetList, this.#inlineDialogs, this.#current)
      this.#currentIsStale = false
    }
    return this.#current
  }

  /** The root list as the index knows it. */
  get widgetList(): readonly Widget[] {
    if (this.#rootPatches.size > 0) {
      const list = [...this.#widgetList]
      for (const [index, widget] of this.#rootPatches) list[index] = widget
      this.#widgetList = list
      this.#rootPatches.clear()
    }
    return this.#widgetList
  }

  /** Follows a new tree given whole; subtrees that are the same objects are not looked at again. */
  update(widgetList: readonly Widget[]): void {
    if (widgetList === this.#widgetList && this.#rootPatches.size === 0) return
    if (this.#places) this.reconcile(null, this.widgetList, widgetList, new Set())
    else this.#setRoot(widgetList)
  }

  // ===== by id, with places =====

  place(id: string): WidgetPlace | undefined {
    return this.#placesOf().get(id)
  }

  /** The first widget id carrying `name`. */
  idOfName(name: string): string | undefined {
    return this.#placesOf().idOfName(name)
  }

  /** The ids carrying `name`. */
  idsOfName(name: string): ReadonlySet<string> {
    return this.#placesOf().idsOfName(name)
  }

  /** Whether `value` is already a widget id, a widget name or a table row id. */
  isTaken(value: string): boolean {
    return this.#placesOf().isTaken(value)
  }

  /** Ids from the root down to the parent of `id`. */
  ancestorIds(id: string): string[] {
    return this.#placesOf().ancestorIds(id)
  }

  /** The path-copied ancestor of an edited widget: same place, same children's places. */
  setWidget(id: string, widget: Widget): void {
    this.#placesOf().setWidget(id, widget)
    this.#currentIsStale = true
  }

  /**
   * Brings the index in step after the object at `parentId` (null: the root list) went from
   * `before` to `after`; every id added, removed or given a new object goes into `touched`.
   */
  reconcile(parentId: string | null, before: PlaceParent | null, after: PlaceParent, touched: Set<string>): void {
    this.#placesOf().reconcile(parentId, before, after, touched)
    if (parentId === null) this.#setRoot(after as readonly Widget[])
    this.#currentIsStale = true
  }

  #setRoot(widgetList: readonly Widget[]): void {
    this.#widgetList = widgetList
    this.#rootPatches.clear()
    this.#currentIsStale = true
  }

  #placesOf(): WidgetPlaces {
    if (!this.#places) {
      const places = new WidgetPlaces(this.#inlineDialogs, (place, before, after) => this.#replaced(place, before, after))
      places.reconcile(null, null, this.widgetList, new Set())
      this.#places = places
    }
    return this.#places
  }

  #replaced(place: WidgetPlace, before: Widget, after: Widget): void {
    if (place.parentId === null) this.#rootPatches.set(place.index, after)
    this.#onReplace?.(before, after)
  }
}

/** The FormIndex of a widget tree (one linear pass; see FormTreeIndex for one that follows edits). */
export function buildFormIndex(widgetList: readonly Widget[], options: FormIndexOptions = {}): FormIndex {
  return new FormTreeIndex(widgetList, options).current
}
