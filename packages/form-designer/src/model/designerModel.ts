import { KeyedListeners, Subscribable, checkTableOperation, isFormError, type SchemaAction, type SchemaStore, type TableOperation, type Widget } from '@tandem/form-core'
import { currentDesignerText } from '../messages'
import type { CommandResult, DragSource, DragState, DropTarget, PanelState, WidgetCommand } from './designerTypes'
import { acceptsWidgets, dropListOf, isWithin, listKey, selectableParentId, siblingsOf } from './treeQueries'

const OK: CommandResult = { ok: true }
const refused = (reason: string): CommandResult => ({ ok: false, reason })

/** Lists a widget can be moved up and down in (table cells keep their grid position). */
const MOVABLE_LISTS = new Set(['widgetList', 'cols', 'tabs'])
/** Pane-level widgets are handled through their tabs or table, never cloned or moved on their own. */
const NOT_CLONABLE = new Set(['table-cell', 'tab-pane'])

/**
 * The designer's own state beside the schema store: selection, drag, the active pane of each tabs,
 * the open panel tabs. Framework-free; views read it through hooks. Every structural change goes
 * through the store, so undo/redo cover it; the model only decides what to ask and what to select.
 *
 * Listeners: `subscribe` for global readers (toolbar, settings panel), `subscribeWidget(id)` wakes
 * only the widgets whose selection, active pane or drag state changed, `subscribeList(key)` only the lists the
 * drop marker enters or leaves.
 */
export class DesignerModel extends Subscribable<() => void> {
  readonly store: SchemaStore
  #selectedId: string | null = null
  #drag: DragState | null = null
  #panels: PanelState = { left: 'widgets', right: 'widget' }
  readonly #activePanes = new Map<string, string>()
  readonly #widgetListeners = new KeyedListeners()
  readonly #listListeners = new KeyedListeners()

  constructor(store: SchemaStore) {
    super()
    this.store = store
  }

