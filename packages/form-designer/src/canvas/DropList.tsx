import { useDroppable } from '@dnd-kit/core'
import type { Widget } from '@tandem/form-core'
import type { ReactNode } from 'react'
import { listDroppableId, type DroppableData } from '../dnd'
import { useDropTarget } from '../hooks'
import { useDesignerText } from '../messages'
import { DropMarker } from './DropMarker'

interface DropListProps {
  owner: Widget | null
  widgets: readonly Widget[]
  children: ReactNode
}

/**
 * A child list on the canvas: the droppable of everything in it that no inner list claims (a drop
 * lands after every frame whose middle is above the pointer), the insertion marker while a drag
 * points into it, and a placeholder when empty.
 */
export function DropList({ owner, widgets, children }: DropListProps) {
  const messages = useDesignerText()
  const parentId = owner?.id ?? null
  const data: DroppableData = { kind: 'list', parentId }
  const { setNodeRef } = useDroppable({ id: listDroppableId(parentId), data })
  const target = useDropTarget(parentId)
  // A copy of a list of 1,000 frames only while a drag points here; the frames keep their keys either way.
  let nodes = children
  if (target) {
    const list = Array.isArray(children) ? [...(children as ReactNode[])] : [children]
    list.splice(Math.min(target.index, list.length), 0, <DropMarker key="tfd-drop-marker" refusal={target.refusal} />)
    nodes = list
  }
  const empty = widgets.length === 0
  return (
    <div
      ref={setNodeRef}
      className={['tfd-list', parentId === null && 'tfd-root-list', empty && 'tfd-list-empty'].filter(Boolean).join(' ')}
      data-designer-list={parentId ?? 'root'}
    >
      {nodes}
      {empty && !target && <div className="tfd-list-placeholder">{parentId === null ? messages.canvas.emptyForm : messages.canvas.emptyList}</div>}
    </div>
  )
}
