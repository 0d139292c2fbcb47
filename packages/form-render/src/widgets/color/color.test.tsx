import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { ColorWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(ColorWidget, { type: 'color', ...overrides })

const hexInput = () => document.querySelector('.ant-color-picker-hex-input input') as HTMLInputElement | null

describe('color widget', () => {
  it('renders the colour and its hex text', () => {
    const { container } = render({ value: '#409eff' })
    expect(container.textContent?.toLowerCase()).toContain('409eff')
  })

  it('commits a hex string typed in the panel', async () => {
    const { user, onChange, container } = render({ value: '#409eff' })
    await user.click(container.querySelector('.ant-color-picker-trigger') as HTMLElement)
    const input = hexInput() as HTMLInputElement
    fireEvent.change(input, { target: { value: 'ff0000' } })
    expect(onChange).toHaveBeenCalledWith('#ff0000')
  })

  it('shows a swatch and the hex in read mode', () => {
    const { container, update } = render({ value: '#13ce66', readMode: true })
    expect(container.textContent).toBe('#13ce66')
    expect((container.querySelector('.tandem-color-swatch') as HTMLElement).style.background).not.toBe('')
    update({ value: null })
    expect(container.textContent).toBe('--')
  })

  it('does not open when disabled', async () => {
    const { user, container } = render({ value: '#409eff', disabled: true })
    await user.click(container.querySelector('.ant-color-picker-trigger') as HTMLElement)
    expect(hexInput()).toBeNull()
  })
})
