import type { DragSource } from '../model'

/** data of a draggable: what a drop would add or move */
export interface DraggableData {
  source: DragSource
}

/** data of a droppable: a whole child list (its empty space) or one widget in a list */
export type DroppableData = { kind: 'list'; parentId: string | null } | { kind: 'widget'; id: string }

export const paletteDraggableId = (type: string): string => `palette:${type}`
export const listDroppableId = (parentId: string | null): string => `list:${parentId ?? '#root'}`

export function isDraggableData(value: unknown): value is DraggableData {
  return typeof value === 'object' && value !== null && 'source' in value
}

export function toDroppableData(value: unknown): DroppableData | null {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return null
  const kind = (value as { kind: unknown }).kind
  return kind === 'list' || kind === 'widget' ? (value as DroppableData) : null
}
