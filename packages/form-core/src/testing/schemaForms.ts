import { expect } from 'vitest'
import { isFormError } from '../errors/index.js'
import type { SchemaAction, SchemaStore } from '../schema/index.js'
import type { Widget } from '../types.js'

// Forms and checks for the schema store's tests.

/** A number source counting up from `start`: ids and names become predictable. */
export function counter(start = 100): () => number {
  let next = start
  return () => next++
}

/** A number source replaying `numbers` and then counting up (to force collisions). */
export function replay(numbers: readonly number[], then = 900): () => number {
  const queue = [...numbers]
  let next = then
  return () => queue.shift() ?? next++
}

const cell = (id: string, widgetList: Widget[] = []): Widget => ({ id, type: 'table-cell', options: { name: id }, widgetList })

/** A table of `rows` × `cols` empty cells named c<row><col> (rows r<row>). */
export function plainTable(id: string, rows: number, cols: number): Widget {
  return {
    id,
    type: 'table',
    options: { name: id },
    rows: Array.from({ length: rows }, (_, r) => ({ id: `r${r}`, cols: Array.from({ length: cols }, (_, c) => cell(`c${r}${c}`)) })),
  }
}

/** Every container kind with a few fields: grid, table, tab, card, sub-form, grid-sub-form, dialog. */
export function designerForm(): { formConfig: Record<string, unknown>; widgetList: Widget[] } {
  const field = (type: string, name: string): Widget => ({ id: name, type, options: { name } })
  const table = plainTable('table1', 3, 3)
  table.rows?.[0].cols[0].widgetList?.push(field('input', 'inCell'))
  return {
    formConfig: { labelWidth: 100 },
    widgetList: [
      {
        id: 'grid1',
        type: 'grid',
        options: { name: 'grid1' },
        cols: [
          { id: 'col1', type: 'grid-col', options: { name: 'col1', span: 12 }, widgetList: [field('input', 'title'), field('number', 'amount')] },
          { id: 'col2', type: 'grid-col', options: { name: 'col2', span: 12 }, widgetList: [] },
        ],
      },
      table,
      {
        id: 'tab1',
        type: 'tab',
        options: { name: 'tab1' },
        tabs: [
          { id: 'pane1', type: 'tab-pane', options: { name: 'pane1', label: 'A', active: true }, widgetList: [field('switch', 'flag')] },
          { id: 'pane2', type: 'tab-pane', options: { name: 'pane2', label: 'B' }, widgetList: [] },
        ],
      },
      { id: 'card1', type: 'card', options: { name: 'card1' }, widgetList: [field('textarea', 'note')] },
      { id: 'items', type: 'sub-form', options: { name: 'items' }, widgetList: [field('input', 'product')] },
      { id: 'rows1', type: 'grid-sub-form', options: { name: 'rows1' }, widgetList: [] },
      { id: 'dialog1', type: 'vf-dialog', options: { name: 'dialog1' }, widgetList: [] },
      field('input', 'last'),
    ],
  }
}

/** Every widget with its location and the ids above it, walked independently of the store's index. */
function walk(list: readonly Widget[], parentId: string | null, ancestors: string[], visit: (widget: Widget, location: object, ancestors: string[]) => void): void {
  list.forEach((widget, index) => {
    visit(widget, { parentId, list: 'widgetList', index }, ancestors)
    const below = [...ancestors, widget.id]
    for (const key of ['cols', 'tabs'] as const) {
      widget[key]?.forEach((child, childIndex) => {
        visit(child, { parentId: widget.id, list: key, index: childIndex }, below)
        walk(child.widgetList ?? [], child.id, [...below, child.id], visit)
        for (const inner of ['cols', 'tabs', 'rows'] as const) if (child[inner]) throw new Error('unexpected nesting in ' + child.id)
      })
    }
    widget.rows?.forEach((row, rowIndex) =>
      row.cols.forEach((cellWidget, colIndex) => {
        visit(cellWidget, { parentId: widget.id, list: 'rows', rowIndex, index: colIndex }, below)
        walk(cellWidget.widgetList ?? [], cellWidget.id, [...below, cellWidget.id], visit)
      }),
    )
    if (!widget.cols && !widget.tabs && !widget.rows) walk(widget.widgetList ?? [], widget.id, below, visit)
  })
}

/** Ids and names unique, and every lookup of the store agrees with the tree it returns. */
export function expectConsistent(store: SchemaStore): void {
  const ids = new Set<string>()
  const names = new Set<string>()
  const rowIds = new Set<string>()
  walk(store.getJson().widgetList, null, [], (widget, location, ancestors) => {
    expect(ids.has(widget.id), `duplicate id ${widget.id}`).toBe(false)
    expect(names.has(widget.options.name), `duplicate name ${widget.options.name}`).toBe(false)
    ids.add(widget.id)
    names.add(widget.options.name)
    for (const row of widget.rows ?? []) {
      expect(rowIds.has(row.id), `duplicate row id ${row.id}`).toBe(false)
      rowIds.add(row.id)
      expect(row.cols).toHaveLength(widget.rows?.[0].cols.length ?? 0)
    }
    expect(store.getWidget(widget.id)).toBe(widget)
    expect(store.getWidgetByName(widget.options.name)).toBe(widget)
    expect(store.getLocation(widget.id)).toEqual(location)
    expect(store.getAncestorIds(widget.id)).toEqual(ancestors)
    expect(Object.isFrozen(widget)).toBe(true)
  })
}

const snapshot = (store: SchemaStore): unknown => JSON.parse(JSON.stringify(store.getJson()))

/** Applies `action` and checks that undo gives back the JSON before and redo the JSON after. */
export function expectInvertible(store: SchemaStore, action: SchemaAction): void {
  const before = snapshot(store)
  store.dispatch(action)
  const after = snapshot(store)
  expect(after).not.toEqual(before)
  expectConsistent(store)
  expect(store.undo()).toBe(true)
  expect(snapshot(store)).toEqual(before)
  expectConsistent(store)
  expect(store.redo()).toBe(true)
  expect(snapshot(store)).toEqual(after)
  expectConsistent(store)
}

/** Checks that `action` throws a FormError of `code` (and `message`) and changes nothing. */
export function expectRefused(store: SchemaStore, action: SchemaAction, code: string, message?: string | RegExp): void {
  const before = store.getJson()
  const history = store.getHistory()
  let thrown: unknown
  try {
    store.dispatch(action)
  } catch (error) {
    thrown = error
  }
  expect(isFormError(thrown), 'a FormError is thrown').toBe(true)
  expect(thrown).toMatchObject({ code })
  if (message) expect((thrown as Error).message).toMatch(message)
  expect(store.getJson()).toBe(before)
  expect(store.getHistory()).toEqual(history)
}
