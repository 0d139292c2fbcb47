import { propertyEditorOf } from '@tandem/form-core'
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderProperty } from '../../test-support/renderProperty'

// antd controls and CodeMirror take seconds to render in happy-dom on a loaded machine
const SLOW_RENDER = { timeout: 30000 }

const OK = /确\s*定/
const items = [
  { label: 'radio 1', value: 1 },
  { label: 'radio 2', value: 2 },
  { label: 'radio 3', value: 3 },
]

function renderRadio(defaultValue: unknown = null) {
  return renderProperty(propertyEditorOf('radio', 'optionItems')!, { optionItems: items, defaultValue }, { emptyDefault: null })
}

function renderCheckbox(defaultValue: unknown[]) {
  return renderProperty(propertyEditorOf('checkbox', 'optionItems')!, { optionItems: items, defaultValue }, { emptyDefault: [], multipleChoice: true })
}

const labels = (values: Record<string, unknown>) => (values.optionItems as { label: string }[]).map((item) => item.label)

describe('option items editor', SLOW_RENDER, () => {
  it('adds an option with the next free value', () => {
    const rendered = renderRadio()
    fireEvent.click(screen.getByRole('button', { name: /添加选项/ }))
    expect(rendered.values().optionItems).toEqual([...items, { value: 4, label: '选项 4' }])
  })

  it('removes an option, and its default with it', () => {
    const rendered = renderRadio(2)
    fireEvent.click(screen.getByRole('button', { name: '删除选项 2' }))
    expect(labels(rendered.values())).toEqual(['radio 1', 'radio 3'])
    expect(rendered.values().defaultValue).toBeNull()
  })

  it('edits labels and values; a repeated value is refused with the reason', () => {
    const rendered = renderRadio(1)
    fireEvent.change(screen.getByLabelText('标签 2'), { target: { value: '乙' } })
    fireEvent.change(screen.getByLabelText('值 1'), { target: { value: 'a' } })
    expect(rendered.values().optionItems).toEqual([
      { label: 'radio 1', value: 'a' },
      { label: '乙', value: 2 },
      { label: 'radio 3', value: 3 },
    ])
    expect(rendered.values().defaultValue).toBe('a')
    const patches = rendered.patches.length
    fireEvent.change(screen.getByLabelText('值 3'), { target: { value: '2' } })
    expect(screen.getByRole('alert').textContent).toBe('选项值 2 重复')
    expect(rendered.patches).toHaveLength(patches)
    fireEvent.blur(screen.getByLabelText('值 3'))
    expect((screen.getByLabelText('值 3') as HTMLInputElement).value).toBe('3')
  })

  it('chooses and clears a single default value', () => {
    const rendered = renderRadio()
    fireEvent.click(screen.getByLabelText('设为默认值 3'))
    expect(rendered.values().defaultValue).toBe(3)
    fireEvent.click(screen.getByLabelText('设为默认值 3'))
    expect(rendered.values().defaultValue).toBeNull()
    fireEvent.click(screen.getByLabelText('设为默认值 1'))
    fireEvent.click(screen.getByRole('button', { name: /清除默认值/ }))
    expect(rendered.values().defaultValue).toBeNull()
  })

  it('chooses several default values of a checkbox in option order', () => {
    const rendered = renderCheckbox([])
    fireEvent.click(screen.getByLabelText('设为默认值 3'))
    fireEvent.click(screen.getByLabelText('设为默认值 1'))
    expect(rendered.values().defaultValue).toEqual([1, 3])
    fireEvent.click(screen.getByLabelText('设为默认值 3'))
    expect(rendered.values().defaultValue).toEqual([1])
  })

  it('pastes a batch of lines, and refuses a batch with a repeated value', () => {
    const rendered = renderRadio(2)
    fireEvent.click(screen.getByRole('button', { name: /批量编辑/ }))
    const box = screen.getByRole('textbox', { name: '批量编辑选项' }) as HTMLTextAreaElement
    expect(box.value).toBe('1,radio 1\n2,radio 2\n3,radio 3')
    fireEvent.change(box, { target: { value: 'a,甲\na,乙' } })
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(screen.getByRole('alert').textContent).toBe('选项值 a 重复')
    expect(rendered.patches).toEqual([])
    fireEvent.change(box, { target: { value: '2,二\n10,十\nother' } })
    fireEvent.click(screen.getByRole('button', { name: OK }))
    expect(rendered.values().optionItems).toEqual([
      { label: '二', value: 2 },
      { label: '十', value: 10 },
      { label: 'other', value: 'other' },
    ])
    expect(rendered.values().defaultValue).toBe(2)
  })

  describe('reordering by drag', () => {
    // happy-dom does no layout: give each row a box 40px below the previous one, as a browser would
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        const row = this.closest('[data-option-row]')
        const top = row ? Number(row.getAttribute('data-option-row')) * 40 : 0
        return DOMRect.fromRect({ x: 0, y: top, width: 300, height: 32 })
      })
    })
    afterEach(() => vi.restoreAllMocks())

    it('moves an option down with the keyboard drag handle', async () => {
      const rendered = renderRadio(1)
      const handle = screen.getByRole('button', { name: '拖动排序 1' })
      handle.focus()
      // the keyboard sensor starts listening one task after it is activated
      const press = (target: Element | Document, code: string, key: string) =>
        act(async () => {
          fireEvent.keyDown(target, { code, key })
          await new Promise((resolve) => setTimeout(resolve, 0))
        })
      await press(handle, 'Space', ' ')
      await press(document, 'ArrowDown', 'ArrowDown')
      await press(document, 'Space', ' ')
      expect(labels(rendered.values())).toEqual(['radio 2', 'radio 1', 'radio 3'])
      expect(rendered.values().defaultValue).toBe(1)
    })
  })
})
