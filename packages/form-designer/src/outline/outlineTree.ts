import { childrenOf, type Locale, type Widget } from '@tandem/form-core'
import { widgetTypeLabel } from '../messages'

export interface OutlineNode {
  key: string
  type: string
  /** palette name of the type and the widget's name, e.g. 单行输入 contractNo */
  title: string
  hidden: boolean
  children: OutlineNode[]
}

/** The widget tree of a form for the outline drawer, in canvas order (table cells row by row), type names in `locale`. */
export function buildOutlineTree(widgets: readonly Widget[], locale: Locale): OutlineNode[] {
  // cells covered by a merge are not on the canvas
  return widgets.filter((widget) => widget.merged !== true).map((widget) => ({
    key: widget.id,
    type: widget.type,
    title: `${widgetTypeLabel(widget.type, locale)} ${widget.options.name}`,
    hidden: widget.options.hidden === true,
    children: buildOutlineTree(childrenOf(widget), locale),
  }))
}
