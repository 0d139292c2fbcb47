import { describe, expect, it } from 'vitest'
import { clampPanelWidth, DEFAULT_SIDE_PANELS, PANEL_WIDTHS, parseSidePanels } from './panelLayout'

describe('side panel layout', () => {
  it('keeps widths inside each panel’s bounds', () => {
    expect(clampPanelWidth('left', 10)).toBe(PANEL_WIDTHS.left.min)
    expect(clampPanelWidth('right', 5000)).toBe(PANEL_WIDTHS.right.max)
    expect(clampPanelWidth('left', 250.6)).toBe(251)
  })

  it('reads what was kept, and the defaults for nothing or anything unreadable', () => {
    expect(parseSidePanels(null)).toEqual(DEFAULT_SIDE_PANELS)
    expect(parseSidePanels('{not json')).toEqual(DEFAULT_SIDE_PANELS)
    expect(parseSidePanels('42')).toEqual(DEFAULT_SIDE_PANELS)
    expect(parseSidePanels(JSON.stringify({ left: { width: 300, folded: true }, right: { width: 400, folded: false } }))).toEqual({
      left: { width: 300, folded: true },
      right: { width: 400, folded: false },
    })
  })

  it('mends a kept width out of bounds or of the wrong kind, panel by panel', () => {
    const panels = parseSidePanels(JSON.stringify({ left: { width: 9999 }, right: { width: 'wide', folded: 'yes' } }))
    expect(panels.left).toEqual({ width: PANEL_WIDTHS.left.max, folded: false })
    expect(panels.right).toEqual({ width: PANEL_WIDTHS.right.initial, folded: false })
  })
})
