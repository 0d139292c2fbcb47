import { act, fireEvent, render, screen, within } from '@testing-library/react'
import type { FormJson } from '@tandem/form-core'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { FormDesignerApi } from './designerApi'
import { FormDesigner } from './FormDesigner'

// each test renders the whole designer (palette, canvas, settings panel): seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 })

const input = (name: string, label = name) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label } })
const grid = {
  id: 'grid1',
  type: 'grid',
  category: 'container',
  options: { name: 'grid1' },
  cols: [{ id: 'col1', type: 'grid-col', category: 'container', internal: true, options: { name: 'col1', span: 12 }, widgetList: [input('inner')] }],
}
const table = {
  id: 'table1',
  type: 'table',
  category: 'container',
  options: { name: 'table1' },
  rows: [
    {
      id: 'row1',
      merged: false,
      cols: ['c11', 'c12'].map((id) => ({ id, type: 'table-cell', category: 'container', internal: true, merged: false, options: { name: id, colspan: 1, rowspan: 1 }, widgetList: [] })),
    },
  ],
}

function renderDesigner(widgetList: unknown[] = [], onSave?: (json: FormJson) => void) {
  const ref = createRef<FormDesignerApi>()
  const result = render(<FormDesigner ref={ref} initialJson={{ widgetList, formConfig: {} }} onSave={onSave} />)
  const frame = (id: string) => result.container.querySelector<HTMLElement>(`[data-designer-id="${id}"]`)!
  return { ...result, api: ref.current!, frame }
}

const key = (init: KeyboardEventInit) => act(() => void fireEvent.keyDown(document.body, init))
const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: '设计器工具栏' })).getByRole('button', { name })

describe('FormDesigner palette', () => {
  it('lists the groups from the registry, without internal types, and filters by search', () => {
    const { container } = renderDesigner()
    for (const title of ['容器', '基础字段', '高级字段', '自定义扩展字段']) expect(screen.getByRole('list', { name: title })).toBeTruthy()
    const types = [...container.querySelectorAll('[data-palette-type]')].map((item) => item.getAttribute('data-palette-type'))
    expect(types).toContain('grid')
    expect(types).not.toContain('grid-col')
    expect(types).not.toContain('table-cell')
    expect(types).not.toContain('tab-pane')
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索组件' }), { target: { value: '评分' } })
    expect([...container.querySelectorAll('[data-palette-type]')].map((item) => item.getAttribute('data-palette-type'))).toEqual(['rate'])
  })

  it('a double-click appends the widget to the canvas and selects it', () => {
    const { container, api } = renderDesigner()
    fireEvent.doubleClick(container.querySelector('[data-palette-type="input"]')!)
    const [added] = api.getSchemaStore().getJson().widgetList
    expect(added.type).toBe('input')
    expect(container.querySelector(`[data-designer-id="${added.id}"]`)?.classList.contains('tfd-selected')).toBe(true)
  })
})

describe('FormDesigner selection and action bar', () => {
  it('a click selects the innermost widget and shows its action bar; Escape clears', () => {
    const { frame } = renderDesigner([grid])
    fireEvent.click(frame('inner'))
    expect(frame('inner').classList.contains('tfd-selected')).toBe(true)
    expect(frame('grid1').classList.contains('tfd-selected')).toBe(false)
    const bar = within(frame('inner')).getByRole('toolbar')
    for (const name of ['选中父组件', '上移组件', '下移组件', '复制组件', '移除组件']) expect(within(bar).getByRole('button', { name })).toBeTruthy()
    expect(within(bar).getByRole('button', { name: '上移组件' })).toHaveProperty('disabled', true)
    fireEvent.click(within(bar).getByRole('button', { name: '选中父组件' }))
    expect(frame('col1').classList.contains('tfd-selected')).toBe(true)
    key({ key: 'Escape' })
    expect(frame('col1').classList.contains('tfd-selected')).toBe(false)
  })

  it('selection changes re-render only the two widgets involved', () => {
    const { frame, api } = renderDesigner([input('a'), input('b'), input('c')])
    const model = api.getDesignerModel()
    const woken = vi.fn()
    model.subscribeWidget('c', woken)
    fireEvent.click(frame('a'))
    fireEvent.click(frame('b'))
    expect(woken).not.toHaveBeenCalled()
    expect(frame('a').classList.contains('tfd-selected')).toBe(false)
    expect(frame('b').classList.contains('tfd-selected')).toBe(true)
  })
})

