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

  it('calls onInput and onChange per keystroke', async () => {
    const { user, onChange, onInput } = render({ value: 'a' })
    await user.type(screen.getByRole('textbox'), 'b')
    expect(onInput).toHaveBeenCalledWith('ab')
    expect(onChange).toHaveBeenCalledWith('ab')
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
    const { user, onChange, update } = render({ value: '', disabled: true })
    await user.type(screen.getByRole('textbox'), 'a')
    update({ disabled: false, readonly: true })
    await user.type(screen.getByRole('textbox'), 'a')
    expect(onChange).not.toHaveBeenCalled()
  })
})
