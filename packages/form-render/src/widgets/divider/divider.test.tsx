import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../test-utils'
import { DividerWidget } from './index'

const render = (options: Record<string, unknown>) => renderWidget(DividerWidget, { type: 'divider', options })

/** The widths the stylesheet gives the line before the label and the line after it. */
function lineWidths(separator: HTMLElement): [string, string] {
  const lines = [...separator.children].filter((child) => child.textContent === '')
  return [getComputedStyle(lines[0]!).width, getComputedStyle(lines[1]!).width]
}

describe('divider widget', () => {
  it('renders a horizontal separator with its label', () => {
    render({ label: '基本信息', direction: 'horizontal', contentPosition: 'center' })
    const separator = screen.getByRole('separator')
    expect(separator.textContent).toBe('基本信息')
    expect(separator.getAttribute('aria-orientation')).toBeNull()
  })

  it('places the label left or right by contentPosition: the lines beside it are drawn mirrored', () => {
    const { update } = render({ label: '附件', contentPosition: 'center' })
    const [centerBefore, centerAfter] = lineWidths(screen.getByRole('separator'))
    expect(centerBefore).toBe(centerAfter)
    update({ options: { label: '附件', contentPosition: 'left' } })
    const [leftBefore, leftAfter] = lineWidths(screen.getByRole('separator'))
    expect(leftBefore).not.toBe(leftAfter)
    update({ options: { label: '附件', contentPosition: 'right' } })
    expect(lineWidths(screen.getByRole('separator'))).toEqual([leftAfter, leftBefore])
    expect(screen.getByRole('separator').textContent).toBe('附件')
  })

  it('renders a vertical separator without a label', () => {
    render({ label: '忽略', direction: 'vertical' })
    const separator = screen.getByRole('separator')
    expect(separator.getAttribute('aria-orientation')).toBe('vertical')
    expect(separator.textContent).toBe('')
  })
})
