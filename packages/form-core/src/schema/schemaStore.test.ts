import { describe, expect, it, vi } from 'vitest'
import { createSchemaStore, setLocale, type SchemaStore } from '../index.js'
import { counter, designerForm, expectConsistent, expectInvertible, expectRefused, replay } from '../testing/schemaForms.js'

const newStore = (): SchemaStore => createSchemaStore(designerForm(), { nextNumber: counter() })
describe('schema store: reads', () => {
  it('loads like loadFormJson and rejects bad JSON with the SPEC messages', () => {
    expect(() => createSchemaStore(42)).toThrow('Set form json failed.')
    expect(() => createSchemaStore({ widgetList: [] })).toThrow('Invalid format of form json.')
    const store = newStore()
    expect(store.getWidget('title')?.options.clearable).toBe(true)
    expect(store.getFormConfig().labelWidth).toBe(100)
    expectConsistent(store)
  })

  it('gives locations, names and ancestors', () => {
    const store = newStore()
    expect(store.getLocation('c12')).toEqual({ parentId: 'table1', list: 'rows', rowIndex: 1, index: 2 })
    expect(store.getLocation('pane2')).toEqual({ parentId: 'tab1', list: 'tabs', index: 1 })
    expect(store.getAncestorIds('amount')).toEqual(['grid1', 'col1'])
    expect(store.getWidgetByName('note')?.id).toBe('note')
    expect(store.getWidget('nope')).toBeUndefined()
  })

  it('replaces only the edited widget and its ancestors', () => {
    const store = newStore()
    const json = store.getJson()
    const [grid, table] = json.widgetList
    const amount = store.getWidget('amount')
    const col2 = store.getWidget('col2')
    store.dispatch({ type: 'patchOptions', id: 'title', patch: { label: 'Title' } })
    const next = store.getJson()
    expect(next).not.toBe(json)
    expect(next.widgetList[0]).not.toBe(grid)
    expect(store.getWidget('col1')).not.toBe(json.widgetList[0].cols?.[0])
    expect(next.widgetList[1]).toBe(table)
    expect(store.getWidget('amount')).toBe(amount)
    expect(store.getWidget('col2')).toBe(col2)
    expect(next.formConfig).toBe(json.formConfig)
    expect(Object.isFrozen(next.widgetList[0])).toBe(true)
    store.undo()
    expect(store.getJson().widgetList[0]).toBe(grid)
  })
})

