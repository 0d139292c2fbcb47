import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { RadioWidget } from './index'

const optionItems = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
  { label: '未知', value: 3, disabled: true },
]
const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(RadioWidget, { type: 'radio', options: { optionItems }, ...overrides })

describe('radio widget', () => {
  it('renders one radio per option with the value checked', () => {
    render({ value: 2 })
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios).toHaveLength(3)
    expect(radios[1].checked).toBe(true)
    expect(radios[2].disabled).toBe(true)
  })

  it('commits the option value with its JSON type', async () => {
    const { user, onChange } = render({ value: null })
    await user.click(screen.getByLabelText('男'))
    expect(onChange).toHaveBeenCalledWith(1)
  })

  it('keeps string and boolean values', async () => {
    const { user, onChange } = render({ options: { optionItems: [{ label: '是', value: true }, { label: '甲', value: 'a' }] } })
    await user.click(screen.getByLabelText('是'))
    await user.click(screen.getByLabelText('甲'))
    expect(onChange.mock.calls).toEqual([[true], ['a']])
  })

  it('renders button style and block layout', () => {
    const { container, update } = render({ options: { optionItems, buttonStyle: true } })
    expect(container.querySelectorAll('.ant-radio-button-wrapper')).toHaveLength(3)
    update({ options: { optionItems, displayStyle: 'block' } })
    expect(container.querySelector('.ant-radio-group-vertical')).not.toBeNull()
  })

  it('draws a border around options with border', () => {
    const { container } = render({ options: { optionItems, border: true } })
    const wrapper = container.querySelector('.ant-radio-wrapper') as HTMLElement
    expect(wrapper.style.border).toContain('solid')
  })

  it('shows the option label in read mode', () => {
    const { container } = render({ value: 2, readMode: true })
    expect(container.textContent).toBe('女')
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('blocks choosing when disabled', async () => {
    const { user, onChange } = render({ disabled: true })
    await user.click(screen.getByLabelText('男'))
    expect(onChange).not.toHaveBeenCalled()
  })
})
