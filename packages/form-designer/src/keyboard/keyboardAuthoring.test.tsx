import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { FormDesignerApi } from '../designerApi'
import { FormDesigner } from '../FormDesigner'

// each test renders the whole designer: seconds on a busy machine
vi.setConfig({ testTimeout: 30_000 })

const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name } })
const col = (id: string) => ({ id, type: 'grid-col', category: 'container', internal: true, options: { name: id, span: 12 }, widgetList: [] })
const grid = { id: 'grid1', type: 'grid', category: 'container', options: { name: 'grid1' }, cols: [col('col1'), col('col2')] }

function renderDesigner(widgetList: unknown[]) {
  const ref = createRef<FormDesignerApi>()
  const result = render(<FormDesigner ref={ref} initialJson={{ widgetList, formConfig: {} }} />)
  const frame = (id: string) => result.container.querySelector<HTMLElement>(`[data-designer-id="${id}"]`)!
  const ids = () => ref.current!.getSchemaStore().getJson().widgetList.map((widget) => widget.id)
  return { ...result, api: ref.current!, frame, ids }
}

/** A key press as dnd-kit's keyboard sensor reads it (by `code`), on the element or the document. */
const press = (target: Element | Document, code: string, key = code) => act(() => void fireEvent.keyDown(target, { code, key }))
/** the keyboard sensor starts listening on the next task */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('keyboard-only authoring', () => {
  it('palette entries are buttons in their list; Enter and Space append into the selected container and select the new widget', () => {
    const { api, frame } = renderDesigner([grid])
    const basic = screen.getByRole('list', { name: '基础字段' })
    const entry = within(basic).getByRole('button', { name: '单行输入' })
    expect(entry.closest('li')?.parentElement).toBe(basic)
    press(entry, 'Enter', 'Enter')
    const store = api.getSchemaStore()
    const [added] = store.getJson().widgetList.slice(1)
    expect(added.type).toBe('input')
    expect(frame(added.id).classList.contains('tfd-selected')).toBe(true)
    // a selected grid column takes the next one
    press(frame('col2'), 'Enter', 'Enter')
    expect(frame('col2').classList.contains('tfd-selected')).toBe(true)
    press(within(basic).getByRole('button', { name: '多行输入' }), 'Space', ' ')
    expect(store.getWidget('col2')?.widgetList?.map((widget) => widget.type)).toEqual(['textarea'])
  })

  it('a frame is focusable and named; Enter or Space on it selects, keys from a control inside it do not', () => {
    const { frame } = renderDesigner([input('a'), input('b')])
    expect(frame('a').tabIndex).toBe(0)
    expect(screen.getByRole('group', { name: '单行输入 a' })).toBe(frame('a'))
    press(frame('a').querySelector('input')!, 'Enter', 'Enter')
    expect(frame('a').classList.contains('tfd-selected')).toBe(false)
    press(frame('b'), 'Space', ' ')
    expect(frame('b').classList.contains('tfd-selected')).toBe(true)
    // a field's controls are an inert picture: out of the tab order, a click on them reaches the frame
    expect(frame('a').querySelector('input')?.closest('[inert]')).not.toBeNull()
    // the handle and the actions come right after the frame in the tab order
    const focusable = [...frame('b').querySelectorAll('button, input')]
    expect(focusable[0].getAttribute('aria-label')).toBe('拖动组件')
    expect(focusable[1].getAttribute('aria-label')).toBe('选中父组件')
  })

  it('the drag handle moves the widget with the keyboard sensor, announcing each place; Escape cancels and keeps the selection', async () => {
    const { frame, api, ids } = renderDesigner([input('a'), grid])
    press(frame('a'), 'Enter', 'Enter')
    const handle = () => within(frame('a')).getByRole('button', { name: '拖动组件' })
    expect(handle().getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(handle().getAttribute('aria-describedby')!)?.textContent).toContain('按空格或回车拿起组件')

    // picked up, moved one place on (the first grid column), then cancelled
    press(handle(), 'Space', ' ')
    await nextTask()
    expect(document.querySelector('[data-drop-marker="allowed"]')).not.toBeNull()
    press(document, 'ArrowDown')
    expect(api.getDesignerModel().getDrag()?.target).toMatchObject({ parentId: 'col1', index: 0 })
    expect(screen.getByRole('status').textContent).toContain('单行输入 a：栅格列 col1第 1 个位置。')
    press(document, 'Escape')
    expect(ids()).toEqual(['a', 'grid1'])
    expect(document.querySelector('[data-drop-marker]')).toBeNull()
    expect(frame('a').classList.contains('tfd-selected')).toBe(true)

    // down twice reaches the second column; Space drops there
    press(handle(), 'Enter', 'Enter')
    await nextTask()
    press(document, 'ArrowDown')
    press(document, 'ArrowDown')
    press(document, 'ArrowUp')
    press(document, 'ArrowDown')
    expect(api.getDesignerModel().getDrag()?.target).toMatchObject({ parentId: 'col2', index: 0 })
    press(document, 'Space', ' ')
    expect(ids()).toEqual(['grid1'])
    expect(api.getSchemaStore().getWidget('col2')?.widgetList?.map((widget) => widget.id)).toEqual(['a'])
    expect(frame('a').classList.contains('tfd-selected')).toBe(true)
    expect(api.getDesignerModel().getDrag()).toBeNull()
    // the moved widget is a new frame; the focus goes on from its handle
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect(document.activeElement).toBe(handle())
    // a container's contents stay live: its children's frames are inside
    expect(frame('a').closest('[inert]')).toBeNull()
    // one undo step
    act(() => void api.getDesignerModel().undo())
    expect(ids()).toEqual(['a', 'grid1'])
  })
})
