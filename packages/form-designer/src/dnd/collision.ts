import { pointerWithin, type CollisionDetection } from '@dnd-kit/core'
import type { SchemaStore } from '@tandem/form-core'
import { isWithin } from '../model'
import { isDraggableData, toDroppableData, type DroppableData } from './dragData'

const area = (rect: { width: number; height: number } | undefined) => (rect ? rect.width * rect.height : Number.POSITIVE_INFINITY)

/** A widget can't be dropped into itself or anything inside it. */
function insideDragged(store: SchemaStore, droppable: DroppableData, draggedId: string): boolean {
  return droppable.parentId !== null && isWithin(store, droppable.parentId, draggedId)
}

/**
 * The innermost list under the pointer (lists nest in containers, so the smallest one is what
 * the author points at), leaving out the dragged widget and its insides.
 */
export function innermostUnderPointer(store: SchemaStore): CollisionDetection {
  return (args) => {
    const source = isDraggableData(args.active.data.current) ? args.active.data.current.source : null
    const draggedId = source?.kind === 'widget' ? source.id : null
    let best: ReturnType<typeof pointerWithin>[number] | null = null
    let bestArea = Number.POSITIVE_INFINITY
    for (const hit of pointerWithin(args)) {
      const droppable = toDroppableData(args.droppableContainers.find((container) => container.id === hit.id)?.data.current)
      if (!droppable || (draggedId !== null && insideDragged(store, droppable, draggedId))) continue
      const size = area(args.droppableRects.get(hit.id))
      if (size < bestArea) {
        best = hit
        bestArea = size
      }
    }
    return best ? [best] : []
  }
}