describe('schema store: actions and their inverses', () => {
  it('inserts a widget made by createWidget and selects it', () => {
    const store = newStore()
    const widget = store.createWidget('input')
    expect(widget.id).toBe('input100')
    expect(widget.options.name).toBe('input100')
    const result = store.dispatch({ type: 'insert', parentId: 'card1', index: 1, widget })
    expect(result.selectId).toBe('input100')
    store.undo()
    expectInvertible(store, { type: 'insert', parentId: null, index: 0, widget })
  })

  it('inserts a copy the caller cannot change afterwards', () => {
    const store = newStore()
    const widget = store.createWidget('select')
    store.dispatch({ type: 'insert', parentId: null, index: 0, widget })
    widget.options.label = 'changed'
    expect(store.getWidget(widget.id)?.options.label).toBe('select')
  })

  it('refuses what is not an action', () => {
    const store = newStore()
    expectRefused(store, null as never, 'FORM_ERR_ACTION_REFUSED', '未知的操作')
    expectRefused(store, { type: 'explode' } as never, 'FORM_ERR_ACTION_REFUSED', '未知的操作')
    expectRefused(store, { type: 'patchOptions', id: 'title', patch: 'x' } as never, 'FORM_ERR_ACTION_REFUSED', '修改内容必须是对象')
    expectRefused(store, { type: 'insert', parentId: null, index: 0, widget: { type: 'input' } } as never, 'FORM_ERR_ACTION_REFUSED', '组件数据无效')
  })

  it('refuses an insert whose id or name is taken, or at a bad index', () => {
    const store = newStore()
    expectRefused(store, { type: 'insert', parentId: null, index: 0, widget: { id: 'title', type: 'input', options: { name: 'x' } } }, 'FORM_ERR_ACTION_REFUSED')
    expectRefused(store, { type: 'insert', parentId: null, index: 0, widget: { id: 'x', type: 'input', options: { name: 'title' } } }, 'FORM_ERR_INVALID_NAME', /title/)
    expectRefused(store, { type: 'insert', parentId: null, index: 99, widget: store.createWidget('input') }, 'FORM_ERR_ACTION_REFUSED')
    expectRefused(store, { type: 'insert', parentId: 'ghost', index: 0, widget: store.createWidget('input') }, 'FORM_ERR_REF_NOT_FOUND')
  })

  it('moves within a list and across containers', () => {
    const store = newStore()
    expectInvertible(store, { type: 'move', id: 'title', parentId: 'col1', index: 1 })
    expect(store.getLocation('title')).toEqual({ parentId: 'col1', list: 'widgetList', index: 1 })
    expectInvertible(store, { type: 'move', id: 'amount', parentId: 'c11', index: 0 })
    expect(store.getAncestorIds('amount')).toEqual(['table1', 'c11'])
    expectInvertible(store, { type: 'move', id: 'card1', parentId: 'pane2', index: 0 })
    expect(store.getAncestorIds('note')).toEqual(['tab1', 'pane2', 'card1'])
    expectInvertible(store, { type: 'move', id: 'note', parentId: null, index: 0 })
    expectInvertible(store, { type: 'move', id: 'col2', parentId: 'grid1', index: 0 })
  })

  it('keeps a moved widget object and leaves a same-place move out of history', () => {
    const store = newStore()
    const card = store.getWidget('card1')
    store.dispatch({ type: 'move', id: 'card1', parentId: 'pane2', index: 0 })
    expect(store.getWidget('card1')).toBe(card)
    const depth = store.getHistory().undoDepth
    store.dispatch({ type: 'move', id: 'card1', parentId: 'pane2', index: 0 })
    expect(store.getHistory().undoDepth).toBe(depth)
  })

  it('refuses moves into the widget itself, its descendants, or against the drop rules', () => {
    const store = newStore()
    expectRefused(store, { type: 'move', id: 'grid1', parentId: 'col1', index: 0 }, 'FORM_ERR_DROP_REFUSED', '组件不能移动到自身或其内部')
    expectRefused(store, { type: 'move', id: 'card1', parentId: 'card1', index: 0 }, 'FORM_ERR_DROP_REFUSED')
    expectRefused(store, { type: 'move', id: 'card1', parentId: 'items', index: 0 }, 'FORM_ERR_DROP_REFUSED', '子表单中不能放入容器组件')
    expectRefused(store, { type: 'move', id: 'dialog1', parentId: 'card1', index: 0 }, 'FORM_ERR_DROP_REFUSED')
    expectRefused(store, { type: 'move', id: 'col2', parentId: null, index: 0 }, 'FORM_ERR_DROP_REFUSED')
    expectRefused(store, { type: 'move', id: 'c00', parentId: 'card1', index: 0 }, 'FORM_ERR_DROP_REFUSED')
    expectRefused(store, { type: 'move', id: 'title', parentId: 'col1', index: 2 }, 'FORM_ERR_ACTION_REFUSED')
  })

  it('removes and selects the next sibling, else the previous one, else the parent', () => {
    const store = newStore()
    expect(store.dispatch({ type: 'remove', id: 'title' }).selectId).toBe('amount')
    expect(store.dispatch({ type: 'remove', id: 'amount' }).selectId).toBe('col1')
    store.undo()
    store.undo()
    expect(store.dispatch({ type: 'remove', id: 'last' }).selectId).toBe('dialog1')
    store.undo()
    expectInvertible(store, { type: 'remove', id: 'grid1' })
    expect(store.getWidget('title')).toBeUndefined()
    expect(store.checkName('new', 'title')).toBeNull()
    const empty = createSchemaStore({ formConfig: {}, widgetList: [{ type: 'input', id: 'only', options: { name: 'only' } }] })
    expect(empty.dispatch({ type: 'remove', id: 'only' }).selectId).toBeNull()
  })

  it('removes tab panes and grid columns but keeps the last one, never a table cell', () => {
    const store = newStore()
    expectInvertible(store, { type: 'remove', id: 'pane2' })
    expectInvertible(store, { type: 'remove', id: 'col2' })
    expectRefused(store, { type: 'remove', id: 'pane1' }, 'FORM_ERR_ACTION_REFUSED', '标签页至少要保留一个页签')
    expectRefused(store, { type: 'remove', id: 'col1' }, 'FORM_ERR_ACTION_REFUSED')
    expectRefused(store, { type: 'remove', id: 'c00' }, 'FORM_ERR_ACTION_REFUSED')
  })

  it('clones any widget with fresh ids and names after the original', () => {
    const store = newStore()
    for (const id of ['title', 'grid1', 'table1', 'tab1', 'card1', 'items', 'pane1', 'col1']) {
      const before = store.getJson()
      const { selectId } = store.dispatch({ type: 'clone', id })
      const original = store.getLocation(id)
      expect(store.getLocation(selectId as string)).toEqual({ ...original, index: (original?.index ?? 0) + 1 })
      expect(store.getWidget(selectId as string)?.type).toBe(store.getWidget(id)?.type)
      expectConsistent(store)
      store.undo()
      expect(store.getJson()).toEqual(before)
      store.redo()
    }
    expect(store.getWidget('table1')?.rows?.[0].cols[0].widgetList).toHaveLength(1)
    expectRefused(store, { type: 'clone', id: 'c00' }, 'FORM_ERR_ACTION_REFUSED')
  })

  it('patches options, checking names', () => {
    const store = newStore()
    expectInvertible(store, { type: 'patchOptions', id: 'title', patch: { label: '标题', clearable: undefined } })
    expect('clearable' in (store.getWidget('title')?.options ?? {})).toBe(false)
    expectInvertible(store, { type: 'patchOptions', id: 'title', patch: { name: 'subject' } })
    expect(store.getWidgetByName('subject')?.id).toBe('title')
    expect(store.getWidgetByName('title')).toBeUndefined()
    expectRefused(store, { type: 'patchOptions', id: 'title', patch: { name: 'amount' } }, 'FORM_ERR_INVALID_NAME', '名称“amount”已被其他组件使用')
    expectRefused(store, { type: 'patchOptions', id: 'title', patch: { name: ' ' } }, 'FORM_ERR_INVALID_NAME', '名称不能为空')
    expectRefused(store, { type: 'patchOptions', id: 'title', patch: { name: undefined } }, 'FORM_ERR_INVALID_NAME')
    expectRefused(store, { type: 'patchOptions', id: 'ghost', patch: {} }, 'FORM_ERR_REF_NOT_FOUND')
    expect(store.checkName('title', 'subject')).toBeNull()
    expect(store.checkName('amount', 'subject')).toBe('名称“subject”已被其他组件使用')
  })

  it('speaks English when the locale is en-US', () => {
    const store = newStore()
    setLocale('en-US')
    try {
      expect(store.checkName('title', '')).toBe('The name cannot be empty')
      expect(store.canDrop('grid', 'items')).toEqual({ ok: false, reason: 'Containers cannot be placed in a sub-form' })
    } finally {
      setLocale('zh-CN')
    }
  })

  it('patches widget keys and formConfig', () => {
    const store = newStore()
    expectInvertible(store, { type: 'patchWidget', id: 'tab1', patch: { displayType: 'card', alias: '页签' } })
    expectRefused(store, { type: 'patchWidget', id: 'tab1', patch: { id: 'x' } }, 'FORM_ERR_ACTION_REFUSED')
    expectRefused(store, { type: 'patchWidget', id: 'tab1', patch: { tabs: [] } }, 'FORM_ERR_ACTION_REFUSED')
    const table = store.getWidget('table1')
    expectInvertible(store, { type: 'patchFormConfig', patch: { labelWidth: 120, customClass: 'a b' as never } })
    expect(store.getFormConfig().customClass).toEqual(['a', 'b'])
    expect(store.getWidget('table1')).toBe(table)
  })

  it('replaces the whole form as one undoable step', () => {
    const store = newStore()
    expectInvertible(store, { type: 'replaceForm', json: { formConfig: {}, widgetList: [{ type: 'input', id: 'title', options: { name: 'title' } }] } as never })
    expect(store.getWidget('grid1')).toBeUndefined()
    expect(store.getHistory().undoDepth).toBe(1)
    expectRefused(store, { type: 'replaceForm', json: { widgetList: [] } as never }, 'FORM_ERR_INVALID_JSON')
  })

  it('adds grid columns (span like VForm) and tab panes', () => {
    const store = newStore()
    const { selectId } = store.dispatch({ type: 'addGridCol', gridId: 'grid1' })
    expect(store.getWidget(selectId as string)).toMatchObject({ id: 'grid-col-100', options: { name: 'gridCol100', span: 12 } })
    store.undo()
    store.dispatch({ type: 'patchOptions', id: 'col2', patch: { span: 6 } })
    expect(store.getWidget(store.dispatch({ type: 'addGridCol', gridId: 'grid1' }).selectId as string)?.options.span).toBe(6)
    expectInvertible(store, { type: 'addTabPane', tabsId: 'tab1' })
    const pane = store.getJson().widgetList[2].tabs?.[2]
    expect(pane).toMatchObject({ type: 'tab-pane', options: { label: 'tab 3' } })
    expectRefused(store, { type: 'addGridCol', gridId: 'tab1' }, 'FORM_ERR_ACTION_REFUSED')
    expectRefused(store, { type: 'addTabPane', tabsId: 'grid1' }, 'FORM_ERR_ACTION_REFUSED')
  })
})

