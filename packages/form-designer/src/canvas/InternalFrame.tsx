import type { Widget } from '@tandem/form-core'
import type { MouseEvent, ReactNode } from 'react'
import { useDesignerModel, useIsSelected } from '../hooks'
import { ActionBar } from './ActionBar'
import { frameClass } from './frameClass'
import { useFrameFocus } from './useFrameFocus'

/**
 * The inside of a grid column or table cell: selectable (span, cell menu), never dragged on its own.
 * A tab pane is not selected (its tabs is), but a click in it makes it the pane new widgets go to.
 */
export function InternalFrame({ widget, content }: { widget: Widget; content: ReactNode }) {
  const model = useDesignerModel()
  const selected = useIsSelected(widget.id)
  const focus = useFrameFocus(widget, () => model.select(widget.id))
  if (widget.type === 'tab-pane') {
    const activate = () => {
      const tabsId = model.store.getLocation(widget.id)?.parentId
      if (tabsId) model.setActivePane(tabsId, widget.id)
    }
    return (
      <div className="tfd-pane" data-designer-id={widget.id} data-designer-type={widget.type} onClick={activate}>
        {content}
      </div>
    )
  }
  const onClick = (event: MouseEvent) => {
    event.stopPropagation()
    model.select(widget.id)
  }
  return (
    <div className={frameClass(widget, selected)} data-designer-id={widget.id} data-designer-type={widget.type} onClick={onClick} {...focus}>
      {selected && <ActionBar widget={widget} />}
      {content}
    </div>
  )
}
