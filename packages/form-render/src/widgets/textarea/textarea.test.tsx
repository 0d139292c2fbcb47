import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { TextareaWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(TextareaWidget, { type: 'textarea', ...overrides })

describe('textarea widget', () => {
  it('renders rows, placeholder and length limits', () => {
    render({ value: '备注', options: { rows: 5, placeholder: '请输入备注', maxLength: 50 } })
    const area = screen.getByPlaceholderText('请输入备注') as HTMLTextAreaElement
    expect(area.getAttribute('rows')).toBe('5')
    expect(area.maxLength).toBe(50)
    expect(area.value).toBe('备注')
  })

  it('sends every keystroke to onInput; Enter is a new line, not a commit', async () => {
    const { user, onChange, onInput, onCommit } = render({ value: 'a' })
    await user.type(screen.getByRole('textbox'), 'b{Enter}')
    expect(onInput).toHaveBeenCalledWith('ab')
    // a controlled box: the mock does not write the value back, so each key starts from 'a'
    expect(onInput).toHaveBeenLastCalledWith('a\n')
    expect(onCommit).not.toHaveBeenCalled()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('shows a word limit counter', () => {
    const { container } = render({ value: '12345', options: { showWordLimit: true, maxLength: 100 } })
    expect(container.textContent).toContain('5 / 100')
  })

  it('shows the text in read mode, keeping line breaks', () => {
    const { container } = render({ value: '第一行\n第二行', readMode: true })
    expect(container.textContent).toBe('第一行\n第二行')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('blocks typing when disabled or readonly', async () => {
    const { user, onInput, update } = render({ value: '', disabled: true })
    await user.type(screen.getByRole('textbox'), 'a')
    update({ disabled: false, readonly: true })
    await user.type(screen.getByRole('textbox'), 'a')
    expect(onInput).not.toHaveBeenCalled()
  })
})
