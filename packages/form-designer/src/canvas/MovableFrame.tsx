import type { Widget } from '@tandem/form-core'
import type { MouseEvent, ReactNode } from 'react'
import { useDesignerModel, useIsDragged, useIsSelected } from '../hooks'
import { ActionBar } from './ActionBar'
import { DragHandle } from './DragHandle'
import { frameClass } from './frameClass'
import { useFrameFocus } from './useFrameFocus'
import { useShownPane } from './useShownPane'

/** Index of the antd tab label clicked inside this tabs widget, if the click was on one. */
function clickedTabIndex(event: MouseEvent): number | null {
  const label = event.target instanceof Element ? event.target.closest('[data-node-key]') : null
  const key = label?.getAttribute('data-node-key')
  return key == null ? null : Number(key)
}

/**
 * A field on the canvas is a picture of the widget: its controls are inert, out of the tab order
 * and the accessibility tree (the frame carries the name), and a click on them selects the frame.
 * Containers keep theirs live, since the frames of their children are inside.
 */
function FieldPreview({ children }: { children: ReactNode }) {
  return (
    <div className="tfd-field-preview" inert>
      {children}
    </div>
  )
}

function ShownPane({ tabs }: { tabs: Widget }) {
  useShownPane(tabs)
  return null
}

/**
 * A field or container on the canvas: click selects it (the innermost wins), the selected one shows
 * its action bar and a drag handle. Frames are no droppables: the list around them places a drop by
 * the pointer and its frames' middles, so an edit or a drag never re-renders every frame.
 */
export function MovableFrame({ widget, content }: { widget: Widget; content: ReactNode }) {
  const model = useDesignerModel()
  const selected = useIsSelected(widget.id)
  const dragged = useIsDragged(widget.id)
  const focus = useFrameFocus(widget, () => model.select(widget.id))
  const onClick = (event: MouseEvent) => {
    event.stopPropagation()
    const tabIndex = widget.type === 'tab' ? clickedTabIndex(event) : null
    const pane = tabIndex === null ? undefined : widget.tabs?.[tabIndex]
    if (pane) model.setActivePane(widget.id, pane.id)
    model.select(widget.id)
  }
  return (
    <div className={frameClass(widget, selected, dragged)} data-designer-id={widget.id} data-designer-type={widget.type} onClick={onClick} {...focus}>
      {widget.type === 'tab' && <ShownPane tabs={widget} />}
      {/* before the content, so Tab goes from the frame to its handle and actions */}
      {selected && (
        <>
          <DragHandle widgetId={widget.id} />
          <ActionBar widget={widget} />
        </>
      )}
      {widget.category === 'container' ? content : <FieldPreview>{content}</FieldPreview>}
    </div>
  )
}
