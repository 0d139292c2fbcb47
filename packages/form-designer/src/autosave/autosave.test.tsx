import { act, fireEvent, render, screen } from '@testing-library/react'
import { createSchemaStore, setLocale } from '@tandem/form-core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DesignerContext } from '../hooks'
import { createDesignerModel } from '../model'
import { AutosaveKeeper } from './AutosaveKeeper'
import { readDraft, writeDraft } from './draftStorage'
import { AUTOSAVE_DELAY_MS } from './useAutosave'

const KEY = 'test-form'
const input = (name: string) => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name } })
const form = (...names: string[]) => ({ widgetList: names.map(input), formConfig: {} })

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.useRealTimers()
  setLocale('zh-CN')
})

function open(json: unknown) {
  const model = createDesignerModel(createSchemaStore(json))
  const view = render(
    <DesignerContext value={model}>
      <AutosaveKeeper storageKey={KEY} />
    </DesignerContext>,
  )
  return { model, view }
}

describe('autosave', () => {
  it('keeps every change in localStorage after a short pause', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { model } = open(form('first'))
    act(() => void model.store.dispatch({ type: 'patchOptions', id: 'first', patch: { label: '合同名称' } }))
    expect(readDraft(KEY)).toBeNull()
    act(() => void vi.advanceTimersByTime(AUTOSAVE_DELAY_MS))
    expect(readDraft(KEY)?.json).toEqual(model.store.toSavedJson())
  })

  it('writes a change still waiting when the designer closes', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { model, view } = open(form('first'))
    act(() => void model.store.dispatch({ type: 'remove', id: 'first' }))
    view.unmount()
    expect(readDraft(KEY)?.json).toEqual({ widgetList: [], formConfig: expect.any(Object) })
  })

  it('restores the kept form in a reopened designer with a notice, and 撤销恢复 puts the opened form back', async () => {
    writeDraft(KEY, createSchemaStore(form('kept')).toSavedJson(), new Date(2026, 10, 23, 9, 30).getTime())
    const { model } = open(form('opened'))
    expect(model.store.getWidgetByName('kept')).toBeDefined()
    expect(await screen.findByText('已恢复自动保存的表单')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '撤销恢复' }))
    expect(model.store.getWidgetByName('opened')).toBeDefined()
    expect(model.store.getWidgetByName('kept')).toBeUndefined()
    act(() => void model.store.undo())
    expect(model.store.getWidgetByName('kept')).toBeDefined()
    act(() => void model.store.undo())
    expect(model.store.getWidgetByName('opened')).toBeDefined()
  })

  it('shows no notice when the kept form is the opened one', () => {
    writeDraft(KEY, createSchemaStore(form('same')).toSavedJson())
    const { model } = open(form('same'))
    expect(model.store.getHistory().canUndo).toBe(false)
    expect(screen.queryByText('已恢复自动保存的表单')).toBeNull()
  })

  it('drops a kept form that is not a form and keeps the opened one', () => {
    localStorage.setItem(`tfd-autosave:${KEY}`, JSON.stringify({ savedAt: 1, json: { widgetList: [] } }))
    const { model } = open(form('opened'))
    expect(model.store.getWidgetByName('opened')).toBeDefined()
    expect(localStorage.getItem(`tfd-autosave:${KEY}`)).toBeNull()
    localStorage.setItem(`tfd-autosave:${KEY}`, '{not json')
    expect(readDraft(KEY)).toBeNull()
  })

  it('speaks en-US when that is the locale', async () => {
    setLocale('en-US')
    writeDraft(KEY, createSchemaStore(form('kept')).toSavedJson())
    open(form('opened'))
    expect(await screen.findByText('Autosaved form restored')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Undo restore' })).toBeTruthy()
  })
})

describe('autosave against the saved form it was opened with', () => {
  const savedAt = new Date(2026, 10, 23, 10, 0).getTime()
  function openSaved(json: unknown) {
    const model = createDesignerModel(createSchemaStore(json))
    render(
      <DesignerContext value={model}>
        <AutosaveKeeper storageKey={KEY} openedSavedAt={new Date(savedAt).toISOString()} />
      </DesignerContext>,
    )
    return model
  }

  it('keeps the saved form and drops an older kept copy, without a notice', () => {
    writeDraft(KEY, createSchemaStore(form('older')).toSavedJson(), savedAt - 60_000)
    const model = openSaved(form('saved'))
    expect(model.store.getWidgetByName('saved')).toBeDefined()
    expect(readDraft(KEY)).toBeNull()
    expect(screen.queryByText('已恢复自动保存的表单')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks which to keep when the kept copy is newer, showing both times; the browser copy can be kept', async () => {
    const draftAt = new Date(2026, 10, 23, 11, 15).getTime()
    writeDraft(KEY, createSchemaStore(form('newer')).toSavedJson(), draftAt)
    const model = openSaved(form('saved'))
    const dialog = await screen.findByRole('dialog')
    expect(model.store.getWidgetByName('saved')).toBeDefined()
    expect(dialog.textContent).toContain(new Date(draftAt).toLocaleString('zh-CN'))
    expect(dialog.textContent).toContain(new Date(savedAt).toLocaleString('zh-CN'))
    fireEvent.click(screen.getByRole('button', { name: '保留浏览器中的副本' }))
    expect(model.store.getWidgetByName('newer')).toBeDefined()
    act(() => void model.store.undo())
    expect(model.store.getWidgetByName('saved')).toBeDefined()
  })

  it('keeps the saved form and drops the newer kept copy when the author says so', async () => {
    writeDraft(KEY, createSchemaStore(form('newer')).toSavedJson(), savedAt + 60_000)
    const model = openSaved(form('saved'))
    await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: '保留服务器上的草稿' }))
    expect(model.store.getWidgetByName('saved')).toBeDefined()
    expect(model.store.getWidgetByName('newer')).toBeUndefined()
    expect(readDraft(KEY)).toBeNull()
  })
})
