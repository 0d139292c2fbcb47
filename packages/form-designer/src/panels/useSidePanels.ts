import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react'
import { clampPanelWidth, readSidePanels, writeSidePanels, type PanelSide, type SidePanels } from './panelLayout'

export interface SidePanelControls {
  panels: SidePanels
  /** the panels' element ids, for aria-controls */
  ids: Readonly<Record<PanelSide, string>>
  /** sets a panel's width, clamped to its bounds */
  resize(side: PanelSide, width: number): void
  toggleFold(side: PanelSide): void
}

/** The side panels' widths and folds, read from and kept in localStorage. */
export function useSidePanelState(ids: Readonly<Record<PanelSide, string>>): SidePanelControls {
  const [panels, setPanels] = useState(readSidePanels)
  useEffect(() => writeSidePanels(panels), [panels])
  const resize = useCallback((side: PanelSide, width: number) => {
    setPanels((current) => {
      const clamped = clampPanelWidth(side, width)
      return clamped === current[side].width ? current : { ...current, [side]: { ...current[side], width: clamped } }
    })
  }, [])
  const toggleFold = useCallback((side: PanelSide) => {
    setPanels((current) => ({ ...current, [side]: { ...current[side], folded: !current[side].folded } }))
  }, [])
  return useMemo(() => ({ panels, ids, resize, toggleFold }), [panels, ids, resize, toggleFold])
}

export const SidePanelContext = createContext<SidePanelControls | null>(null)

/** The side panels of the designer around the caller. */
export function useSidePanels(): SidePanelControls {
  const controls = use(SidePanelContext)
  if (!controls) throw new Error('useSidePanels is used outside a designer')
  return controls
}