describe('schema store: names and ids', () => {
  it('never hands out an id or name that is in the form', () => {
    const store = createSchemaStore(
      { formConfig: {}, widgetList: [{ type: 'input', id: 'grid100', options: { name: 'a' } }, { type: 'input', id: 'x', options: { name: 'gridCol102' } }] },
      { nextNumber: counter() },
    )
    const grid = store.createWidget('grid')
    expect(grid.id).toBe('grid101')
    expect(grid.cols?.map((col) => [col.id, col.options.name])).toEqual([
      ['grid-col-103', 'gridCol103'],
      ['grid-col-104', 'gridCol104'],
    ])
    expect(store.createWidget('input').id).toBe('input105')
  })

  it('draws again when a number repeats within one action', () => {
    const store = createSchemaStore({ formConfig: {}, widgetList: [] }, { nextNumber: replay([1, 2, 2, 2, 2, 2]) })
    const cells = store.createWidget('table').rows?.flatMap((row) => row.cols.map((cell) => cell.id)) ?? []
    expect(cells[0]).toBe('table-cell-2')
    expect(new Set(cells).size).toBe(4)
  })

  it('names table cells id = name and the first pane of a new tab tab1', () => {
    const store = createSchemaStore({ formConfig: {}, widgetList: [] }, { nextNumber: counter() })
    const table = store.createWidget('table')
    expect(table.rows?.[0].cols[0]).toMatchObject({ id: 'table-cell-102', options: { name: 'table-cell-102' } })
    expect(table.rows?.[0].id).toBe('table-row-101')
    store.dispatch({ type: 'insert', parentId: null, index: 0, widget: store.createWidget('tab') })
    expect(store.getWidgetByName('tab1')?.type).toBe('tab-pane')
    expect(store.createWidget('tab').tabs?.[0].options.name).not.toBe('tab1')
  })

  it('gives repeated ids of a loaded form fresh ones', () => {
    const store = createSchemaStore(
      { formConfig: {}, widgetList: [{ type: 'input', id: 'a', options: { name: 'a' } }, { type: 'input', id: 'a', options: { name: 'b' } }] },
      { nextNumber: counter() },
    )
    expect(store.getWidgetByName('b')?.id).toBe('input100')
    expectConsistent(store)
  })
})

