import { DragOutlined } from '@ant-design/icons'
import { useDraggable } from '@dnd-kit/core'
import { useMemo } from 'react'
import type { DraggableData } from '../dnd'
import { useDesignerText } from '../messages'

/**
 * The selected widget's drag handle: the only draggable on the canvas, so a drag or an edit never
 * wakes the other frames (drops are placed by the lists, see DropList).
 */
export function DragHandle({ widgetId }: { widgetId: string }) {
  const messages = useDesignerText()
  const data = useMemo((): DraggableData => ({ source: { kind: 'widget', id: widgetId } }), [widgetId])
  const { setNodeRef, listeners, attributes } = useDraggable({ id: widgetId, data })
  return (
    <button type="button" ref={setNodeRef} className="tfd-drag-handle" {...attributes} {...listeners} aria-label={messages.actions.dragHandle} title={messages.actions.dragHandle}>
      <DragOutlined />
    </button>
  )
}
