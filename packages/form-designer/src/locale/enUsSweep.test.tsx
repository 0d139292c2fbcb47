import { act, fireEvent, render } from '@testing-library/react'
import { setLocale } from '@tandem/form-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FormDesigner } from '../FormDesigner'

afterEach(() => {
  setLocale('zh-CN')
})
vi.setConfig({ testTimeout: 120_000 })

const HAN = /\p{Script=Han}/u
const SHOWN_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-roledescription']

/** Every text a user can read or hear in `root` that contains a Han character. */
function hanTexts(root: Element): string[] {
  const found = new Set<string>()
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (HAN.test(node.textContent ?? '')) found.add(node.textContent!.trim())
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of SHOWN_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value && HAN.test(value)) found.add(`${name}=${value}`)
    }
    if (element instanceof HTMLInputElement && HAN.test(element.value)) found.add(`value=${element.value}`)
  }
  return [...found]
}

describe('the designer under en-US', () => {
  it('shows no Han character, with every palette widget on the canvas and each one selected in turn', async () => {
    setLocale('en-US')
    const { container } = render(<FormDesigner />)
    const types = [...container.querySelectorAll('[data-palette-type]')].map((item) => item.getAttribute('data-palette-type')!)
    expect(types.length).toBeGreaterThan(20)
    const left: Record<string, string[]> = {}
    for (const type of types) {
      await act(async () => void fireEvent.doubleClick(container.querySelector(`[data-palette-type="${type}"]`)!))
      // a new widget is selected: the canvas and its settings panel are both on screen
      const texts = hanTexts(document.body)
      if (texts.length > 0) left[type] = texts
    }
    expect(left).toEqual({})
  })

  it('shows no Han character in what each toolbar button opens', async () => {
    setLocale('en-US')
    const { container } = render(<FormDesigner initialJson={{ widgetList: [{ id: 'name', type: 'input', formItemFlag: true, options: { name: 'name', label: 'Name' } }], formConfig: {} }} />)
    const toolbar = container.querySelector<HTMLElement>('[role="toolbar"]')!
    const left: Record<string, string[]> = {}
    const opened: string[] = []
    for (const button of [...toolbar.querySelectorAll<HTMLButtonElement>('button:not([disabled])')]) {
      const name = button.getAttribute('aria-label') ?? button.textContent ?? ''
      await act(async () => void fireEvent.click(button))
      const texts = hanTexts(document.body)
      if (texts.length > 0) left[name] = texts
      if (document.querySelector('[role="dialog"]')) opened.push(name)
      // closes what the button opened (dialogs and drawers close on Escape)
      await act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape', keyCode: 27 }))
    }
    expect(opened.length).toBeGreaterThan(3)
    expect(left).toEqual({})
  })
})