describe('FormDesigner keyboard and toolbar', () => {
  it('Delete removes the selected widget, Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo; the buttons follow', () => {
    const { frame, api, container } = renderDesigner([input('a'), input('b')])
    const store = api.getSchemaStore()
    expect(toolbarButton('撤销')).toHaveProperty('disabled', true)
    expect(toolbarButton('重做')).toHaveProperty('disabled', true)
    fireEvent.click(frame('a'))
    key({ key: 'Delete' })
    expect(store.getJson().widgetList.map((widget) => widget.id)).toEqual(['b'])
    expect(frame('b').classList.contains('tfd-selected')).toBe(true)
    expect(toolbarButton('撤销')).toHaveProperty('disabled', false)
    key({ key: 'z', ctrlKey: true })
    expect(store.getJson().widgetList.map((widget) => widget.id)).toEqual(['a', 'b'])
    expect(toolbarButton('重做')).toHaveProperty('disabled', false)
    key({ key: 'y', ctrlKey: true })
    expect(store.getJson().widgetList).toHaveLength(1)
    key({ key: 'z', ctrlKey: true })
    key({ key: 'Z', ctrlKey: true, shiftKey: true })
    expect(store.getJson().widgetList).toHaveLength(1)
    fireEvent.click(toolbarButton('撤销'))
    expect(store.getJson().widgetList).toHaveLength(2)
    expect(container.querySelector('[data-designer-id="a"]')).not.toBeNull()
  })

  it('keys typed into an editor of the settings panel are left to the editor', () => {
    const { frame, api } = renderDesigner([input('a')])
    fireEvent.click(frame('a'))
    const label = within(screen.getByRole('complementary', { name: '组件设置' })).getByRole('textbox', { name: '标签' })
    act(() => void fireEvent.keyDown(label, { key: 'Delete' }))
    act(() => void fireEvent.keyDown(label, { key: 'z', ctrlKey: true }))
    expect(api.getSchemaStore().getJson().widgetList).toHaveLength(1)
    expect(frame('a').classList.contains('tfd-selected')).toBe(true)
  })

  it('保存 hands the saved JSON to onSave', () => {
    const onSave = vi.fn()
    renderDesigner([input('a', '姓名')], onSave)
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(onSave).toHaveBeenCalledTimes(1)
    const saved = onSave.mock.calls[0][0] as FormJson
    expect(saved.widgetList[0]).toMatchObject({ id: 'a', type: 'input', options: { name: 'a', label: '姓名' } })
  })

  it('JSON the loader refuses shows its reason instead of a designer', () => {
    const { container } = render(<FormDesigner initialJson={{ widgetList: [] }} />)
    expect(screen.getByRole('alert').textContent).toContain('无法打开表单：Invalid format of form json.')
    expect(container.querySelector('[data-designer-canvas]')).toBeNull()
  })

  it('setFormJson replaces the form as an undoable step; bad JSON changes nothing', () => {
    const { api } = renderDesigner([input('a')])
    act(() => api.setFormJson({ widgetList: [input('x'), input('y')], formConfig: {} }))
    expect(api.getFormJson().widgetList.map((widget) => widget.id)).toEqual(['x', 'y'])
    // what the host gave, not the defaults the renderer fills in
    expect(api.getFormJson().widgetList[0].options).toEqual({ name: 'x', label: 'x' })
    expect(() => api.setFormJson({ widgetList: [] })).toThrow()
    expect(api.getFormJson().widgetList).toHaveLength(2)
    act(() => void api.getDesignerModel().undo())
    expect(api.getFormJson().widgetList.map((widget) => widget.id)).toEqual(['a'])
  })
})

describe('FormDesigner containers', () => {
  it('the table cell menu disables what the store would refuse and runs the rest', async () => {
    const { frame, api } = renderDesigner([table])
    fireEvent.click(frame('c11'))
    fireEvent.click(within(frame('c11')).getByRole('button', { name: '单元格操作' }))
    const item = async (name: string) => (await screen.findByText(name)).closest('li')!
    expect((await item('合并左侧单元格')).getAttribute('aria-disabled')).toBe('true')
    expect((await item('删除整行')).getAttribute('aria-disabled')).toBe('true')
    expect((await item('合并右侧单元格')).getAttribute('aria-disabled')).not.toBe('true')
    fireEvent.click(await item('合并右侧单元格'))
    expect(api.getSchemaStore().getWidget('c12')?.merged).toBe(true)
  })

  it('a selected grid offers 增加栅格 and a table its row and column actions', () => {
    const { frame, api } = renderDesigner([grid, table])
    fireEvent.click(frame('grid1'))
    fireEvent.click(within(frame('grid1')).getByRole('button', { name: '增加栅格' }))
    expect(api.getSchemaStore().getWidget('grid1')?.cols).toHaveLength(2)
    fireEvent.click(frame('table1'))
    const bar = within(frame('table1')).getAllByRole('toolbar').at(-1)!
    fireEvent.click(within(bar).getByRole('button', { name: '追加行' }))
    fireEvent.click(within(bar).getByRole('button', { name: '追加列' }))
    const rows = api.getSchemaStore().getWidget('table1')!.rows!
    expect(rows).toHaveLength(2)
    expect(rows[0].cols).toHaveLength(3)
  })
})
