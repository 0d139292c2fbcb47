import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { container, field, form, renderForm, settle } from '../test-support'
import type { DialogRef } from '../types'
import { DIALOG_REMOVE_DELAY_MS } from './dialogStore'

afterEach(() => vi.useRealTimers())

function dialogForm(dialogOptions: Record<string, unknown> = {}, drawerOptions: Record<string, unknown> = {}) {
  return form([
    field('input', 'title'),
    container('vf-dialog', 'editDialog', [field('input', 'remark', { required: true })], { title: '编辑', ...dialogOptions }),
    container('vf-drawer', 'sideDrawer', [field('input', 'note')], { title: '详情', ...drawerOptions }),
  ])
}

const dialogRoot = (name: string) => document.querySelector<HTMLElement>(`[data-dialog-name="${name}"]`)
const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('[data-testid^="dialog-"]')].map((button) => button.textContent?.replace(/\s/g, ''))

describe('vf-dialog and vf-drawer', () => {
  it('are not rendered inline and open with a nested form holding the given data', async () => {
    const f = renderForm(dialogForm())
    expect(f.container.textContent).not.toContain('未知组件类型')
    expect(dialogRoot('editDialog')).toBeNull()
    let ref: DialogRef | undefined
    await f.run((api) => (ref = api.showDialog('editDialog', { remark: '备注一' }, { id: 7 })))
    await settle()
    const input = dialogRoot('editDialog')?.querySelector<HTMLInputElement>('[data-widget-name="remark"] input')
    expect(input?.value).toBe('备注一')
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('编辑')
    expect(ref?.getExtraData()).toEqual({ id: 7 })
    expect(ref?.getParentFormRef()).toBe(f.api)
    expect(ref?.getFormRef()?.getFieldValue('remark')).toBe('备注一')
    expect(ref?.getWidgetRef('remark')).not.toBeNull()
    expect(Object.keys(f.api.getFormData(false))).toEqual(['title'])
  })

  it('labels the buttons 取消 / 确定 by default, relabels and hides them', async () => {
    const f = renderForm(dialogForm({ okButtonLabel: '保存' }, { cancelButtonHidden: true }))
    await f.run((api) => api.showDialog('editDialog'))
    await settle()
    expect(buttons()).toEqual(['取消', '保存'])
    await act(async () => fireEvent.click(document.querySelector('[data-testid="dialog-cancel"]') as HTMLElement))
    await settle(200)
    await f.run((api) => api.showDrawer('sideDrawer'))
    await settle()
    expect(buttons()).toEqual(['确定'])
  })

  it('OK and cancel run their scripts and close; the wrapper is removed 150 ms later', async () => {
    vi.useFakeTimers()
    const f = renderForm(
      dialogForm({
        onOkButtonClick: 'this.getParentFormRef().addEC("ok", this.getFormRef().getFieldValue("remark"))',
        onCancelButtonClick: 'this.getParentFormRef().addEC("cancel", true)',
        onDialogOpened: 'this.getParentFormRef().addEC("opened", this.getExtraData())',
      }),
    )
    await f.run((api) => api.showDialog('editDialog', { remark: 'r' }, 'extra'))
    expect(f.api.getEC('opened')).toBe('extra')
    fireEvent.click(document.querySelector('[data-testid="dialog-ok"]') as HTMLElement)
    expect(f.api.getEC('ok')).toBe('r')
    act(() => vi.advanceTimersByTime(DIALOG_REMOVE_DELAY_MS - 1))
    expect(dialogRoot('editDialog')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(dialogRoot('editDialog')).toBeNull()
    await f.run((api) => api.showDialog('editDialog'))
    fireEvent.click(document.querySelector('[data-testid="dialog-cancel"]') as HTMLElement)
    expect(f.api.getEC('cancel')).toBe(true)
    act(() => vi.advanceTimersByTime(DIALOG_REMOVE_DELAY_MS))
    expect(dialogRoot('editDialog')).toBeNull()
  })

  it('a before-close hook returning false blocks the close', async () => {
    vi.useFakeTimers()
    const f = renderForm(
      dialogForm({}, { onDrawerBeforeClose: 'const n = (this.getParentFormRef().getEC("tries") || 0) + 1; this.getParentFormRef().addEC("tries", n); return n > 1' }),
    )
    await f.run((api) => api.showDrawer('sideDrawer'))
    fireEvent.click(document.querySelector('[data-testid="dialog-ok"]') as HTMLElement)
    act(() => vi.advanceTimersByTime(DIALOG_REMOVE_DELAY_MS * 2))
    expect(dialogRoot('sideDrawer')).not.toBeNull()
    fireEvent.click(document.querySelector('[data-testid="dialog-ok"]') as HTMLElement)
    act(() => vi.advanceTimersByTime(DIALOG_REMOVE_DELAY_MS))
    expect(dialogRoot('sideDrawer')).toBeNull()
    expect(f.api.getEC('tries')).toBe(2)
  })

  it('maps drawer direction to the antd placement and applies read mode', async () => {
    const f = renderForm(dialogForm({}, { direction: 'btt', readMode: true }))
    await f.run((api) => api.showDrawer('sideDrawer', { note: '只读' }))
    await settle()
    expect(document.querySelector('.ant-drawer-bottom')).not.toBeNull()
    expect(dialogRoot('sideDrawer')?.querySelector('.tfr-read-mode')).not.toBeNull()
    expect(dialogRoot('sideDrawer')?.querySelector('input')).toBeNull()
  })

  it('disabledMode disables the nested form', async () => {
    const f = renderForm(dialogForm({ disabledMode: true }))
    await f.run((api) => api.showDialog('editDialog'))
    await settle()
    expect(dialogRoot('editDialog')?.querySelector<HTMLInputElement>('input')?.disabled).toBe(true)
  })

  it('refNotFound + name for a missing name or a container of the wrong type; nothing opens', async () => {
    const f = renderForm(dialogForm())
    await expect(f.run((api) => Promise.resolve().then(() => api.showDialog('nope')))).resolves.toEqual(new Error('未找到组件：nope'))
    await expect(f.run((api) => Promise.resolve().then(() => api.showDrawer('editDialog')))).resolves.toEqual(new Error('未找到组件：editDialog'))
    await settle()
    expect(document.querySelector('.ant-message')?.textContent).toContain('未找到组件：nope')
    expect(dialogRoot('editDialog')).toBeNull()
  })
})
