import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { SliderWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(SliderWidget, { type: 'slider', ...overrides })

const press = (handle: HTMLElement, key: string, keyCode: number) => {
  fireEvent.keyDown(handle, { key, keyCode, which: keyCode })
  fireEvent.keyUp(handle, { key, keyCode, which: keyCode })
}

describe('slider widget', () => {
  it('renders the value within min and max', () => {
    render({ value: 30, options: { min: 10, max: 90, step: 10 } })
    const handle = screen.getByRole('slider')
    expect(handle.getAttribute('aria-valuenow')).toBe('30')
    expect(handle.getAttribute('aria-valuemin')).toBe('10')
    expect(handle.getAttribute('aria-valuemax')).toBe('90')
  })

  it('commits a number moved by step', () => {
    const { onChange } = render({ value: 30, options: { min: 0, max: 100, step: 10 } })
    press(screen.getByRole('slider'), 'ArrowRight', 39)
    expect(onChange).toHaveBeenLastCalledWith(40)
  })

  it('commits [a, b] with range', () => {
    const { onChange } = render({ value: [20, 60], options: { range: true, step: 10 } })
    const handles = screen.getAllByRole('slider')
    expect(handles).toHaveLength(2)
    press(handles[1], 'ArrowRight', 39)
    expect(onChange).toHaveBeenLastCalledWith([20, 70])
  })

  it('shows stops and a vertical track of the given height', () => {
    const { container } = render({ value: 20, options: { showStops: true, step: 20, vertical: true, height: '300px' } })
    expect(container.querySelectorAll('.ant-slider-dot').length).toBeGreaterThan(0)
    const slider = container.querySelector('.ant-slider-vertical') as HTMLElement
    expect(slider.style.height).toBe('300px')
  })

  it('shows the number or range in read mode', () => {
    const { container, update } = render({ value: 40, readMode: true })
    expect(container.textContent).toBe('40')
    update({ value: [10, 30], options: { range: true } })
    expect(container.textContent).toBe('10 ~ 30')
    update({ value: null, options: {} })
    expect(container.textContent).toBe('--')
  })

  it('blocks moving when disabled', () => {
    const { onChange } = render({ value: 30, disabled: true, options: { step: 10 } })
    press(screen.getByRole('slider'), 'ArrowRight', 39)
    expect(onChange).not.toHaveBeenCalled()
  })
})
