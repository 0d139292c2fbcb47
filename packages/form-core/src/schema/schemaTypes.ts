// The live schema store: an id-indexed tree of a form's {formConfig, widgetList} that changes only
// through typed actions, each applied with its inverse recorded (undo/redo come from inverses).

import type { StructureChanges } from '../model/index.js'
import type { ListKey } from '../tree/index.js'
import type { FormConfig, FormJson, Widget, WidgetOptions } from '../types.js'

/** The list a widget sits in: the root widgetList (parentId null) or a container's child list. */
export interface WidgetLocation {
  parentId: string | null
  /** which list of the parent (see ListKey) */
  list: ListKey
  /** table cells only */
  rowIndex?: number
  index: number
}

/** Table operations of the designer's table and table-cell menus (VForm's rules). */
export type TableOperation =
  | 'appendRow'
  | 'appendColumn'
  | 'insertColumnLeft'
  | 'insertColumnRight'
  | 'insertRowAbove'
  | 'insertRowBelow'
  | 'mergeLeft'
  | 'mergeRight'
  | 'mergeRow'
  | 'mergeAbove'
  | 'mergeBelow'
  | 'mergeColumn'
  | 'splitRow'
  | 'splitColumn'
  | 'deleteColumn'
  | 'deleteRow'

/** Every way the structure or settings of a form can change. */
export type SchemaAction =
  /** puts `widget` (fresh ids and names, e.g. from store.createWidget) into a child list */
  | { type: 'insert'; parentId: string | null; index: number; widget: Widget }
  /** `index`: the position in the target list once moved (as arrayMove within one list) */
  | { type: 'move'; id: string; parentId: string | null; index: number }
  | { type: 'remove'; id: string }
  /** a deep copy with fresh ids and unique names, placed right after the original */
  | { type: 'clone'; id: string }
  /** shallow merge into widget.options; a key set to undefined is deleted */
  | { type: 'patchOptions'; id: string; patch: Partial<WidgetOptions> }
  /** widget-level keys other than options and children (displayType, alias, ...) */
  | { type: 'patchWidget'; id: string; patch: Record<string, unknown> }
  | { type: 'patchFormConfig'; patch: Partial<FormConfig> }
  /** the whole form at once (import, template, clear): any VForm JSON, which the store loads and upgrades (a refusal throws and changes nothing) */
  | { type: 'replaceForm'; json: unknown }
  | { type: 'addGridCol'; gridId: string }
  | { type: 'addTabPane'; tabsId: string }
  /** `targetId` is the table for appendRow/appendColumn, else the table-cell */
  | { type: 'table'; operation: TableOperation; targetId: string }

export type SchemaActionType = SchemaAction['type']

export interface DispatchOptions {
  /**
   * Consecutive dispatches with the same key (within the store's merge window) become one history
   * step: a burst of keystrokes in one property editor is undone at once. Property editors pass
   * `${widgetId}.${optionKey}`.
   */
  mergeKey?: string
}

export interface DispatchResult {
  /** the widget the designer should select afterwards: the inserted or cloned widget; after a
   * remove the next sibling, else the previous one, else the parent (null at an empty root) */
  selectId: string | null | undefined
}

/** Why a drop is refused: a Chinese sentence for the author. */
export type DropCheck = { ok: true } | { ok: false; reason: string }

/**
 * What one committed change touched, for listeners that care (history panel, autosave, model):
 * `touchedIds`, the ids of widgets whose own object was replaced (options, children), added or
 * removed, and whether formConfig is a new object.
 */
export interface SchemaChange extends StructureChanges {
  action: SchemaAction
  /** 'do' for a new action, 'undo' and 'redo' for history moves */
  origin: 'do' | 'undo' | 'redo'
}

export type SchemaListener = (change: SchemaChange) => void

export interface HistoryState {
  canUndo: boolean
  canRedo: boolean
  /** number of steps that can be undone */
  undoDepth: number
  redoDepth: number
}

/**
 * The one way to change a form's structure. Reads return immutable objects with structural sharing:
 * an edit replaces the edited widget and its ancestors, every other widget object keeps its identity,
 * so renderers can memoise by object identity.
 */
export interface SchemaStore {
  /** the whole form, normalised (defaults filled); the same object until the next change */
  getJson(): FormJson
  getFormConfig(): FormConfig
  getWidget(id: string): Widget | undefined
  getWidgetByName(name: string): Widget | undefined
  getLocation(id: string): WidgetLocation | undefined
  /** ids from the root down to the widget's parent */
  getAncestorIds(id: string): readonly string[]

  /** applies an action; throws a FormError (duplicate name, refused drop, unknown id, ...) and changes nothing when it cannot */
  dispatch(action: SchemaAction, options?: DispatchOptions): DispatchResult
  /** whether a widget of `type` may go into the list of `parentId` (drop rules of the designer) */
  canDrop(type: string, parentId: string | null): DropCheck
  /** a fresh widget of a registered type whose ids and names collide with nothing in the form */
  createWidget(type: string): Widget
  /** null when `name` is free for widget `id` (or a Chinese message why not) */
  checkName(id: string, name: string): string | null

  undo(): boolean
  redo(): boolean
  getHistory(): HistoryState

  /** every committed change */
  subscribe(listener: SchemaListener): () => void
  /** changes to one widget's own object (its options or its child lists) */
  subscribeWidget(id: string, listener: () => void): () => void
  subscribeHistory(listener: () => void): () => void

  /**
   * What changed from the store's form `from` to its form `to` (both once given by getJson), the
   * union of the changes between them, for a renderer that follows the store (FormModel's
   * updateStructure); null when they are not among the last changes.
   */
  changesBetween(from: FormJson, to: FormJson): StructureChanges | null

  /** the JSON to save: defaults stripped (keeps what the author set, what VForm writes and unknown keys) */
  toSavedJson(): FormJson
}

/** Options of createSchemaStore(). */
export interface SchemaStoreOptions {
  /** numbers for generated ids and names (default: random, like VForm); seed it in tests */
  nextNumber?: () => number
  /** clock of the merge window, in ms (default Date.now) */
  now?: () => number
  /** undoable steps kept (default 200) */
  historyDepth?: number
  /** ms within which dispatches with the same mergeKey become one step (default 1000) */
  mergeWindow?: number
}
