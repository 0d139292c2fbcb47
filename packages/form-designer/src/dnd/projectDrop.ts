import type { SchemaStore } from '@tandem/form-core'
import type { DropTarget } from '../model'
import type { DroppableData } from './dragData'

interface Box {
  top: number
  height: number
}

/**
 * Where a drop over `droppable` lands: over a widget, before or after it by the pointer's half;
 * over the free space of a list, at its end.
 */
export function projectDrop(store: SchemaStore, droppable: DroppableData, rect: Box, pointerY: number): Pick<DropTarget, 'parentId' | 'index'> | null {
  if (droppable.kind === 'list') {
    const owner = droppable.parentId === null ? null : store.getWidget(droppable.parentId)
    const list = owner === null ? store.getJson().widgetList : owner?.widgetList
    return list ? { parentId: droppable.parentId, index: list.length } : null
  }
  const location = store.getLocation(droppable.id)
  if (!location || location.list !== 'widgetList') return null
  const after = pointerY > rect.top + rect.height / 2
  return { parentId: location.parentId, index: location.index + (after ? 1 : 0) }
}
