import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { TimeRangeWidget } from './index'

const options = { startPlaceholder: '开始时间', endPlaceholder: '结束时间', editable: true }
const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(TimeRangeWidget, { type: 'time-range', options, ...overrides })

const enter = (input: HTMLElement) => fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 })

describe('time-range widget', () => {
  it('shows both ends', () => {
    render({ value: ['08:00:00', '17:30:00'] })
    expect((screen.getByPlaceholderText('开始时间') as HTMLInputElement).value).toBe('08:00:00')
    expect((screen.getByPlaceholderText('结束时间') as HTMLInputElement).value).toBe('17:30:00')
  })

  it('commits [start, end] as HH:mm:ss strings', async () => {
    const { user, onChange } = render({ value: null })
    const start = screen.getByPlaceholderText('开始时间')
    await user.click(start)
    await user.type(start, '08:00:00')
    enter(start)
    const end = screen.getByPlaceholderText('结束时间')
    await user.type(end, '18:15:00')
    enter(end)
    expect(onChange).toHaveBeenCalledWith(['08:00:00', '18:15:00'])
  })

  it('shows the range in read mode', () => {
    const { container } = render({ value: ['08:00:00', '17:30:00'], readMode: true, options: { format: 'HH:mm' } })
    expect(container.textContent).toBe('08:00 ~ 17:30')
  })

  it('does not open when disabled', async () => {
    const { user } = render({ value: ['08:00:00', '17:30:00'], disabled: true })
    await user.click(screen.getByPlaceholderText('开始时间'))
    expect(document.querySelector('.ant-picker-time-panel')).toBeNull()
  })
})