describe('schema store: history', () => {
  it('merges a burst with one mergeKey inside the window into one step', () => {
    let now = 0
    const store = createSchemaStore(designerForm(), { now: () => now })
    for (const label of ['a', 'ab', 'abc']) {
      store.dispatch({ type: 'patchOptions', id: 'title', patch: { label } }, { mergeKey: 'title.label' })
      now += 400
    }
    expect(store.getHistory().undoDepth).toBe(1)
    now += 1200
    store.dispatch({ type: 'patchOptions', id: 'title', patch: { label: 'abcd' } }, { mergeKey: 'title.label' })
    expect(store.getHistory().undoDepth).toBe(2)
    store.dispatch({ type: 'patchOptions', id: 'amount', patch: { label: 'x' } }, { mergeKey: 'amount.label' })
    store.dispatch({ type: 'patchOptions', id: 'title', patch: { label: 'abcde' } }, { mergeKey: 'title.label' })
    expect(store.getHistory().undoDepth).toBe(4)
    store.undo()
    store.undo()
    store.undo()
    expect(store.getWidget('title')?.options.label).toBe('abc')
    store.undo()
    expect(store.getWidget('title')?.options.label).toBe('')
  })

  it('does not merge across an undo', () => {
    const store = createSchemaStore(designerForm(), { now: () => 0 })
    store.dispatch({ type: 'patchOptions', id: 'title', patch: { label: 'a' } }, { mergeKey: 'k' })
    store.dispatch({ type: 'patchOptions', id: 'amount', patch: { label: 'b' } })
    store.undo()
    store.dispatch({ type: 'patchOptions', id: 'title', patch: { label: 'ab' } }, { mergeKey: 'k' })
    expect(store.getHistory()).toEqual({ canUndo: true, canRedo: false, undoDepth: 2, redoDepth: 0 })
  })

  it('keeps 200 steps by default, forgets older ones, and a new action empties redo', () => {
    const store = newStore()
    for (let i = 0; i < 205; i++) store.dispatch({ type: 'patchOptions', id: 'title', patch: { label: `v${i}` } })
    expect(store.getHistory().undoDepth).toBe(200)
    let undone = 0
    while (store.undo()) undone++
    expect(undone).toBe(200)
    expect(store.getWidget('title')?.options.label).toBe('v4')
    store.redo()
    store.redo()
    expect(store.getHistory().redoDepth).toBe(198)
    store.dispatch({ type: 'remove', id: 'last' })
    expect(store.getHistory()).toMatchObject({ canRedo: false, redoDepth: 0, undoDepth: 3 })
    expect(store.redo()).toBe(false)
  })
})

