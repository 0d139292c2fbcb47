import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { PanelFoldButton } from './PanelFoldButton'
import { PANEL_WIDTHS, RESIZE_STEP, SIDE_PANELS_KEY } from './panelLayout'
import { SidePanelFrame } from './SidePanelFrame'

beforeEach(() => localStorage.clear())
function renderFrame() {
  const result = render(
    <SidePanelFrame
      rootRef={null}
      className="frame"
      leftId="left-panel"
      rightId="right-panel"
      toolbar={<div><PanelFoldButton side="left" /><PanelFoldButton side="right" /></div>}
      left={<aside id="left-panel">palette</aside>}
      centre={<main>canvas</main>}
      right={<aside id="right-panel">settings</aside>}
    />,
  )
  const columns = () => result.container.querySelector<HTMLElement>('.frame')!.style.gridTemplateColumns
  return { ...result, columns }
}

const kept = () => JSON.parse(localStorage.getItem(SIDE_PANELS_KEY)!) as { left: { width: number; folded: boolean }; right: { width: number; folded: boolean } }

describe('the designer’s side panels', () => {
  it('resize from the keyboard on their separators, within bounds, and keep the widths', () => {
    const { columns } = renderFrame()
    const left = screen.getByRole('separator', { name: '调整组件库宽度' })
    const right = screen.getByRole('separator', { name: '调整设置面板宽度' })
    expect(left.getAttribute('aria-controls')).toBe('left-panel')
    expect(left.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTHS.left.initial))

    fireEvent.keyDown(left, { key: 'ArrowRight' })
    expect(left.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTHS.left.initial + RESIZE_STEP))
    // the right panel widens towards the left
    fireEvent.keyDown(right, { key: 'ArrowLeft', shiftKey: true })
    expect(right.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTHS.right.initial + 4 * RESIZE_STEP))
    expect(columns()).toBe(`${PANEL_WIDTHS.left.initial + RESIZE_STEP}px 0 minmax(0, 1fr) 0 ${PANEL_WIDTHS.right.initial + 4 * RESIZE_STEP}px`)

    fireEvent.keyDown(left, { key: 'End' })
    fireEvent.keyDown(left, { key: 'ArrowRight' })
    expect(left.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTHS.left.max))
    fireEvent.keyDown(right, { key: 'Home' })
    expect(kept()).toEqual({ left: { width: PANEL_WIDTHS.left.max, folded: false }, right: { width: PANEL_WIDTHS.right.min, folded: false } })
  })

  it('resize by dragging the separator', () => {
    renderFrame()
    const left = screen.getByRole('separator', { name: '调整组件库宽度' })
    const right = screen.getByRole('separator', { name: '调整设置面板宽度' })
    fireEvent.pointerDown(left, { button: 0, clientX: 220, pointerId: 1 })
    fireEvent.pointerMove(left, { clientX: 270, pointerId: 1 })
    fireEvent.pointerUp(left, { clientX: 270, pointerId: 1 })
    expect(left.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTHS.left.initial + 50))
    // moves after the button is up change nothing
    fireEvent.pointerMove(left, { clientX: 400, pointerId: 1 })
    expect(left.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTHS.left.initial + 50))
    fireEvent.pointerDown(right, { button: 0, clientX: 1000, pointerId: 2 })
    fireEvent.pointerMove(right, { clientX: 960, pointerId: 2 })
    expect(right.getAttribute('aria-valuenow')).toBe(String(PANEL_WIDTHS.right.initial + 40))
  })

  it('fold away and come back from the toolbar, the fold kept for the next designer', () => {
    const { columns, unmount } = renderFrame()
    fireEvent.click(screen.getByRole('button', { name: '收起组件库' }))
    expect(screen.queryByText('palette')).toBeNull()
    expect(screen.queryByRole('separator', { name: '调整组件库宽度' })).toBeNull()
    expect(columns()).toMatch(/^0px 0 minmax/)
    expect(screen.getByRole('button', { name: '展开组件库' }).getAttribute('aria-expanded')).toBe('false')
    unmount()

    renderFrame()
    expect(screen.queryByText('palette')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '展开组件库' }))
    expect(screen.getByText('palette')).toBeTruthy()
    // Enter on a separator folds its panel
    fireEvent.keyDown(screen.getByRole('separator', { name: '调整设置面板宽度' }), { key: 'Enter' })
    expect(screen.queryByText('settings')).toBeNull()
    expect(kept().right.folded).toBe(true)
  })
})
