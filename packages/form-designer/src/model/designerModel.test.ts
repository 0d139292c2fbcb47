import { createSchemaStore, type Widget } from '@tandem/form-core'
import { describe, expect, it, vi } from 'vitest'
import { createDesignerModel } from './designerModel'

function setup(widgetList: unknown[] = []) {
  let counter = 100
  const store = createSchemaStore({ widgetList, formConfig: {} }, { nextNumber: () => ++counter })
  const model = createDesignerModel(store)
  model.connect()
  return { store, model }
}

const rootTypes = (model: ReturnType<typeof setup>['model']) => model.store.getJson().widgetList.map((widget) => widget.type)
const added = (model: ReturnType<typeof setup>['model']): Widget => model.getSelectedWidget()!

describe('DesignerModel selection', () => {
  it('selects, clears and wakes only the widgets whose selection changed', () => {
    const { model } = setup()
    model.appendFromPalette('input')
    const first = added(model)
    model.appendFromPalette('textarea')
    const second = added(model)
    const firstListener = vi.fn()
    const secondListener = vi.fn()
    model.subscribeWidget(first.id, firstListener)
    model.subscribeWidget(second.id, secondListener)

    model.select(first.id)
    expect(model.isSelected(first.id)).toBe(true)
    expect(firstListener).toHaveBeenCalledTimes(1)
    expect(secondListener).toHaveBeenCalledTimes(1)
    model.select(first.id)
    expect(firstListener).toHaveBeenCalledTimes(1)
    model.clearSelection()
    expect(model.getSelectedId()).toBeNull()
    expect(secondListener).toHaveBeenCalledTimes(1)
  })

  it('refuses to select an unknown widget and keeps the selection', () => {
    const { model } = setup()
    model.appendFromPalette('input')
    const selected = model.getSelectedId()
    expect(model.select('nope').ok).toBe(false)
    expect(model.getSelectedId()).toBe(selected)
  })

  it('selects the parent, skipping tab panes, and the grid column of a field in a grid', () => {
    const { model, store } = setup()
    model.appendFromPalette('grid')
    const grid = added(model)
    const col = grid.cols![0]
    model.select(col.id)
    model.appendFromPalette('input')
    const input = added(model)
    expect(store.getLocation(input.id)?.parentId).toBe(col.id)
    model.run('selectParent')
    expect(model.getSelectedId()).toBe(col.id)
    model.run('selectParent')
    expect(model.getSelectedId()).toBe(grid.id)
    expect(model.canRun('selectParent')).toBe(false)

    model.clearSelection()
    model.appendFromPalette('tab')
    const tabs = added(model)
    model.appendFromPalette('input')
    const inPane = added(model)
    expect(store.getLocation(inPane.id)?.parentId).toBe(tabs.tabs![0].id)
    model.run('selectParent')
    expect(model.getSelectedId()).toBe(tabs.id)
  })
})

