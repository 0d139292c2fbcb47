import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { EllipsisText } from './EllipsisText'

const FULL = '北京市朝阳区办公楼整层租赁服务合同'

/** jsdom lays nothing out: give the cell the widths a browser would measure. */
function renderCell(scrollWidth: number, clientWidth: number) {
  render(<EllipsisText full={FULL}>{FULL}</EllipsisText>)
  const cell = screen.getByText(FULL)
  Object.defineProperty(cell, 'scrollWidth', { configurable: true, value: scrollWidth })
  Object.defineProperty(cell, 'clientWidth', { configurable: true, value: clientWidth })
  return cell
}

describe('ellipsis text', () => {
  it('shows the whole text in a tooltip when the cell cuts it', async () => {
    fireEvent.mouseEnter(renderCell(400, 120))
    expect((await screen.findByRole('tooltip')).textContent).toBe(FULL)
  })

  it('shows no tooltip when the text fits', async () => {
    fireEvent.mouseEnter(renderCell(120, 120))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
