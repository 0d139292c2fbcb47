import { useDroppable } from '@dnd-kit/core'
import { SortableContext } from '@dnd-kit/sortable'
import type { Widget } from '@tandem/form-core'
import { Children, useMemo, type ReactNode } from 'react'
import { listDroppableId, type DroppableData } from '../dnd'
import { useDropTarget } from '../hooks'
import { messages } from '../messages'
import { DropMarker } from './DropMarker'

interface DropListProps {
  owner: Widget | null
  widgets: readonly Widget[]
  children: ReactNode
}

/**
 * A child list on the canvas: a droppable (its free space appends), a sortable context of its
 * widgets, the insertion marker while a drag points into it, and a placeholder when empty.
 */
export function DropList({ owner, widgets, children }: DropListProps) {
  const parentId = owner?.id ?? null
  const data: DroppableData = { kind: 'list', parentId }
  const { setNodeRef } = useDroppable({ id: listDroppableId(parentId), data })
  const target = useDropTarget(parentId)
  const ids = useMemo(() => widgets.map((widget) => widget.id), [widgets])
  const nodes = Children.toArray(children)
  if (target) nodes.splice(Math.min(target.index, nodes.length), 0, <DropMarker key="tfd-drop-marker" refusal={target.refusal} />)
  const empty = widgets.length === 0
  return (
    <SortableContext items={ids}>
      <div
        ref={setNodeRef}
        className={['tfd-list', parentId === null && 'tfd-root-list', empty && 'tfd-list-empty'].filter(Boolean).join(' ')}
        data-designer-list={parentId ?? 'root'}
      >
        {nodes}
        {empty && !target && <div className="tfd-list-placeholder">{parentId === null ? messages.canvas.emptyForm : messages.canvas.emptyList}</div>}
      </div>
    </SortableContext>
  )
}