describe('DesignerModel commands', () => {
  it('moves a widget up and down among its siblings only', () => {
    const { model } = setup()
    model.appendFromPalette('input')
    model.appendFromPalette('textarea')
    expect(model.canRun('moveDown')).toBe(false)
    expect(model.run('moveUp').ok).toBe(true)
    expect(rootTypes(model)).toEqual(['textarea', 'input'])
    expect(model.canRun('moveUp')).toBe(false)
    expect(model.run('moveUp').ok).toBe(false)
    expect(model.run('moveDown').ok).toBe(true)
    expect(rootTypes(model)).toEqual(['input', 'textarea'])
  })

  it('clones next to the original and selects the copy', () => {
    const { model } = setup()
    model.appendFromPalette('grid')
    const grid = added(model)
    expect(model.run('clone').ok).toBe(true)
    expect(rootTypes(model)).toEqual(['grid', 'grid'])
    expect(model.getSelectedId()).not.toBe(grid.id)
    expect(model.getSelectedWidget()?.type).toBe('grid')
  })

  it('removes and selects what the store names: next sibling, else previous, else the parent', () => {
    const { model, store } = setup()
    model.appendFromPalette('input')
    const first = added(model)
    model.appendFromPalette('textarea')
    const second = added(model)
    model.select(first.id)
    model.run('remove')
    expect(model.getSelectedId()).toBe(second.id)
    model.run('remove')
    expect(model.getSelectedId()).toBeNull()
    expect(store.getJson().widgetList).toEqual([])
  })

  it('undo and redo go through the store and drop a selection that no longer exists', () => {
    const { model, store } = setup()
    expect(model.undo().ok).toBe(false)
    model.appendFromPalette('input')
    expect(store.getHistory().canUndo).toBe(true)
    expect(model.undo().ok).toBe(true)
    expect(model.getSelectedId()).toBeNull()
    expect(store.getJson().widgetList).toHaveLength(0)
    expect(model.redo().ok).toBe(true)
    expect(rootTypes(model)).toEqual(['input'])
    expect(model.redo().ok).toBe(false)
  })
})

describe('DesignerModel adding widgets', () => {
  it('double-click appends into the active pane of a selected tabs, a selected container, else the root', () => {
    const { model, store } = setup()
    model.appendFromPalette('tab')
    const tabs = added(model)
    model.addTabPane(tabs.id)
    const secondPane = store.getWidget(tabs.id)!.tabs![1]
    expect(model.getActivePaneId(tabs.id)).toBe(secondPane.id)
    model.select(tabs.id)
    model.appendFromPalette('input')
    expect(store.getLocation(model.getSelectedId()!)?.parentId).toBe(secondPane.id)

    model.clearSelection()
    model.appendFromPalette('card')
    const card = added(model)
    model.appendFromPalette('rate')
    expect(store.getLocation(model.getSelectedId()!)?.parentId).toBe(card.id)

    model.clearSelection()
    model.appendFromPalette('divider')
    expect(store.getLocation(model.getSelectedId()!)?.parentId).toBeNull()
  })

  it('a refused append says why and changes nothing', () => {
    const { model, store } = setup()
    model.appendFromPalette('sub-form')
    const before = store.getJson()
    const result = model.appendFromPalette('grid')
    expect(result.ok).toBe(false)
    expect(result.ok === false && result.reason).toBeTruthy()
    expect(store.getJson()).toBe(before)
  })

  it('a drag drops at the marker, selects the new widget and records one history step', () => {
    const { model, store } = setup()
    model.appendFromPalette('input')
    model.clearSelection()
    const depth = store.getHistory().undoDepth
    model.startDrag({ kind: 'palette', type: 'textarea' })
    const rootListener = vi.fn()
    model.subscribeList(null, rootListener)
    model.setDropTarget({ parentId: null, index: 0 })
    model.setDropTarget({ parentId: null, index: 0 })
    expect(rootListener).toHaveBeenCalledTimes(1)
    expect(model.getDropTargetIn(null)).toEqual({ parentId: null, index: 0, refusal: null })
    expect(model.endDrag()).toEqual({ ok: true })
    expect(rootTypes(model)).toEqual(['textarea', 'input'])
    expect(model.getSelectedWidget()?.type).toBe('textarea')
    expect(store.getHistory().undoDepth).toBe(depth + 1)
    expect(model.getDrag()).toBeNull()
  })

  it('a refused drop shows the reason on the marker and changes nothing', () => {
    const { model, store } = setup()
    model.appendFromPalette('sub-form')
    const subForm = added(model)
    const before = store.getJson()
    model.startDrag({ kind: 'palette', type: 'card' })
    model.setDropTarget({ parentId: subForm.id, index: 0 })
    expect(model.getDropTargetIn(subForm.id)?.refusal).toBeTruthy()
    const result = model.endDrag()
    expect(result?.ok).toBe(false)
    expect(store.getJson()).toBe(before)
  })

  it('moves a widget across containers and counts the marker index before the move', () => {
    const { model, store } = setup()
    model.appendFromPalette('input')
    const a = added(model)
    model.clearSelection()
    model.appendFromPalette('textarea')
    model.clearSelection()
    model.appendFromPalette('number')
    model.clearSelection()
    // marker after the last widget: a goes to the end
    expect(model.moveTo(a.id, { parentId: null, index: 3 }).ok).toBe(true)
    expect(rootTypes(model)).toEqual(['textarea', 'number', 'input'])
    expect(model.getSelectedId()).toBe(a.id)

    model.clearSelection()
    model.appendFromPalette('card')
    const card = added(model)
    expect(model.moveTo(a.id, { parentId: card.id, index: 0 }).ok).toBe(true)
    expect(store.getLocation(a.id)?.parentId).toBe(card.id)
    expect(model.moveTo(card.id, { parentId: card.id, index: 0 }).ok).toBe(false)
  })

  it('tells which widget is dragged and wakes only that widget when its drag starts and ends', () => {
    const { model } = setup()
    model.appendFromPalette('input')
    const dragged = added(model)
    model.clearSelection()
    model.appendFromPalette('textarea')
    const other = added(model)
    const draggedListener = vi.fn()
    const otherListener = vi.fn()
    model.subscribeWidget(dragged.id, draggedListener)
    model.subscribeWidget(other.id, otherListener)

    model.startDrag({ kind: 'widget', id: dragged.id })
    expect(model.isDragged(dragged.id)).toBe(true)
    expect(model.isDragged(other.id)).toBe(false)
    model.cancelDrag()
    expect(model.isDragged(dragged.id)).toBe(false)
    expect(draggedListener).toHaveBeenCalledTimes(2)
    expect(otherListener).not.toHaveBeenCalled()

    model.startDrag({ kind: 'palette', type: 'input' })
    expect(model.isDragged(dragged.id)).toBe(false)
    model.cancelDrag()
    expect(draggedListener).toHaveBeenCalledTimes(2)
  })
})

