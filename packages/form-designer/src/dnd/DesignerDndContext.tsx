import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Active, type Announcements, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core'
import type { Locale } from '@tandem/form-core'
import { useMemo, useRef, type ReactNode } from 'react'
import { useDesignerModel, useDesignerState, useReport } from '../hooks'
import { fillText, useLocale, useLocalText } from '../locale'
import type { DesignerModel } from '../model'
import { widgetTypeLabel } from '../messages'
import { innermostUnderPointer } from './collision'
import { isDraggableData, toDroppableData } from './dragData'
import { keyboardPlaceGetter } from './keyboardCoordinates'
import { currentPlace } from './keyboardPlaces'
import { listFrames } from './listFrames'
import { dndTexts } from './messages'
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
  return listFrames(parentId).frames.map((child) => {
    const box = child.getBoundingClientRect()
    return box.top + box.height / 2
  })
}

/** Focuses the drag handle of widget `id` (the selected one). */
function focusHandle(id: string): void {
  document.querySelector<HTMLElement>(`[data-designer-id="${CSS.escape(id)}"] > .tfd-drag-handle`)?.focus()
}

/** `<type name> <widget name>` of a widget, the type name alone for a palette entry. */
function widgetText(model: DesignerModel, locale: Locale, id: string | null, type?: string): string {
  const widget = id === null ? undefined : model.store.getWidget(id)
  const label = widgetTypeLabel(widget?.type ?? type ?? '', locale)
  return widget ? `${label} ${widget.options.name}` : label
}

/** The screen reader's announcements of a drag, in the designer's locale. */
function useAnnouncements(model: DesignerModel, keyboardDrag: { current: boolean }): Announcements {
  const texts = useLocalText(dndTexts)
  const locale = useLocale()
  return useMemo(() => {
    const dragged = (active: Active) => {
      const source = isDraggableData(active.data.current) ? active.data.current.source : null
      return source?.kind === 'widget' ? widgetText(model, locale, source.id) : widgetText(model, locale, null, source?.type)
    }
    return {
      onDragStart: ({ active }) => fillText(texts.pickedUp, { widget: dragged(active) }),
      // a pointer drag moves on every pointer event; only keyboard steps are announced
      onDragMove: ({ active }) => {
        const target = model.getDrag()?.target
        if (!keyboardDrag.current || !target) return undefined
        if (target.refusal !== null) return fillText(texts.refused, { widget: dragged(active), reason: target.refusal })
        const list = target.parentId === null ? texts.rootList : widgetText(model, locale, target.parentId)
        return fillText(texts.position, { widget: dragged(active), list, index: target.index + 1 })
      },
      onDragOver: () => undefined,
      onDragEnd: ({ active }) => fillText(texts.dropped, { widget: dragged(active) }),
      onDragCancel: ({ active }) => fillText(texts.cancelled, { widget: dragged(active) }),
    }
  }, [model, texts, locale, keyboardDrag])
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
  const texts = useLocalText(dndTexts)
  const keyboardDrag = useRef(false)
  const announcements = useAnnouncements(model, keyboardDrag)
  const coordinateGetter = useMemo(() => keyboardPlaceGetter(model), [model])
  // a small distance keeps clicks and double-clicks on palette entries from starting a drag; the
  // keyboard sensor starts on the drag handle only (palette entries do not pass it their keys)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter }))
  const collisionDetection = useMemo(() => innermostUnderPointer(model.store), [model])
  const onDragStart = (event: DragStartEvent) => {
    const data = event.active.data.current
    if (!isDraggableData(data)) return
    keyboardDrag.current = event.activatorEvent instanceof KeyboardEvent
    model.startDrag(data.source)
    // a keyboard move starts with the marker where the widget is
    if (keyboardDrag.current && data.source.kind === 'widget') model.setDropTarget(currentPlace(model, data.source.id))
  }
  // onDragMove can carry the previous `over` when the pointer's last step changed it; onDragOver
  // carries the new one, so both project the drop. Keyboard steps set the target themselves.
  const project = (event: DragMoveEvent) => {
    if (keyboardDrag.current) return
    const droppable = event.over ? toDroppableData(event.over.data.current) : null
    const y = pointerY(event)
    if (!event.over || !droppable || y === null) return model.setDropTarget(null)
    model.setDropTarget(projectDrop(model.store, droppable, y, childMiddles(droppable.parentId)))
  }
  const onDragEnd = () => {
    const source = model.getDrag()?.source
    report(model.endDrag())
    // a widget moved to another list is a new frame with a new handle: the keys go on from there
    if (keyboardDrag.current && source?.kind === 'widget') requestAnimationFrame(() => focusHandle(source.id))
  }
  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
      collisionDetection={collisionDetection}
      onDragStart={onDragStart}
      onDragMove={project}
      onDragOver={project}
      onDragEnd={onDragEnd}
      onDragCancel={() => model.cancelDrag()}
    >
      {children}
      <DragOverlay dropAnimation={DROP_ANIMATION}>
        <DragGhost />
      </DragOverlay>
    </DndContext>
  )
}
