import { useEffect, type RefObject } from 'react'
import type { ReportResult } from '../hooks'
import type { DesignerModel } from '../model'
import { isTypingTarget, shortcutFor } from './shortcuts'

/**
 * Designer shortcuts for key presses inside the designer (or on the page body after a canvas
 * click, which does not move focus); keys typed into editors are left alone.
 */
export function useDesignerShortcuts(model: DesignerModel, rootRef: RefObject<HTMLElement | null>, report: ReportResult): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current
      const target = event.target
      // during a keyboard drag, Escape, arrows and Space belong to dnd-kit's keyboard sensor
      if (!root || event.defaultPrevented || isTypingTarget(target) || model.getDrag() !== null) return
      if (target !== document.body && !(target instanceof Node && root.contains(target))) return
      const command = shortcutFor(event)
      if (command === null) return
      event.preventDefault()
      if (command === 'remove') report(model.getSelectedId() === null ? null : model.run('remove'))
      else if (command === 'clearSelection') model.clearSelection()
      // nothing to undo or redo is not worth a message from a key press
      else model[command]()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [model, rootRef, report])
}
