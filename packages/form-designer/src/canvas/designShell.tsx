import type { Widget } from '@tandem/form-core'
import type { DesignShell } from '@tandem/form-render'
import type { ReactNode } from 'react'
import { DropList } from './DropList'
import { InternalFrame } from './InternalFrame'
import { MovableFrame } from './MovableFrame'

/**
 * The canvas side of form-render's design seam: every widget in a frame (selection, action bar,
 * drag handle), every child list a drop zone. Stateless, so one object serves every canvas.
 */
export const designShell: DesignShell = {
  renderWidget(widget: Widget, content: ReactNode): ReactNode {
    return widget.internal === true ? (
      <InternalFrame key={widget.id} widget={widget} content={content} />
    ) : (
      <MovableFrame key={widget.id} widget={widget} content={content} />
    )
  },
  renderList(owner: Widget | null, widgets: readonly Widget[], children: ReactNode): ReactNode {
    return (
      <DropList owner={owner} widgets={widgets}>
        {children}
      </DropList>
    )
  },
}
