import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { setLocale } from '@tandem/form-core'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FormDesignerApi } from '../designerApi'
import { FormDesigner } from '../FormDesigner'

// antd modals, drawers and the renderer take seconds to render in happy-dom on a loaded machine
vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  setLocale('zh-CN')
})

const input = (name: string, options: Record<string, unknown> = {}) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name, ...options } })
const grid = {
  id: 'grid1',
  type: 'grid',
  category: 'container',
  options: { name: 'grid1' },
  cols: [
    { id: 'col1', type: 'grid-col', category: 'container', internal: true, options: { name: 'col1', span: 12, md: 12, sm: 12, xs: 24 }, widgetList: [input('inner')] },
    { id: 'col2', type: 'grid-col', category: 'container', internal: true, options: { name: 'col2', span: 12, md: 12, sm: 12, xs: 24 }, widgetList: [input('secret', { hidden: true })] },
  ],
}

function renderDesigner(widgetList: unknown[] = [grid, input('title', { required: true })]) {
  const ref = createRef<FormDesignerApi>()
  const result = render(<FormDesigner ref={ref} initialJson={{ widgetList, formConfig: {} }} />)
  const store = ref.current!.getSchemaStore()
  return { ...result, store, model: ref.current!.getDesignerModel() }
}

const toolbar = () => within(screen.getByRole('toolbar', { name: '设计器工具栏' }))
/** the last open dialog (a closed one may still be leaving) */
const lastDialog = async () => within((await screen.findAllByRole('dialog')).at(-1)!)

describe('device switch', () => {
  it('sets the layoutType, frames the canvas at the device width and is undoable', () => {
    const { store, container } = renderDesigner()
    expect(container.querySelector('.tfd-canvas .tfr-form')?.getAttribute('data-layout-type')).toBe('PC')
    fireEvent.click(toolbar().getByText('H5'))
    expect(store.getFormConfig().layoutType).toBe('H5')
    expect(container.querySelector('.tfd-canvas .tfr-form')?.getAttribute('data-layout-type')).toBe('H5')
    expect(document.getElementById('tfd-device-style')?.textContent).toContain('[data-layout-type="H5"]) { width: 420px')
    fireEvent.click(toolbar().getByText('Pad'))
    expect(store.getFormConfig().layoutType).toBe('Pad')
    expect(document.getElementById('tfd-device-style')?.textContent).toContain('[data-layout-type="Pad"]) { width: 960px')
    act(() => void store.undo())
    expect(store.getFormConfig().layoutType).toBe('PC')
  })
})

