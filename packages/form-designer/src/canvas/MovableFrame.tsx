import { DragOutlined } from '@ant-design/icons'
import { useSortable } from '@dnd-kit/sortable'
import type { Widget } from '@tandem/form-core'
import { useMemo, type MouseEvent, type ReactNode } from 'react'
import type { DraggableData, DroppableData } from '../dnd'
import { useDesignerModel, useIsSelected } from '../hooks'
import { messages } from '../messages'
import { ActionBar } from './ActionBar'
import { frameClass } from './frameClass'
import { useShownPane } from './useShownPane'

/** Index of the antd tab label clicked inside this tabs widget, if the click was on one. */
function clickedTabIndex(event: MouseEvent): number | null {
  const label = event.target instanceof Element ? event.target.closest('[data-node-key]') : null
  const key = label?.getAttribute('data-node-key')
  return key == null ? null : Number(key)
}

function ShownPane({ tabs }: { tabs: Widget }) {
  useShownPane(tabs)
  return null
}

/**
 * A field or container on the canvas: click selects it (the innermost wins), the selected one shows
 * its action bar and a drag handle; it is a sortable item of its list, so drops point before or after it.
 */
export function MovableFrame({ widget, content }: { widget: Widget; content: ReactNode }) {
  const model = useDesignerModel()
  const selected = useIsSelected(widget.id)
  const data = useMemo((): DraggableData & DroppableData => ({ source: { kind: 'widget', id: widget.id }, kind: 'widget', id: widget.id }), [widget.id])
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useSortable({ id: widget.id, data })
  const onClick = (event: MouseEvent) => {
    event.stopPropagation()
    const tabIndex = widget.type === 'tab' ? clickedTabIndex(event) : null
    const pane = tabIndex === null ? undefined : widget.tabs?.[tabIndex]
    if (pane) model.setActivePane(widget.id, pane.id)
    model.select(widget.id)
  }
  return (
    <div ref={setNodeRef} className={frameClass(widget, selected, isDragging)} data-designer-id={widget.id} data-designer-type={widget.type} onClick={onClick}>
      {widget.type === 'tab' && <ShownPane tabs={widget} />}
      {content}
      {selected && (
        <>
          <button type="button" ref={setActivatorNodeRef} className="tfd-drag-handle" {...attributes} {...listeners} aria-label={messages.actions.dragHandle} title={messages.actions.dragHandle}>
            <DragOutlined />
          </button>
          <ActionBar widget={widget} />
        </>
      )}
    </div>
  )
}
