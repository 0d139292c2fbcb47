import type { SchemaStore } from '@tandem/form-core'
import type { DropTarget } from '../model'
import type { DroppableData } from './dragData'

/**
 * Where a drop over the list `droppable` lands: after every widget whose middle is above the
 * pointer, read from `childMiddles` (the list's widgets as laid out now, so the space the marker
 * opens still points where the marker is). Over a widget's upper half that is before it, over its
 * lower half after it.
 */
export function projectDrop(
  store: SchemaStore,
  droppable: DroppableData,
  pointerY: number,
  childMiddles: readonly number[] = [],
): Pick<DropTarget, 'parentId' | 'index'> | null {
  const owner = droppable.parentId === null ? null : store.getWidget(droppable.parentId)
  const list = owner === null ? store.getJson().widgetList : owner?.widgetList
  if (!list) return null
  const index = childMiddles.filter((middle) => middle < pointerY).length
  return { parentId: droppable.parentId, index: Math.min(index, list.length) }
}
