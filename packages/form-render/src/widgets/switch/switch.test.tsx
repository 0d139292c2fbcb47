import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { SwitchWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(SwitchWidget, { type: 'switch', ...overrides })

describe('switch widget', () => {
  it('renders checked state, texts, colour and width', () => {
    render({ value: true, options: { activeText: '启用', inactiveText: '停用', activeColor: '#13ce66', switchWidth: 60 } })
    const control = screen.getByRole('switch')
    expect(control.getAttribute('aria-checked')).toBe('true')
    expect(control.textContent).toContain('启用')
    expect(control.style.backgroundColor).not.toBe('')
    expect(control.style.minWidth).toBe('60px')
  })

  it('commits a boolean', async () => {
    const { user, onChange, update } = render({ value: null })
    await user.click(screen.getByRole('switch'))
    expect(onChange).toHaveBeenLastCalledWith(true)
    update({ value: true })
    await user.click(screen.getByRole('switch'))
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('shows activeText/inactiveText in read mode, else 是/否', () => {
    const { container, update } = render({ value: true, readMode: true, options: { activeText: '启用', inactiveText: '停用' } })
    expect(container.textContent).toBe('启用')
    update({ value: false })
    expect(container.textContent).toBe('停用')
    update({ value: true, options: {} })
    expect(container.textContent).toBe('是')
    update({ value: false })
    expect(container.textContent).toBe('否')
  })

  it('blocks toggling when disabled', async () => {
    const { user, onChange } = render({ value: false, disabled: true })
    await user.click(screen.getByRole('switch'))
    expect(onChange).not.toHaveBeenCalled()
  })
})
