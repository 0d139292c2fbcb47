import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { TimeWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(TimeWidget, { type: 'time', ...overrides })

describe('time widget', () => {
  it('shows the HH:mm:ss value in the display format', () => {
    render({ value: '08:05:30', options: { format: 'HH时mm分', placeholder: '选择时间' } })
    expect((screen.getByPlaceholderText('选择时间') as HTMLInputElement).value).toBe('08时05分')
  })

  it('commits HH:mm:ss whatever the display format', async () => {
    const { user, onChange } = render({ value: null, options: { format: 'HH:mm', editable: true } })
    const input = screen.getByRole('textbox')
    await user.click(input)
    await user.type(input, '09:45')
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 })
    expect(onChange).toHaveBeenCalledWith('09:45:00')
  })

  it('is pick-only unless editable', () => {
    render({ value: '08:00:00', options: {} })
    expect((screen.getByRole('textbox') as HTMLInputElement).readOnly).toBe(true)
  })

  it('shows the formatted time in read mode', () => {
    const { container } = render({ value: '13:20:00', readMode: true, options: { format: 'HH:mm' } })
    expect(container.textContent).toBe('13:20')
  })

  it('does not open when disabled', async () => {
    const { user } = render({ value: '08:00:00', disabled: true })
    await user.click(screen.getByRole('textbox'))
    expect(document.querySelector('.ant-picker-time-panel')).toBeNull()
  })
})