describe('schema store: listeners', () => {
  it('wakes a widget and its ancestors on an options edit, no one else', () => {
    const store = newStore()
    const woken: string[] = []
    for (const id of ['title', 'col1', 'grid1', 'amount', 'col2', 'table1', 'card1']) store.subscribeWidget(id, () => woken.push(id))
    store.dispatch({ type: 'patchOptions', id: 'title', patch: { label: 'x' } })
    expect(woken.sort()).toEqual(['col1', 'grid1', 'title'])
    woken.length = 0
    store.undo()
    expect(woken.sort()).toEqual(['col1', 'grid1', 'title'])
  })

  it('reports every change with its origin and the history state', () => {
    const store = newStore()
    const changes = vi.fn()
    const history = vi.fn()
    const stop = store.subscribe(changes)
    store.subscribeHistory(history)
    store.dispatch({ type: 'patchFormConfig', patch: { labelWidth: 90 } })
    store.undo()
    store.redo()
    expect(changes.mock.calls.map(([change]) => [change.origin, change.formConfigChanged])).toEqual([
      ['do', true],
      ['undo', true],
      ['redo', true],
    ])
    expect(history).toHaveBeenCalledTimes(3)
    stop()
    store.dispatch({ type: 'remove', id: 'last' })
    expect(changes).toHaveBeenCalledTimes(3)
    expect(history).toHaveBeenCalledTimes(4)
  })

  it('tells a removed widget, and says nothing on a refused action', () => {
    const store = newStore()
    const removed = vi.fn()
    store.subscribeWidget('note', removed)
    store.dispatch({ type: 'remove', id: 'card1' })
    expect(removed).toHaveBeenCalledTimes(1)
    const listener = vi.fn()
    store.subscribe(listener)
    expect(() => store.dispatch({ type: 'remove', id: 'c00' })).toThrow()
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('schema store: saving', () => {
  it('saves what the author set and drops the filled defaults again', () => {
    const store = createSchemaStore({ formConfig: {}, widgetList: [{ type: 'input', id: 'a', options: { name: 'a' } }] }, { nextNumber: counter() })
    expect(store.toSavedJson()).toEqual({ formConfig: { jsonVersion: 3 }, widgetList: [{ type: 'input', id: 'a', options: { name: 'a' } }] })
    store.dispatch({ type: 'patchOptions', id: 'a', patch: { clearable: false, label: 'A' } })
    store.dispatch({ type: 'patchFormConfig', patch: { labelWidth: 120 } })
    expect(store.toSavedJson()).toEqual({
      formConfig: { jsonVersion: 3, labelWidth: 120 },
      widgetList: [{ type: 'input', id: 'a', options: { name: 'a', clearable: false, label: 'A' } }],
    })
    store.undo()
    store.undo()
    expect(store.toSavedJson().widgetList[0]).toEqual({ type: 'input', id: 'a', options: { name: 'a' } })
    const added = store.createWidget('rate')
    store.dispatch({ type: 'insert', parentId: null, index: 1, widget: added })
    expect(store.toSavedJson().widgetList[1]).toEqual(store.getWidget(added.id))
  })
})
