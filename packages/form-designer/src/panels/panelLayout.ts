/** The two side panels: the palette (left) and the settings (right). */
export type PanelSide = 'left' | 'right'

export interface SidePanel {
  /** px */
  width: number
  folded: boolean
}

export type SidePanels = Readonly<Record<PanelSide, SidePanel>>

/** Width bounds and the first width of each panel, px; the defaults leave a PC canvas of 900 px at 1440 with the page menu folded. */
export const PANEL_WIDTHS: Readonly<Record<PanelSide, { min: number; max: number; initial: number }>> = {
  left: { min: 180, max: 420, initial: 216 },
  right: { min: 260, max: 560, initial: 300 },
}

/** One arrow key on a resizer, px (Shift: four times). */
export const RESIZE_STEP = 16

/** localStorage: the panels as the author left them, for every designer of this browser. */
export const SIDE_PANELS_KEY = 'tfd.sidePanels'

export const DEFAULT_SIDE_PANELS: SidePanels = {
  left: { width: PANEL_WIDTHS.left.initial, folded: false },
  right: { width: PANEL_WIDTHS.right.initial, folded: false },
}

export function clampPanelWidth(side: PanelSide, width: number): number {
  const { min, max } = PANEL_WIDTHS[side]
  return Math.round(Math.min(max, Math.max(min, width)))
}

function panelOf(side: PanelSide, value: unknown): SidePanel {
  const kept = typeof value === 'object' && value !== null ? (value as Partial<SidePanel>) : {}
  const width = typeof kept.width === 'number' && Number.isFinite(kept.width) ? clampPanelWidth(side, kept.width) : PANEL_WIDTHS[side].initial
  return { width, folded: kept.folded === true }
}

/** The kept panels; anything unreadable falls back to the defaults, a width out of bounds to its bound. */
export function parseSidePanels(text: string | null): SidePanels {
  if (text === null) return DEFAULT_SIDE_PANELS
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return DEFAULT_SIDE_PANELS
  }
  const kept = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  return { left: panelOf('left', kept.left), right: panelOf('right', kept.right) }
}

export function readSidePanels(): SidePanels {
  try {
    return parseSidePanels(localStorage.getItem(SIDE_PANELS_KEY))
  } catch {
    // storage refused (privacy settings): the defaults, not kept
    return DEFAULT_SIDE_PANELS
  }
}

export function writeSidePanels(panels: SidePanels): void {
  try {
    localStorage.setItem(SIDE_PANELS_KEY, JSON.stringify(panels))
  } catch {
    // not kept across reloads then; resizing and folding still work
  }
}
