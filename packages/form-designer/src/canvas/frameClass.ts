import type { Widget } from '@tandem/form-core'

/** Class names of a widget frame on the canvas. */
export function frameClass(widget: Widget, selected: boolean, dragging = false): string {
  return ['tfd-widget', widget.category === 'container' && 'tfd-container', selected && 'tfd-selected', dragging && 'tfd-dragging']
    .filter(Boolean)
    .join(' ')
}
