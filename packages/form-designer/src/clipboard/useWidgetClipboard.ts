import { useEffect, type RefObject } from 'react'
import type { ReportResult } from '../hooks'
import { isTypingTarget } from '../keyboard'
import type { DesignerModel } from '../model'
import { pasteWidget, readClipboardWidget, widgetClipboardText } from './pasteWidget'

/** Whether a clipboard event belongs to the designer (not to an editor, not to another part of the page). */
function isDesignerTarget(root: HTMLElement | null, target: EventTarget | null): boolean {
  if (!root || isTypingTarget(target)) return false
  return target === document.body || (target instanceof Node && root.contains(target))
}

/**
 * Ctrl+C copies the selected widget as VForm JSON to the system clipboard, Ctrl+V pastes a widget
 * from it (also one copied in another designer tab). Text selected on the page and editors keep
 * their own copy and paste.
 */
export function useWidgetClipboard(model: DesignerModel, rootRef: RefObject<HTMLElement | null>, report: ReportResult): void {
  useEffect(() => {
    const onCopy = (event: ClipboardEvent) => {
      const selected = model.getSelectedWidget()
      if (!selected || !event.clipboardData || !isDesignerTarget(rootRef.current, event.target)) return
      const textSelection = document.getSelection()
      if (textSelection && !textSelection.isCollapsed) return
      event.clipboardData.setData('text/plain', widgetClipboardText(selected))
      event.preventDefault()
    }
    const onPaste = (event: ClipboardEvent) => {
      if (!event.clipboardData || !isDesignerTarget(rootRef.current, event.target)) return
      const widget = readClipboardWidget(event.clipboardData.getData('text/plain'))
      if (!widget) return
      event.preventDefault()
      report(pasteWidget(model, widget))
    }
    // Chromium runs Ctrl+C / Ctrl+V without a text selection or an editable target only when
    // beforecopy / beforepaste was cancelled
    const onBeforeCopy = (event: Event) => {
      if (model.getSelectedId() !== null && isDesignerTarget(rootRef.current, event.target)) event.preventDefault()
    }
    const onBeforePaste = (event: Event) => {
      if (isDesignerTarget(rootRef.current, event.target)) event.preventDefault()
    }
    document.addEventListener('beforecopy', onBeforeCopy)
    document.addEventListener('beforepaste', onBeforePaste)
    document.addEventListener('copy', onCopy)
    document.addEventListener('paste', onPaste)
    return () => {
      document.removeEventListener('beforecopy', onBeforeCopy)
      document.removeEventListener('beforepaste', onBeforePaste)
      document.removeEventListener('copy', onCopy)
      document.removeEventListener('paste', onPaste)
    }
  }, [model, rootRef, report])
}
