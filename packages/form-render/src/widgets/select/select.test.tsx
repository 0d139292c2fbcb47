import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { SelectWidget } from './index'

const optionItems = [
  { label: '北京', value: 1 },
  { label: '上海', value: 2 },
  { label: '广州', value: 3 },
]
const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(SelectWidget, { type: 'select', ...overrides, options: { optionItems, ...overrides.options } })

/** rc-select reads keyCode, which user-event's keyboard does not set. */
const pressEnter = () => fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter', keyCode: 13, which: 13 })

/**
 * The dropdown's entry for a label: it shows the label as its text and its tooltip (title). The
 * select box showing its chosen value carries that title too, so the entry is the other one.
 */
const option = (label: string) =>
  screen.queryAllByTitle(label, { exact: true }).find((element) => !element.contains(screen.getByRole('combobox'))) ?? null

describe('select widget', () => {
  it('shows the selected option label and the placeholder when empty', () => {
    const { container, update } = render({ value: 2 })
    expect(container.textContent).toContain('上海')
    update({ value: '', options: { optionItems, placeholder: '请选择城市' } })
    expect(container.textContent).toContain('请选择城市')
  })

  it('commits the option value with its JSON type', async () => {
    const { user, onChange } = render({ value: '' })
    await user.click(screen.getByRole('combobox'))
    await user.click(option('广州')!)
    expect(onChange).toHaveBeenCalledWith(3)
  })

  it('commits an array in multiple mode and stops at multipleLimit', async () => {
    const { user, onChange, update } = render({ value: [], options: { multiple: true, multipleLimit: 2 } })
    await user.click(screen.getByRole('combobox'))
    await user.click(option('北京')!)
    expect(onChange).toHaveBeenLastCalledWith([1])
    update({ value: [1, 2], options: { optionItems, multiple: true, multipleLimit: 2 } })
    await user.click(option('广州')!)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('filters options by label when filterable', async () => {
    const { user } = render({ options: { filterable: true } })
    await user.type(screen.getByRole('combobox'), '上')
    expect(option('上海')).not.toBeNull()
    expect(option('北京')).toBeNull()
  })

  it('creates an option from typed text only when filterable and allowCreate', async () => {
    const { user, onChange, update } = render({ options: { filterable: true, allowCreate: true } })
    await user.type(screen.getByRole('combobox'), '深圳')
    pressEnter()
    expect(onChange).toHaveBeenCalledWith('深圳')
    onChange.mockClear()
    update({ options: { optionItems, filterable: false, allowCreate: true } })
    await user.type(screen.getByRole('combobox'), '深圳')
    expect(option('深圳')).toBeNull()
    pressEnter()
    expect(onChange).not.toHaveBeenCalledWith('深圳')
  })

  it('creates tags in multiple mode with allowCreate', async () => {
    const { user, onChange } = render({ value: [1], options: { multiple: true, filterable: true, allowCreate: true } })
    await user.type(screen.getByRole('combobox'), '深圳')
    pressEnter()
    expect(onChange).toHaveBeenCalledWith([1, '深圳'])
  })

  it('runs onRemoteQuery with the typed keyword when remote', async () => {
    const { user, runEvent } = render({ options: { remote: true, filterable: true } })
    await user.type(screen.getByRole('combobox'), '杭州')
    await waitFor(() => expect(runEvent).toHaveBeenCalledWith('onRemoteQuery', ['杭州']))
    expect(runEvent.mock.calls.filter(([name]) => name === 'onRemoteQuery')).toHaveLength(1)
  })

  it('opens the dropdown on focus with automaticDropdown', () => {
    render({ options: { automaticDropdown: true } })
    fireEvent.focus(screen.getByRole('combobox'))
    expect(option('北京')).not.toBeNull()
  })

  it('clears to an empty string', async () => {
    const { user, onChange } = render({ value: 1, options: { clearable: true } })
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(onChange).toHaveBeenCalledWith('')
  })

  it('shows labels in read mode', () => {
    const { container, update } = render({ value: 1, readMode: true })
    expect(container.textContent).toBe('北京')
    update({ value: [1, 3], options: { optionItems, multiple: true } })
    expect(container.textContent).toBe('北京，广州')
  })

  it('blocks choosing when disabled', async () => {
    const { user, onChange } = render({ value: '', disabled: true })
    await user.click(screen.getByRole('combobox'))
    expect(option('北京')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })
})
