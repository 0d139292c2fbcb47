import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { DateWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(DateWidget, { type: 'date', ...overrides })

const cell = (title: string) => document.querySelector(`td[title="${title}"]`) as HTMLElement

describe('date widget', () => {
  it('shows the value in the display format', () => {
    render({ value: '2024-05-15', options: { type: 'date', format: 'YYYY/MM/DD', valueFormat: 'YYYY-MM-DD' } })
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('2024/05/15')
  })

  it('commits the picked day as a string in valueFormat', async () => {
    const { user, onChange } = render({ value: '2024-05-15', options: { type: 'date', format: 'YYYY/MM/DD', valueFormat: 'YYYYMMDD' } })
    await user.click(screen.getByRole('textbox'))
    await user.click(cell('2024-05-20'))
    expect(onChange).toHaveBeenCalledWith('20240520')
  })

  it('commits epoch milliseconds when valueFormat is timestamp', async () => {
    const start = new Date(2024, 4, 15).getTime()
    const { user, onChange } = render({ value: start, options: { type: 'date', valueFormat: 'timestamp' } })
    await user.click(screen.getByRole('textbox'))
    await user.click(cell('2024-05-16'))
    expect(onChange).toHaveBeenCalledWith(new Date(2024, 4, 16).getTime())
  })

  it('uses the month picker for type month', async () => {
    const { user, onChange } = render({ value: '2024-05', options: { type: 'month', format: 'YYYY-MM', valueFormat: 'YYYY-MM' } })
    await user.click(screen.getByRole('textbox'))
    await user.click(cell('2024-08'))
    expect(onChange).toHaveBeenCalledWith('2024-08')
  })

  it('collects several days for type dates', async () => {
    const { user, onChange, container } = render({ value: ['2024-05-15'], options: { type: 'dates', format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD' } })
    await user.click(container.querySelector('.ant-picker') as HTMLElement)
    await user.click(cell('2024-05-17'))
    // antd commits a multiple pick when the panel closes
    await user.click(document.body)
    expect(onChange).toHaveBeenCalledWith(['2024-05-15', '2024-05-17'])
  })

  it('types a date only when editable', async () => {
    const { user, onChange, update } = render({ value: null, options: { type: 'date', format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD' } })
    expect((screen.getByRole('textbox') as HTMLInputElement).readOnly).toBe(true)
    update({ options: { type: 'date', editable: true, format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD' } })
    const input = screen.getByRole('textbox')
    await user.click(input)
    await user.type(input, '2023-01-02')
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 })
    expect(onChange).toHaveBeenCalledWith('2023-01-02')
  })

  it('shows the formatted date in read mode', () => {
    const { container, update } = render({ value: '2024-05-15 08:30:00', readMode: true, options: { type: 'datetime', format: 'YYYY年MM月DD日 HH:mm', valueFormat: 'YYYY-MM-DD HH:mm:ss' } })
    expect(container.textContent).toBe('2024年05月15日 08:30')
    update({ value: ['2024-05-15', '2024-05-16'], options: { type: 'dates', format: 'MM/DD', valueFormat: 'YYYY-MM-DD' } })
    expect(container.textContent).toBe('05/15，05/16')
    update({ value: null })
    expect(container.textContent).toBe('--')
  })

  it('does not open when disabled or readonly', async () => {
    const { user, onChange, update } = render({ value: '2024-05-15', disabled: true, options: { type: 'date' } })
    await user.click(screen.getByRole('textbox'))
    expect(cell('2024-05-20')).toBeNull()
    update({ disabled: false, readonly: true })
    await user.click(screen.getByRole('textbox'))
    expect(cell('2024-05-20')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })

  // The date choices of both designers (VForm 2: Element UI tokens; VForm 3: dayjs tokens): a
  // stored 1 November opens the panel there, the picked 15th is stored and reads back.
  const PICKED: ReadonlyArray<{ format: string; valueFormat: string; start: string; stored: string; shown: string }> = [
    { format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd', start: '2026-11-01', stored: '2026-11-15', shown: '2026-11-15' },
    { format: 'yyyy/MM/dd', valueFormat: 'yyyy-MM-dd', start: '2026-11-01', stored: '2026-11-15', shown: '2026/11/15' },
    { format: 'yyyy年MM月dd日', valueFormat: 'yyyy年MM月dd日', start: '2026年11月01日', stored: '2026年11月15日', shown: '2026年11月15日' },
    { format: 'yy-M-d', valueFormat: 'yyyyMMdd', start: '20261101', stored: '20261115', shown: '26-11-15' },
    { format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD', start: '2026-11-01', stored: '2026-11-15', shown: '2026-11-15' },
    { format: 'YYYY/MM/DD', valueFormat: 'YYYY-MM-DD', start: '2026-11-01', stored: '2026-11-15', shown: '2026/11/15' },
    { format: 'YYYY年MM月DD日', valueFormat: 'YYYY年MM月DD日', start: '2026年11月01日', stored: '2026年11月15日', shown: '2026年11月15日' },
  ]

  it.each(PICKED)('stores a picked day in $valueFormat and reads it back in $format', async ({ format, valueFormat, start, stored, shown }) => {
    const options = { type: 'date', format, valueFormat }
    const { user, onChange, update, container } = render({ value: start, options })
    await user.click(screen.getByRole('textbox'))
    await user.click(cell('2026-11-15'))
    expect(onChange).toHaveBeenCalledWith(stored)
    update({ value: stored })
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe(shown)
    update({ value: stored, readMode: true })
    expect(container.textContent).toBe(shown)
  })

  it.each([
    ['yyyy-MM-dd HH:mm:ss', '2026-11-15 13:05:09', '2026-11-15 13:05:09'],
    ['yyyy-MM-dd hh:mm:ss', '2026-11-15 01:05:09', '2026-11-15 01:05:09'],
    ['YYYY-MM-DD HH:mm:ss', '2026-11-15 13:05:09', '2026-11-15 13:05:09'],
    ['YYYY-MM-DD hh:mm:ss', '2026-11-15 01:05:09', '2026-11-15 01:05:09'],
  ])('shows a %s datetime as it was stored', (format, stored, shown) => {
    const { container } = render({ value: stored, readMode: true, options: { type: 'datetime', format, valueFormat: format } })
    expect(container.textContent).toBe(shown)
  })
})
