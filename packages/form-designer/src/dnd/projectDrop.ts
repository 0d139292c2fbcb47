import type { SchemaStore } from '@tandem/form-core'
import type { DropTarget } from '../model'
import type { DroppableData } from './dragData'

interface Box {
  top: number
  height: number
}

/**
 * Where a drop over `droppable` lands. Over a widget: before or after it by the pointer's half.
 * Over the free space of a list: after every widget whose middle is above the pointer, read from
 * `childMiddles` (the list's widgets as laid out now, so the space the marker opens still points
 * where the marker is).
 */
export function projectDrop(
  store: SchemaStore,
  droppable: DroppableData,
  rect: Box,
  pointerY: number,
  childMiddles: readonly number[] = [],
): Pick<DropTarget, 'parentId' | 'index'> | null {
  if (droppable.kind === 'list') {
    const owner = droppable.parentId === null ? null : store.getWidget(droppable.parentId)
    const list = owner === null ? store.getJson().widgetList : owner?.widgetList
    if (!list) return null
    const index = childMiddles.filter((middle) => middle < pointerY).length
    return { parentId: droppable.parentId, index: Math.min(index, list.length) }
  }
  const location = store.getLocation(droppable.id)
  if (!location || location.list !== 'widgetList') return null
  const after = pointerY > rect.top + rect.height / 2
  return { parentId: location.parentId, index: location.index + (after ? 1 : 0) }
}
