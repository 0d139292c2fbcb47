import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core'
import { useMemo, type ReactNode } from 'react'
import { useDesignerModel, useDesignerState, useReport } from '../hooks'
import { useLocale } from '../locale'
import { widgetTypeLabel } from '../messages'
import { innermostUnderPointer } from './collision'
import { isDraggableData, toDroppableData } from './dragData'
import { projectDrop } from './projectDrop'

const DROP_ANIMATION = { duration: 200, easing: 'ease' }

function pointerY(event: DragMoveEvent): number | null {
  const start = event.activatorEvent
  if (!(start instanceof MouseEvent) && !(typeof TouchEvent !== 'undefined' && start instanceof TouchEvent)) return null
  const y = start instanceof MouseEvent ? start.clientY : start.touches[0]?.clientY
  return y === undefined ? null : y + event.delta.y
}

/** Vertical middles of the widgets of a list as laid out now (the list element's direct frames). */
function childMiddles(parentId: string | null): number[] {
  const list = document.querySelector(`[data-designer-list="${CSS.escape(parentId ?? 'root')}"]`)
  if (!list) return []
  return [...list.children]
    .filter((child) => child.hasAttribute('data-designer-id'))
    .map((child) => {
      const box = child.getBoundingClientRect()
      return box.top + box.height / 2
    })
}

/** What follows the pointer: the name of the widget type being dragged. */
function DragGhost() {
  const model = useDesignerModel()
  const locale = useLocale()
  const source = useDesignerState((m) => m.getDrag()?.source ?? null)
  if (!source) return null
  const type = source.kind === 'palette' ? source.type : model.store.getWidget(source.id)?.type
  return <div className="tfd-drag-ghost">{type === undefined ? '' : widgetTypeLabel(type, locale)}</div>
}

/** One DndContext for palette and canvas: drags feed the designer model, which owns the drop. */
export function DesignerDndContext({ children }: { children: ReactNode }) {
  const model = useDesignerModel()
  const report = useReport()
  // a small distance keeps clicks and double-clicks on palette entries from starting a drag
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }))
  const collisionDetection = useMemo(() => innermostUnderPointer(model.store), [model])
  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current
    if (isDraggableData(data)) model.startDrag(data.source)
  }
  // onDragMove can carry the previous `over` when the pointer's last step changed it; onDragOver
  // carries the new one, so both project the drop
  const project = (event: DragMoveEvent) => {
    const droppable = event.over ? toDroppableData(event.over.data.current) : null
    const y = pointerY(event)
    if (!event.over || !droppable || y === null) return model.setDropTarget(null)
    model.setDropTarget(projectDrop(model.store, droppable, y, childMiddles(droppable.parentId)))
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragMove={project}
      onDragOver={project}
      onDragEnd={() => report(model.endDrag())}
      onDragCancel={() => model.cancelDrag()}
    >
      {children}
      <DragOverlay dropAnimation={DROP_ANIMATION}>
        <DragGhost />
      </DragOverlay>
    </DndContext>
  )
}
