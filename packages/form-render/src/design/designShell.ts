import type { Widget } from '@tandem/form-core'
import { createContext, type ReactNode } from 'react'

/**
 * The design seam: given to FormRender by a designer canvas, it wraps what the renderer draws so
 * the canvas shows the real widgets. Without a shell the renderer draws exactly what users get.
 * Keep the object stable (a constant or useMemo): a new shell re-renders every widget. Wrappers
 * that show selection or hover should read the designer's state themselves.
 */
export interface DesignShell {
  /**
   * Wraps what the renderer draws for a widget: a field, a static widget or a container (its whole
   * element), and for grid-col, table-cell and tab-pane the inside of their layout element (the
   * column div, the <td>, the pane div stay the renderer's, so rows, tables and tabs keep their
   * layout). `content` must be rendered.
   */
  renderWidget(widget: Widget, content: ReactNode): ReactNode
  /**
   * Renders a child list of `owner` (null = the form's root list). Called for every list, empty
   * ones included, so the canvas can turn each into a drop zone; `children` must be rendered.
   */
  renderList(owner: Widget | null, widgets: readonly Widget[], children: ReactNode): ReactNode
}

/** The shell of the FormRender above; null outside design mode. */
export const DesignShellContext = createContext<DesignShell | null>(null)
