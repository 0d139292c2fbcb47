import type { DragSource } from '../model'

/** data of a draggable: what a drop would add or move */
export interface DraggableData {
  source: DragSource
}

/** data of a droppable: a child list of the canvas (null = the form's root list) */
export type DroppableData = { kind: 'list'; parentId: string | null }

export const paletteDraggableId = (type: string): string => `palette:${type}`
export const listDroppableId = (parentId: string | null): string => `list:${parentId ?? '#root'}`

export function isDraggableData(value: unknown): value is DraggableData {
  return typeof value === 'object' && value !== null && 'source' in value
}

export function toDroppableData(value: unknown): DroppableData | null {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return null
  const kind = (value as { kind: unknown }).kind
  return kind === 'list' ? (value as DroppableData) : null
}
