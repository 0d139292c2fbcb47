import { act, cleanup, render } from '@testing-library/react'
import { createSchemaStore, walkWidgets, type Widget } from '@tandem/form-core'
import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { createDesignerModel, type DesignerModel } from '../model'
import { freshWidgetCopy } from './freshWidgetCopy'
import { pasteWidget, readClipboardWidget, widgetClipboardText } from './pasteWidget'
import { useWidgetClipboard } from './useWidgetClipboard'

const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name } })
const grid = {
  id: 'grid1',
  type: 'grid',
  category: 'container',
  options: { name: 'grid1' },
  cols: [
    { id: 'col1', type: 'grid-col', category: 'container', internal: true, options: { name: 'col1', span: 12 }, widgetList: [input('inner')] },
    { id: 'col2', type: 'grid-col', category: 'container', internal: true, options: { name: 'col2', span: 12 }, widgetList: [] },
  ],
}
const table = {
  id: 'table1',
  type: 'table',
  category: 'container',
  options: { name: 'table1' },
  rows: [{ id: 'row1', merged: false, cols: [{ id: 'cell1', type: 'table-cell', category: 'container', internal: true, merged: false, options: { name: 'cell1', colspan: 1, rowspan: 1 }, widgetList: [input('celled')] }] }],
}

const newModel = (widgetList: unknown[] = [grid, input('after'), table]) => createDesignerModel(createSchemaStore({ widgetList, formConfig: {} }))

/** ids, names and row ids; a field's id and name are the same string, so each widget counts it once */
function identities(list: readonly Widget[]): string[] {
  const found: string[] = []
  walkWidgets(list, (widget) => {
    found.push(...new Set([widget.id, widget.options.name]))
    for (const row of widget.rows ?? []) found.push(row.id)
  })
  return found
}

describe('freshWidgetCopy', () => {
  it('gives every widget and row of the copy an identity unused in the form, keeping everything else', () => {
    const model = newModel()
    for (const id of ['grid1', 'table1']) {
      const original = model.store.getWidget(id)!
      const copy = freshWidgetCopy(model.store, original)
      const fresh = identities([copy])
      expect(new Set(fresh).size).toBe(fresh.length)
      for (const identity of fresh) expect(identities(model.store.getJson().widgetList)).not.toContain(identity)
      expect(copy.type).toBe(original.type)
    }
    const copy = freshWidgetCopy(model.store, model.store.getWidget('grid1')!)
    expect(copy.cols!.map((col) => col.options.span)).toEqual([12, 12])
    expect(copy.cols![0].widgetList![0].options.label).toBe('inner')
    expect(copy.cols![0].widgetList![0].options.name).toMatch(/^input\d+$/)
  })
})

describe('pasteWidget', () => {
  it('pastes a copied grid after the selection with fresh names, selects it, and undoes in one step', () => {
    const model = newModel()
    model.select('grid1')
    const text = widgetClipboardText(model.getSelectedWidget()!)
    expect(pasteWidget(model, readClipboardWidget(text)!)).toEqual({ ok: true })
    const list = model.store.getJson().widgetList
    expect(list.map((widget) => widget.type)).toEqual(['grid', 'grid', 'input', 'table'])
    expect(model.getSelectedId()).toBe(list[1].id)
    expect(list[1].id).not.toBe('grid1')
    model.store.undo()
    expect(model.store.getJson().widgetList.map((widget) => widget.id)).toEqual(['grid1', 'after', 'table1'])
  })

  it('pastes into a selected grid column or table cell, and at the end when nothing is selected', () => {
    const model = newModel()
    const field = readClipboardWidget(widgetClipboardText(model.store.getWidget('after')!))!
    model.select('col2')
    expect(pasteWidget(model, field).ok).toBe(true)
    expect(model.store.getWidget('col2')!.widgetList).toHaveLength(1)
    model.select('cell1')
    expect(pasteWidget(model, field).ok).toBe(true)
    expect(model.store.getWidget('cell1')!.widgetList).toHaveLength(2)
    model.select(null)
    expect(pasteWidget(model, field).ok).toBe(true)
    expect(model.store.getJson().widgetList.at(-1)!.type).toBe('input')
  })

  it('refuses what the drop rules refuse and what is not registered, changing nothing', () => {
    const model = newModel([{ id: 'sub', type: 'sub-form', category: 'container', options: { name: 'sub' }, widgetList: [input('row')] }])
    model.select('row')
    const before = model.store.getJson()
    expect(pasteWidget(model, readClipboardWidget(JSON.stringify(grid))!)).toMatchObject({ ok: false })
    expect(pasteWidget(model, readClipboardWidget('{"type":"no-such","options":{"name":"x"}}')!)).toMatchObject({ ok: false })
    expect(model.store.getJson()).toBe(before)
  })

  it('reads only a widget from the clipboard text', () => {
    expect(readClipboardWidget('plain words')).toBeNull()
    expect(readClipboardWidget('[1]')).toBeNull()
    expect(readClipboardWidget('{"type":"input"}')).toBeNull()
    expect(readClipboardWidget('{"type":"input","options":{"name":"a"}}')).toMatchObject({ type: 'input' })
  })
})

