import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { RateWidget } from './index'

const render = (overrides: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(RateWidget, { type: 'rate', ...overrides })

const stars = (container: HTMLElement) => container.querySelectorAll('.ant-rate-star')
const fullStars = (container: HTMLElement) => container.querySelectorAll('.ant-rate-star-full')

describe('rate widget', () => {
  it('renders max stars with the value filled', () => {
    const { container } = render({ value: 3, options: { max: 7 } })
    expect(stars(container)).toHaveLength(7)
    expect(fullStars(container)).toHaveLength(3)
  })

  it('commits a number', async () => {
    const { user, onChange, container } = render({ value: null, options: { max: 5 } })
    await user.click(stars(container)[3].querySelector('.ant-rate-star-second') as HTMLElement)
    expect(onChange).toHaveBeenCalledWith(4)
  })

  it('shows Element texts with showText and the score with showScore', () => {
    const { container, update } = render({ value: 4, options: { showText: true } })
    expect(container.textContent).toContain('满意')
    update({ value: 4, options: { showScore: true } })
    expect(container.textContent).toContain('4')
  })

  it('colours stars by the thresholds when colors are given', () => {
    const colors = ['#99a9bf', '#f7ba2a', '#ff9900']
    const { container, update } = render({ value: 1, options: { colors, lowThreshold: 2, highThreshold: 4 } })
    const rate = () => container.querySelector('.ant-rate') as HTMLElement
    const low = rate().style.color
    update({ value: 5, options: { colors, lowThreshold: 2, highThreshold: 4 } })
    expect(low).not.toBe('')
    expect(rate().style.color).not.toBe(low)
  })

  it('shows read-only stars in read mode and the empty text without a value', () => {
    const { container, update, onChange } = render({ value: 2, readMode: true })
    expect(fullStars(container)).toHaveLength(2)
    expect(container.querySelector('.ant-rate-disabled')).not.toBeNull()
    update({ value: null })
    expect(container.textContent).toBe('--')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('blocks rating when disabled', async () => {
    const { user, onChange, container } = render({ value: 1, disabled: true })
    await user.click(stars(container)[3].querySelector('.ant-rate-star-second') as HTMLElement)
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('radio', { checked: true })).not.toBeNull()
  })
})