  /**
   * Follows the store while the designer is mounted: undo, redo or a replaced form can take the
   * selected widget away, and then the selection is cleared. Returns the disconnect.
   */
  connect(): () => void {
    return this.store.subscribe(() => {
      if (this.#selectedId !== null && !this.store.getWidget(this.#selectedId)) this.select(null)
    })
  }

  // ===== reading =====

  getSelectedId(): string | null {
    return this.#selectedId
  }

  getSelectedWidget(): Widget | undefined {
    return this.#selectedId === null ? undefined : this.store.getWidget(this.#selectedId)
  }

  isSelected(id: string): boolean {
    return this.#selectedId === id
  }

  getDrag(): DragState | null {
    return this.#drag
  }

  /** the drop target when it lies in the list of `parentId`, else null */
  getDropTargetIn(parentId: string | null): DropTarget | null {
    const target = this.#drag?.target
    return target && target.parentId === parentId ? target : null
  }

  getPanels(): PanelState {
    return this.#panels
  }

  /** the pane of `tabsId` new widgets go into: the one last clicked or selected in, else the first */
  getActivePaneId(tabsId: string): string | undefined {
    const panes = this.store.getWidget(tabsId)?.tabs ?? []
    const remembered = this.#activePanes.get(tabsId)
    return panes.find((pane) => pane.id === remembered)?.id ?? panes[0]?.id
  }

  subscribeWidget(id: string, listener: () => void): () => void {
    return this.#widgetListeners.subscribe(id, listener)
  }

  subscribeList(parentId: string | null, listener: () => void): () => void {
    return this.#listListeners.subscribe(listKey(parentId), listener)
  }

  // ===== selection =====

  /** Selects a widget (null clears). Selecting inside a tab pane makes that pane the active one. */
  select(id: string | null): CommandResult {
    if (id !== null && !this.store.getWidget(id)) return refused(`${currentDesignerText().canvas.unknownType}${id}`)
    if (id === this.#selectedId) return OK
    const previous = this.#selectedId
    this.#selectedId = id
    if (id !== null) this.#rememberPanesAround(id)
    this.#widgetListeners.notify(previous, id)
    this.#notify()
    return OK
  }

  clearSelection(): CommandResult {
    return this.select(null)
  }

  setActivePane(tabsId: string, paneId: string): void {
    if (this.#activePanes.get(tabsId) === paneId) return
    this.#activePanes.set(tabsId, paneId)
    this.#widgetListeners.notify(tabsId)
  }

  setPanel(panel: Partial<PanelState>): void {
    const next = { ...this.#panels, ...panel }
    if (next.left === this.#panels.left && next.right === this.#panels.right) return
    this.#panels = next
    this.#notify()
  }

  // ===== action bar =====

  canRun(command: WidgetCommand, id: string | null = this.#selectedId): boolean {
    const widget = id === null ? undefined : this.store.getWidget(id)
    if (!widget) return false
    switch (command) {
      case 'selectParent':
        return selectableParentId(this.store, widget.id) !== null
      case 'moveUp':
      case 'moveDown': {
        const location = this.store.getLocation(widget.id)
        if (!location || !MOVABLE_LISTS.has(location.list)) return false
        const count = siblingsOf(this.store, widget.id).length
        return command === 'moveUp' ? location.index > 0 : location.index < count - 1
      }
      case 'clone':
        return !NOT_CLONABLE.has(widget.type)
      case 'remove':
        return widget.type !== 'table-cell'
    }
  }

  /** Runs an action-bar command on the selected widget. */
  run(command: WidgetCommand): CommandResult {
    const id = this.#selectedId
    if (id === null) return refused(currentDesignerText().canvas.noSelection)
    if (!this.canRun(command, id)) return refused(currentDesignerText().canvas.noSelection)
    switch (command) {
      case 'selectParent':
        return this.select(selectableParentId(this.store, id))
      case 'moveUp':
      case 'moveDown': {
        const location = this.store.getLocation(id)!
        const index = location.index + (command === 'moveUp' ? -1 : 1)
        return this.#dispatch({ type: 'move', id, parentId: location.parentId, index }, false)
      }
      case 'clone':
        return this.#dispatch({ type: 'clone', id })
      case 'remove':
        return this.#dispatch({ type: 'remove', id })
    }
  }

  undo(): CommandResult {
    return this.store.undo() ? OK : refused(currentDesignerText().canvas.nothingToUndo)
  }

  redo(): CommandResult {
    return this.store.redo() ? OK : refused(currentDesignerText().canvas.nothingToRedo)
  }

  // ===== containers =====

  addGridCol(gridId: string): CommandResult {
    return this.#dispatch({ type: 'addGridCol', gridId })
  }

  addTabPane(tabsId: string): CommandResult {
    const result = this.#dispatch({ type: 'addTabPane', tabsId }, false)
    const panes = this.store.getWidget(tabsId)?.tabs
    if (result.ok && panes && panes.length > 0) this.setActivePane(tabsId, panes[panes.length - 1].id)
    return result
  }

  /** Removes the active pane of a tabs widget and keeps the tabs selected. */
  removeActivePane(tabsId: string): CommandResult {
    const paneId = this.getActivePaneId(tabsId)
    if (paneId === undefined) return refused(currentDesignerText().canvas.noSelection)
    const result = this.#dispatch({ type: 'remove', id: paneId }, false)
    if (result.ok) {
      this.#activePanes.delete(tabsId)
      this.#widgetListeners.notify(tabsId)
    }
    return result
  }

  /** Whether the store would accept a table operation now (for enabling the table and cell menus). */
  canTableOperation(operation: TableOperation, targetId: string): boolean {
    return checkTableOperation(this.store, operation, targetId).ok
  }

  tableOperation(operation: TableOperation, targetId: string): CommandResult {
    return this.#dispatch({ type: 'table', operation, targetId }, false)
  }

  // ===== adding widgets =====

  /**
   * Double-click on a palette entry: into the active pane of a selected tabs, else into the selected
   * container, else at the end of the form.
   */
  appendFromPalette(type: string): CommandResult {
    const parentId = this.#appendParentId()
    return this.insertNew(type, { parentId, index: dropListOf(this.store, parentId)?.length ?? 0 })
  }

  /** A new widget of `type` at `target`; selects it. */
  insertNew(type: string, target: Pick<DropTarget, 'parentId' | 'index'>): CommandResult {
    const check = this.store.canDrop(type, target.parentId)
    if (!check.ok) return refused(check.reason)
    let widget: Widget
    try {
      widget = this.store.createWidget(type)
    } catch (error) {
      if (isFormError(error)) return refused(error.message)
      throw error
    }
    return this.#dispatch({ type: 'insert', parentId: target.parentId, index: target.index, widget })
  }

  /**
   * Moves a widget to `target`, whose index counts the list as it is before the move (the position
   * of the insertion marker). Dropping a widget where it already is changes nothing.
   */
  moveTo(id: string, target: Pick<DropTarget, 'parentId' | 'index'>): CommandResult {
    const widget = this.store.getWidget(id)
    const location = this.store.getLocation(id)
    if (!widget || !location) return refused(`${currentDesignerText().canvas.unknownType}${id}`)
    const check = this.checkDrop({ kind: 'widget', id }, target.parentId)
    if (check !== null) return refused(check)
    let index = target.index
    if (location.parentId === target.parentId && location.list === 'widgetList') {
      if (index === location.index || index === location.index + 1) return this.select(id)
      if (index > location.index) index -= 1
    }
    const result = this.#dispatch({ type: 'move', id, parentId: target.parentId, index }, false)
    return result.ok ? this.select(id) : result
  }

  // ===== drag =====

  startDrag(source: DragSource): void {
    this.#drag = { source, target: null }
    if (source.kind === 'widget') this.#widgetListeners.notify(source.id)
    this.#notify()
  }

  /** whether widget `id` is the one being dragged */
  isDragged(id: string): boolean {
    const source = this.#drag?.source
    return source?.kind === 'widget' && source.id === id
  }

  /** Moves the drop marker; only the lists it leaves and enters are woken. */
  setDropTarget(target: Pick<DropTarget, 'parentId' | 'index'> | null): void {
    const drag = this.#drag
    if (!drag) return
    const previous = drag.target
    if (previous && target && previous.parentId === target.parentId && previous.index === target.index) return
    if (!previous && !target) return
    const next = target ? { ...target, refusal: this.checkDrop(drag.source, target.parentId) } : null
    this.#drag = { source: drag.source, target: next }
    this.#listListeners.notify(previous && listKey(previous.parentId), next && listKey(next.parentId))
  }

  /** Ends a drag: drops at the current target (if any) and clears the drag state. */
  endDrag(): CommandResult | null {
    const drag = this.#drag
    this.cancelDrag()
    const target = drag?.target
    if (!drag || !target) return null
    if (target.refusal !== null) return refused(target.refusal)
    return drag.source.kind === 'palette' ? this.insertNew(drag.source.type, target) : this.moveTo(drag.source.id, target)
  }

  cancelDrag(): void {
    const drag = this.#drag
    if (!drag) return
    this.#drag = null
    if (drag.target) this.#listListeners.notify(listKey(drag.target.parentId))
    if (drag.source.kind === 'widget') this.#widgetListeners.notify(drag.source.id)
    this.#notify()
  }

  /** Why a drop of `source` into the list of `parentId` is refused, or null when the store accepts it. */
  checkDrop(source: DragSource, parentId: string | null): string | null {
    const type = source.kind === 'palette' ? source.type : this.store.getWidget(source.id)?.type
    if (type === undefined) return `${currentDesignerText().canvas.unknownType}${source.kind === 'widget' ? source.id : ''}`
    if (source.kind === 'widget' && parentId !== null && isWithin(this.store, parentId, source.id)) return currentDesignerText().canvas.dropIntoItself
    const check = this.store.canDrop(type, parentId)
    return check.ok ? null : check.reason
  }

  // ===== internals =====

  #appendParentId(): string | null {
    const selected = this.getSelectedWidget()
    if (!selected) return null
    if (selected.type === 'tab') return this.getActivePaneId(selected.id) ?? null
    return acceptsWidgets(selected) ? selected.id : null
  }

  #rememberPanesAround(id: string): void {
    const chain = [...this.store.getAncestorIds(id), id]
    for (let index = 1; index < chain.length; index++) {
      const widget = this.store.getWidget(chain[index])
      if (widget?.type === 'tab-pane') this.setActivePane(chain[index - 1], widget.id)
    }
  }

  /** Dispatches; selects what the store says should be selected (unless `select` is false). */
  #dispatch(action: SchemaAction, select = true): CommandResult {
    try {
      const result = this.store.dispatch(action)
      if (select && result.selectId !== undefined) this.select(result.selectId)
      return OK
    } catch (error) {
      if (isFormError(error)) return refused(error.message)
      throw error
    }
  }

  #notify(): void {
    for (const listener of [...this.listeners]) listener()
  }
}

/** The designer model of a schema store. */
export function createDesignerModel(store: SchemaStore): DesignerModel {
  return new DesignerModel(store)
}
