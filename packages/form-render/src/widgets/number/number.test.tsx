import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { NumberWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(NumberWidget, { type: 'number', ...overrides })

describe('number widget', () => {
  it('renders the value with bounds and precision', () => {
    render({ value: 3, options: { min: 0, max: 10, precision: 2, step: 1 } })
    const input = screen.getByRole('spinbutton') as HTMLInputElement
    expect(input.value).toBe('3.00')
    expect(input.getAttribute('aria-valuemin')).toBe('0')
    expect(input.getAttribute('aria-valuemax')).toBe('10')
  })

  it('sends a typed number to onInput and commits it on Enter', async () => {
    const { user, onInput, onCommit, onChange } = render({ value: null })
    await user.type(screen.getByRole('spinbutton'), '42')
    expect(onInput).toHaveBeenLastCalledWith(42)
    expect(typeof onInput.mock.lastCall?.[0]).toBe('number')
    expect(onCommit).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('steps by step and stays within max', () => {
    const { onInput, onCommit, container } = render({ value: 9, options: { max: 10, step: 5 } })
    fireEvent.mouseDown(container.querySelector('.ant-input-number-action-up') as HTMLElement)
    expect(onInput).toHaveBeenLastCalledWith(10)
    // a step button commits at once, as Element's change does
    expect(onCommit).toHaveBeenCalledTimes(1)
  })

  it('puts the step buttons on both sides unless controlsPosition is right', () => {
    const { container, update } = render({ value: 1, options: { controlsPosition: '' } })
    expect(container.querySelector('.ant-input-number-mode-spinner')).not.toBeNull()
    update({ options: { controlsPosition: 'right' } })
    expect(container.querySelector('.ant-input-number-mode-spinner')).toBeNull()
  })

  it('writes null when emptied', async () => {
    const { user, onInput } = render({ value: 5 })
    await user.clear(screen.getByRole('spinbutton'))
    expect(onInput).toHaveBeenLastCalledWith(null)
  })

  it('shows the number with its precision in read mode', () => {
    const { container } = render({ value: 3.5, readMode: true, options: { precision: 2 } })
    expect(container.textContent).toBe('3.50')
  })

  it('blocks typing when disabled', async () => {
    const { user, onInput } = render({ value: 1, disabled: true })
    await user.type(screen.getByRole('spinbutton'), '2')
    expect(onInput).not.toHaveBeenCalled()
  })
})
