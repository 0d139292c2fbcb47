import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { useLocalText } from '../locale'
import { panelTexts } from './messages'
import { PANEL_WIDTHS, RESIZE_STEP, type PanelSide } from './panelLayout'
import { useSidePanels } from './useSidePanels'

/**
 * The border between a side panel and the canvas (WAI-ARIA window splitter): drag it, or focus it and
 * use ← → (Shift: four steps), Home and End for the narrowest and widest, Enter to fold the panel.
 */
export function PanelResizer({ side }: { side: PanelSide }) {
  const text = useLocalText(panelTexts)[side]
  const { panels, ids, resize, toggleFold } = useSidePanels()
  const width = panels[side].width
  const drag = useRef<{ x: number; width: number } | null>(null)
  // the left panel grows to the right, the right one to the left
  const outward = side === 'left' ? 1 : -1

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    event.currentTarget.focus()
    drag.current = { x: event.clientX, width }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) resize(side, drag.current.width + outward * (event.clientX - drag.current.x))
  }
  const endDrag = () => {
    drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? RESIZE_STEP * 4 : RESIZE_STEP
    const next: Record<string, () => void> = {
      ArrowRight: () => resize(side, width + outward * step),
      ArrowLeft: () => resize(side, width - outward * step),
      Home: () => resize(side, PANEL_WIDTHS[side].min),
      End: () => resize(side, PANEL_WIDTHS[side].max),
      Enter: () => toggleFold(side),
    }
    const act = next[event.key]
    if (!act) return
    event.preventDefault()
    act()
  }
  return (
    <div
      className={`tfd-resizer tfd-resizer-${side}`}
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={text.resize}
      aria-controls={ids[side]}
      aria-valuemin={PANEL_WIDTHS[side].min}
      aria-valuemax={PANEL_WIDTHS[side].max}
      aria-valuenow={width}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    />
  )
}