describe('DesignerModel containers', () => {
  it('adds grid columns and tab panes, removes the active pane but never the last', () => {
    const { model, store } = setup()
    model.appendFromPalette('grid')
    const grid = added(model)
    model.addGridCol(grid.id)
    expect(store.getWidget(grid.id)?.cols).toHaveLength(3)

    model.appendFromPalette('tab')
    const tabs = added(model)
    expect(model.removeActivePane(tabs.id).ok).toBe(false)
    model.addTabPane(tabs.id)
    const panes = store.getWidget(tabs.id)!.tabs!
    expect(model.removeActivePane(tabs.id).ok).toBe(true)
    expect(store.getWidget(tabs.id)?.tabs?.map((pane) => pane.id)).toEqual([panes[0].id])
  })

  it('tells which table operations the store would accept, without touching the form or its history', () => {
    const { model, store } = setup()
    model.appendFromPalette('table')
    const table = added(model)
    const [topLeft, topRight] = table.rows![0].cols
    const json = store.getJson()
    const history = store.getHistory()
    expect(model.canTableOperation('mergeRight', topLeft.id)).toBe(true)
    expect(model.canTableOperation('mergeLeft', topLeft.id)).toBe(false)
    expect(model.canTableOperation('splitRow', topLeft.id)).toBe(false)
    expect(store.getJson()).toBe(json)
    expect(store.getHistory()).toEqual(history)

    expect(model.tableOperation('mergeRight', topLeft.id).ok).toBe(true)
    expect(store.getWidget(topRight.id)?.merged).toBe(true)
    expect(model.canTableOperation('splitColumn', topLeft.id) || model.canTableOperation('splitRow', topLeft.id)).toBe(true)
    expect(model.tableOperation('appendRow', table.id).ok).toBe(true)
    expect(store.getWidget(table.id)?.rows).toHaveLength(table.rows!.length + 1)
  })
})
