import type { Widget } from '@tandem/form-core'
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react'
import { useDesignerModel, useIsDragged, useIsSelected } from '../hooks'
import { ActionBar } from './ActionBar'
import { DragHandle } from './DragHandle'
import { frameClass } from './frameClass'
import { useFrameFocus } from './useFrameFocus'
import { useShownPane } from './useShownPane'

/**
 * Index of the tab label of this tabs widget (frame `frameId`) an event targets, if it targets one.
 * Read in the capture phase: the tab label stops the click from bubbling, and the label of a nested
 * tabs belongs to that tabs' frame.
 */
function targetedTabIndex(event: SyntheticEvent, frameId: string): number | null {
  const label = event.target instanceof Element ? event.target.closest('[data-node-key]') : null
  if (label?.closest('[data-designer-id]')?.getAttribute('data-designer-id') !== frameId) return null
  const key = label.getAttribute('data-node-key')
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
    model.select(widget.id)
  }
  // the pane a click or the keyboard (Enter, Space on a label) brings into view takes new widgets
  const followShownPane = (event: SyntheticEvent) => {
    const tabIndex = widget.type === 'tab' ? targetedTabIndex(event, widget.id) : null
    const pane = tabIndex === null ? undefined : widget.tabs?.[tabIndex]
    if (pane) model.setActivePane(widget.id, pane.id)
  }
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') followShownPane(event)
  }
  return (
    <div className={frameClass(widget, selected, dragged)} data-designer-id={widget.id} data-designer-type={widget.type} onClick={onClick} onClickCapture={followShownPane} onKeyDownCapture={onKeyDownCapture} {...focus}>
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
