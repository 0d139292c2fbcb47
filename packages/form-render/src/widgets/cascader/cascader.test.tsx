import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { CascaderWidget } from './index'

const optionItems = [
  { label: '浙江', value: 1, children: [{ label: '杭州', value: 11 }, { label: '宁波', value: 12 }] },
  { label: '江苏', value: 2, children: [{ label: '南京', value: 21 }] },
]
const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(CascaderWidget, { type: 'cascader', ...overrides, options: { optionItems, ...overrides.options } })

const item = (label: string) => document.querySelector(`.ant-cascader-menu-item[title="${label}"]`) as HTMLElement

describe('cascader widget', () => {
  it('shows the selected path, or only the last level without showAllLevels', () => {
    const { container, update } = render({ value: [1, 12] })
    expect(container.textContent).toContain('浙江 / 宁波')
    update({ value: [1, 12], options: { optionItems, showAllLevels: false } })
    expect(container.textContent).toContain('宁波')
    expect(container.textContent).not.toContain('浙江')
  })

  it('commits the path of option values', async () => {
    const { user, onChange } = render({ value: '' })
    await user.click(screen.getByRole('combobox'))
    await user.click(item('江苏'))
    await user.click(item('南京'))
    expect(onChange).toHaveBeenCalledWith([2, 21])
  })

  it('commits a parent level with checkStrictly', async () => {
    const { user, onChange } = render({ value: '', options: { checkStrictly: true } })
    await user.click(screen.getByRole('combobox'))
    await user.click(item('浙江'))
    expect(onChange).toHaveBeenCalledWith([1])
  })

  it('commits an array of paths when multiple', async () => {
    const { user, onChange } = render({ value: [[1, 11]], options: { multiple: true } })
    await user.click(screen.getByRole('combobox'))
    await user.click(item('江苏'))
    await user.click(item('南京').querySelector('.ant-cascader-checkbox') as HTMLElement)
    expect(onChange).toHaveBeenCalledWith([[1, 11], [2, 21]])
  })

  it('filters by label when filterable', async () => {
    const { user } = render({ options: { filterable: true } })
    await user.type(screen.getByRole('combobox'), '南')
    expect(document.body.textContent).toContain('南京')
    expect(item('浙江')).toBeNull()
  })

  it('shows labels in read mode', () => {
    const { container, update } = render({ value: [1, 11], readMode: true })
    expect(container.textContent).toBe('浙江 / 杭州')
    update({ value: [[1, 11], [2, 21]], options: { optionItems, multiple: true, showAllLevels: false } })
    expect(container.textContent).toBe('杭州，南京')
    update({ value: [], options: { optionItems } })
    expect(container.textContent).toBe('--')
  })

  it('does not open when disabled', async () => {
    const { user, onChange } = render({ value: '', disabled: true })
    await user.click(screen.getByRole('combobox'))
    expect(item('浙江')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })
})
