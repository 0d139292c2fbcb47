import { rowFieldPath, type Widget } from '@tandem/form-core'
import { memo, use } from 'react'
import { RowContext, containerRenderers } from '../containers'
import { WidgetFrame, useDesignShell } from '../design'
import { FieldItem, StaticItem } from '../item'
import { fieldWidgets } from '../widgets'
import { Placeholder } from './Placeholder'

const NO_WIDGETS: readonly Widget[] = Object.freeze([])

interface WidgetRendererProps {
  widget: Widget
  /** set for the fields of a sub-form row */
  rowId?: string
}

/**
 * Dispatch by type: a container renderer, a field adapter (form item or static) or a placeholder.
 * New types slot in by adding an entry to containerRenderers or to the widgets' fieldWidgets map.
 */
function WidgetContent({ widget, rowId: cellRowId }: WidgetRendererProps) {
  // inside a grid-sub-form row, nested containers' fields belong to that row
  const rowId = cellRowId ?? use(RowContext)
  if (widget.category === 'container') {
    const Container = containerRenderers[widget.type]
    if (!Container) return <Placeholder widget={widget} />
    return cellRowId === undefined ? <Container widget={widget} /> : <RowContext value={cellRowId}><Container widget={widget} /></RowContext>
  }
  const Component = fieldWidgets[widget.type]
  if (!Component) return <Placeholder widget={widget} />
  const name = widget.options.name
  const path = rowId === undefined ? name : rowFieldPath(name, rowId)
  if (widget.formItemFlag === true) return <FieldItem path={path} Component={Component} inRow={cellRowId !== undefined} />
  return <StaticItem path={path} Component={Component} />
}

/**
 * One widget, handed to the design shell when there is one. Memoised by widget object: the schema
 * store replaces only edited widgets and their ancestors, so an edit re-renders the edited path.
 */
export const WidgetRenderer = memo(function WidgetRenderer({ widget, rowId }: WidgetRendererProps) {
  return (
    <WidgetFrame widget={widget}>
      <WidgetContent widget={widget} rowId={rowId} />
    </WidgetFrame>
  )
})

interface WidgetListProps {
  /** the container owning the list; null for the form's root list */
  owner: Widget | null
  widgets: readonly Widget[] | undefined
}

/** A child list of a container (or the root), handed to the design shell's renderList when there is one. */
export function WidgetList({ owner, widgets = NO_WIDGETS }: WidgetListProps) {
  const shell = useDesignShell()
  const children = widgets.map((widget) => <WidgetRenderer key={widget.id} widget={widget} />)
  return shell ? shell.renderList(owner, widgets, children) : children
}
