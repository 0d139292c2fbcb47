import { useMemo, type ReactNode, type Ref } from 'react'
import { PanelResizer } from './PanelResizer'
import type { PanelSide } from './panelLayout'
import { SidePanelContext, useSidePanelState } from './useSidePanels'

export interface SidePanelFrameProps {
  rootRef: Ref<HTMLDivElement>
  className: string
  /** the panels' element ids (the panels' `id`, the fold buttons' and resizers' aria-controls) */
  leftId: string
  rightId: string
  /** spans the whole width above the panels */
  toolbar: ReactNode
  left: ReactNode
  centre: ReactNode
  right: ReactNode
}

/**
 * The designer's grid: toolbar across, then palette, canvas and settings with a resizer between
 * each panel and the canvas. A folded panel is not rendered. Resizing renders this frame only: the
 * panels are elements made by the caller, so React keeps them as they are.
 */
export function SidePanelFrame({ rootRef, className, leftId, rightId, toolbar, left, centre, right }: SidePanelFrameProps) {
  const ids = useMemo<Record<PanelSide, string>>(() => ({ left: leftId, right: rightId }), [leftId, rightId])
  const controls = useSidePanelState(ids)
  const { panels } = controls
  const widthOf = (side: PanelSide) => (panels[side].folded ? 0 : panels[side].width)
  return (
    <SidePanelContext value={controls}>
      <div ref={rootRef} className={className} style={{ gridTemplateColumns: `${widthOf('left')}px 0 minmax(0, 1fr) 0 ${widthOf('right')}px` }}>
        {toolbar}
        {!panels.left.folded && left}
        {!panels.left.folded && <PanelResizer side="left" />}
        {centre}
        {!panels.right.folded && <PanelResizer side="right" />}
        {!panels.right.folded && right}
      </div>
    </SidePanelContext>
  )
}
