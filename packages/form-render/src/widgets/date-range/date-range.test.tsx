import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { DateRangeWidget } from './index'

const options = { type: 'daterange', format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD', startPlaceholder: '开始日期', endPlaceholder: '结束日期' }
const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(DateRangeWidget, { type: 'date-range', options, ...overrides })

const cell = (title: string) => document.querySelector(`td[title="${title}"]`) as HTMLElement

describe('date-range widget', () => {
  it('shows start and end with their placeholders', () => {
    render({ value: ['2024-05-01', '2024-05-10'] })
    expect((screen.getByPlaceholderText('开始日期') as HTMLInputElement).value).toBe('2024-05-01')
    expect((screen.getByPlaceholderText('结束日期') as HTMLInputElement).value).toBe('2024-05-10')
  })

  it('commits [start, end] strings in valueFormat', async () => {
    const { user, onChange } = render({ value: ['2024-05-01', '2024-05-10'], options: { ...options, valueFormat: 'YYYY/MM/DD' } })
    await user.click(screen.getByPlaceholderText('开始日期'))
    await user.click(cell('2024-05-03'))
    await user.click(cell('2024-05-08'))
    expect(onChange).toHaveBeenCalledWith(['2024/05/03', '2024/05/08'])
  })

  it('uses month panels for monthrange', async () => {
    const { user } = render({ value: ['2024-01', '2024-03'], options: { type: 'monthrange', format: 'YYYY-MM', valueFormat: 'YYYY-MM' } })
    await user.click(screen.getAllByRole('textbox')[0])
    expect(cell('2024-06')).not.toBeNull()
  })

  it('shows the formatted range in read mode', () => {
    const { container, update } = render({ value: ['2024-05-01', '2024-05-10'], readMode: true, options: { ...options, format: 'MM月DD日' } })
    expect(container.textContent).toBe('05月01日 ~ 05月10日')
    update({ value: null })
    expect(container.textContent).toBe('--')
  })

  it('does not open when disabled', async () => {
    const { user, onChange } = render({ value: ['2024-05-01', '2024-05-10'], disabled: true })
    await user.click(screen.getByPlaceholderText('开始日期'))
    expect(cell('2024-05-03')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })
})
