import type { Widget } from '@tandem/form-core'
import type { KeyboardEvent } from 'react'
import { useLocale } from '../locale'
import { widgetTypeLabel } from '../messages'

/**
 * What makes a frame reachable by Tab and selectable by Enter or Space (keys pressed in a control
 * inside the frame stay with that control). Named `<type name> <widget name>`; a group, not a
 * button, as it holds the widget's own controls.
 */
export function useFrameFocus(widget: Widget, select: () => void) {
  const locale = useLocale()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    select()
  }
  return { tabIndex: 0, role: 'group', 'aria-label': `${widgetTypeLabel(widget.type, locale)} ${widget.options.name}`, onKeyDown }
}