describe('outline tree', () => {
  it('lists the widgets, marks hidden ones, and a click selects the widget and scrolls it into view', async () => {
    const scrolled: Element[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
    try {
      const { model, container } = renderDesigner()
      fireEvent.click(toolbar().getByRole('button', { name: '组件层次结构树' }))
      const drawer = await screen.findByRole('dialog')
      const tree = within(drawer)
      expect(tree.getByText('栅格 grid1')).toBeTruthy()
      expect(tree.getByText('单行输入 inner')).toBeTruthy()
      const hidden = drawer.querySelector('[data-outline-id="secret"]')!
      expect(hidden.textContent).toContain('隐藏')
      expect(drawer.querySelector('[data-outline-id="inner"]')!.textContent).not.toContain('隐藏')
      fireEvent.click(tree.getByText('单行输入 inner'))
      expect(model.getSelectedId()).toBe('inner')
      expect(container.querySelector('[data-designer-id="inner"]')?.classList.contains('tfd-selected')).toBe(true)
      expect(scrolled).toEqual([container.querySelector('[data-designer-id="inner"]')])
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })
})

describe('清空', () => {
  it('asks, removes every widget as one undoable step and keeps the settings', async () => {
    const { store } = renderDesigner()
    store.dispatch({ type: 'patchFormConfig', patch: { labelWidth: 150 } })
    fireEvent.click(toolbar().getByRole('button', { name: /清空/ }))
    fireEvent.click((await lastDialog()).getByRole('button', { name: '清 空' }))
    await waitFor(() => expect(store.getJson().widgetList).toEqual([]))
    expect(store.toSavedJson().formConfig.labelWidth).toBe(150)
    expect((toolbar().getByRole('button', { name: /清空/ }) as HTMLButtonElement).disabled).toBe(true)
    act(() => void store.undo())
    expect(store.getWidget('grid1')).toBeDefined()
  })
})

describe('预览', () => {
  it('renders the live form; 获取数据 validates, then shows the data as JSON', async () => {
    renderDesigner()
    fireEvent.click(toolbar().getByRole('button', { name: /预览/ }))
    const preview = await lastDialog()
    const frame = (await screen.findAllByRole('dialog')).at(-1)!
    expect(frame.querySelector('[data-widget-name="title"]')).not.toBeNull()
    await act(async () => void fireEvent.click(preview.getByRole('button', { name: '获取数据' })))
    expect(await preview.findByText(/^表单校验未通过/)).toBeTruthy()
    const titleInput = frame.querySelector<HTMLInputElement>('[data-widget-name="title"] input')!
    fireEvent.change(titleInput, { target: { value: '采购合同' } })
    await act(async () => void fireEvent.click(preview.getByRole('button', { name: '获取数据' })))
    const shown = await screen.findByLabelText('表单数据')
    expect(JSON.parse(shown.textContent!)).toMatchObject({ title: '采购合同' })
  })

  it('resets, disables and enables the form and switches read mode', async () => {
    renderDesigner()
    fireEvent.click(toolbar().getByRole('button', { name: /预览/ }))
    const preview = await lastDialog()
    const frame = (await screen.findAllByRole('dialog')).at(-1)!
    const titleInput = () => frame.querySelector<HTMLInputElement>('[data-widget-name="title"] input')
    fireEvent.change(titleInput()!, { target: { value: '草稿' } })
    await act(async () => void fireEvent.click(preview.getByRole('button', { name: '重置表单' })))
    expect(titleInput()!.value).toBe('')
    await act(async () => void fireEvent.click(preview.getByRole('button', { name: '禁用编辑' })))
    expect(titleInput()!.disabled).toBe(true)
    await act(async () => void fireEvent.click(preview.getByRole('button', { name: '恢复编辑' })))
    expect(titleInput()!.disabled).toBe(false)
    await act(async () => void fireEvent.click(preview.getByRole('switch', { name: '只读模式' })))
    expect(frame.querySelector('.tfr-form')!.classList.contains('tfr-read-mode')).toBe(true)
    expect(titleInput()).toBeNull()
  })

  it('opens fullscreen in a device frame for H5', async () => {
    const { store } = renderDesigner()
    act(() => void store.dispatch({ type: 'patchFormConfig', patch: { layoutType: 'H5' } }))
    fireEvent.click(toolbar().getByRole('button', { name: /预览/ }))
    await lastDialog()
    const frame = document.querySelector<HTMLElement>('.tfd-preview-frame')!
    expect(frame.style.width).toBe('420px')
    expect(frame.querySelector('.tfr-form')?.getAttribute('data-layout-type')).toBe('H5')
  })
})

describe('locale', () => {
  it('labels the tools in en-US', () => {
    setLocale('en-US')
    renderDesigner()
    const bar = within(screen.getByRole('toolbar', { name: 'Designer toolbar' }))
    for (const name of [/Clear/, /Preview/, /Import JSON/, /Export JSON/, /Export code/, 'Widget tree', 'Undo', 'Redo']) expect(bar.getByRole('button', { name })).toBeTruthy()
    // the palette and the panels' own chrome carry no Chinese once the locale is en-US
    const chrome = [...document.querySelectorAll('.tfd-palette, .tfd-toolbar, .tfd-panel .ant-tabs-nav')]
    expect(chrome).toHaveLength(4)
    for (const part of chrome) expect(part.textContent).not.toMatch(/\p{Script=Han}/u)
  })
})
