import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { ButtonWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(ButtonWidget, { type: 'button', ...overrides })

describe('button widget', () => {
  it('renders the label, type colour and shape', () => {
    const { update } = render({ options: { label: '提交', type: 'primary', round: true } })
    const button = screen.getByRole('button', { name: '提交' })
    expect(button.className).toContain('ant-btn-color-primary')
    expect(button.className).toContain('ant-btn-round')
    update({ options: { label: '删除', type: 'danger', plain: true } })
    const danger = screen.getByRole('button', { name: '删除' })
    expect(danger.className).toContain('ant-btn-color-dangerous')
    expect(danger.className).toContain('ant-btn-variant-outlined')
  })

  it('maps success and warning to green and orange', () => {
    const { update } = render({ options: { label: '通过', type: 'success' } })
    expect(screen.getByRole('button', { name: '通过' }).className).toContain('ant-btn-color-green')
    update({ options: { label: '警告', type: 'warning' } })
    expect(screen.getByRole('button', { name: '警告' }).className).toContain('ant-btn-color-orange')
  })

  it('renders the mapped icon', () => {
    const { container } = render({ options: { label: '查询', icon: 'el-icon-search' } })
    expect(container.querySelector('[aria-label="search"]')).not.toBeNull()
  })

  it('runs the onClick script when clicked', async () => {
    const { user, runEvent } = render({ options: { label: '提交' } })
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(runEvent).toHaveBeenCalledWith('onClick', [])
  })

  it('is inline or on its own line by displayStyle', () => {
    const { container, update } = render({ options: { label: '提交', displayStyle: 'inline' } })
    expect(container.querySelector('.tandem-button-inline')).not.toBeNull()
    update({ options: { label: '提交', displayStyle: 'block' } })
    expect(container.querySelector('.tandem-button-inline')).toBeNull()
  })

  it('does not run the script when disabled', async () => {
    const { user, runEvent } = render({ disabled: true, options: { label: '提交' } })
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(runEvent).not.toHaveBeenCalled()
  })
})