function Harness({ model, onReport }: { model: DesignerModel; onReport: (reason: string) => void }) {
  const root = useRef<HTMLDivElement>(null)
  useWidgetClipboard(model, root, (result) => {
    if (result && !result.ok) onReport(result.reason)
  })
  return (
    <div ref={root}>
      <button type="button">canvas</button>
      <input aria-label="editor" />
    </div>
  )
}

/** A clipboard event as the browser sends it for Ctrl+C / Ctrl+V, with a data store shared across events. */
function clipboardEvent(type: 'copy' | 'paste', target: EventTarget, data: Map<string, string>): ClipboardEvent {
  const event = new Event(type, { bubbles: true, cancelable: true }) as ClipboardEvent
  Object.defineProperty(event, 'clipboardData', { value: { setData: (kind: string, value: string) => data.set(kind, value), getData: (kind: string) => data.get(kind) ?? '' } })
  act(() => void target.dispatchEvent(event))
  return event
}

describe('useWidgetClipboard', () => {
  it('copies the selected widget as VForm JSON and pastes it with a fresh name in another designer', () => {
    const clipboard = new Map<string, string>()
    const first = newModel()
    first.select('grid1')
    const view = render(<Harness model={first} onReport={() => {}} />)
    const copy = clipboardEvent('copy', view.getByText('canvas'), clipboard)
    expect(copy.defaultPrevented).toBe(true)
    expect(JSON.parse(clipboard.get('text/plain')!)).toMatchObject({ id: 'grid1', type: 'grid' })
    cleanup()
    const second = newModel([input('other')])
    const next = render(<Harness model={second} onReport={() => {}} />)
    clipboardEvent('paste', next.getByText('canvas'), clipboard)
    expect(second.store.getJson().widgetList.map((widget) => widget.type)).toEqual(['input', 'grid'])
  })

  it('leaves copy and paste in an input to the input', () => {
    const clipboard = new Map([['text/plain', widgetClipboardText(newModel().store.getWidget('after')!)]])
    const model = newModel()
    model.select('after')
    const view = render(<Harness model={model} onReport={() => {}} />)
    const before = model.store.getJson()
    expect(clipboardEvent('paste', view.getByLabelText('editor'), clipboard).defaultPrevented).toBe(false)
    expect(clipboardEvent('copy', view.getByLabelText('editor'), clipboard).defaultPrevented).toBe(false)
    expect(model.store.getJson()).toBe(before)
  })

  it('reports a refused paste', () => {
    const reasons: string[] = []
    const model = newModel([{ id: 'sub', type: 'sub-form', category: 'container', options: { name: 'sub' }, widgetList: [input('row')] }])
    model.select('row')
    const view = render(<Harness model={model} onReport={(reason) => reasons.push(reason)} />)
    clipboardEvent('paste', view.getByText('canvas'), new Map([['text/plain', JSON.stringify(grid)]]))
    expect(reasons).toHaveLength(1)
  })
})
