import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { CheckboxWidget } from './index'

const optionItems = [
  { label: '阅读', value: 1 },
  { label: '运动', value: 2 },
  { label: '音乐', value: 3 },
]
const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(CheckboxWidget, { type: 'checkbox', options: { optionItems }, ...overrides })

describe('checkbox widget', () => {
  it('renders the options with the checked values', () => {
    render({ value: [1, 3] })
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[]
    expect(boxes.map((box) => box.checked)).toEqual([true, false, true])
  })

  it('commits an array of option values', async () => {
    const { user, onChange } = render({ value: [1] })
    await user.click(screen.getByLabelText('运动'))
    expect(onChange).toHaveBeenCalledWith([1, 2])
  })

  it('unchecks a value', async () => {
    const { user, onChange } = render({ value: [1, 2] })
    await user.click(screen.getByLabelText('阅读'))
    expect(onChange).toHaveBeenCalledWith([2])
  })

  it('toggles values with button style', async () => {
    const { user, onChange } = render({ value: [2], options: { optionItems, buttonStyle: true } })
    const button = screen.getByRole('checkbox', { name: '运动' })
    expect(button.getAttribute('aria-checked')).toBe('true')
    await user.click(screen.getByRole('checkbox', { name: '音乐' }))
    expect(onChange).toHaveBeenCalledWith([2, 3])
  })

  it('shows the labels joined in read mode', () => {
    const { container } = render({ value: [1, 3], readMode: true })
    expect(container.textContent).toBe('阅读，音乐')
  })

  it('shows the empty text in read mode with nothing checked', () => {
    const { container } = render({ value: [], readMode: true })
    expect(container.textContent).toBe('--')
  })

  it('blocks checking when disabled', async () => {
    const { user, onChange, update } = render({ value: [], disabled: true })
    await user.click(screen.getByLabelText('阅读'))
    update({ disabled: false, readonly: true, options: { optionItems, buttonStyle: true } })
    await user.click(screen.getByRole('checkbox', { name: '阅读' }))
    expect(onChange).not.toHaveBeenCalled()
  })
})
