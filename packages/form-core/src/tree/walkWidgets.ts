import type { Widget } from '../types.js'

/** Direct children of a widget, whatever slot its type keeps them in (cols, rows, tabs, widgetList). */
export function childrenOf(widget: Widget): Widget[] {
  const children: Widget[] = []
  if (Array.isArray(widget.cols)) children.push(...widget.cols)
  if (Array.isArray(widget.rows)) for (const row of widget.rows) if (Array.isArray(row?.cols)) children.push(...row.cols)
  if (Array.isArray(widget.tabs)) children.push(...widget.tabs)
  if (Array.isArray(widget.widgetList)) children.push(...widget.widgetList)
  return children
}

/**
 * Depth-first visit of every widget; `ancestors` lists the containers above it, outermost first.
 * Return false from `visit` to skip a widget's children.
 */
export function walkWidgets(
  list: readonly Widget[],
  visit: (widget: Widget, ancestors: readonly Widget[]) => boolean | void,
  ancestors: Widget[] = [],
): void {
  for (const widget of list) {
    if (visit(widget, ancestors) === false) continue
    const children = childrenOf(widget)
    if (children.length === 0) continue
    ancestors.push(widget)
    walkWidgets(children, visit, ancestors)
    ancestors.pop()
  }
}
