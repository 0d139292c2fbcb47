import { rowFieldPath, type Widget } from '@tandem/form-core'
import { memo, use } from 'react'
import { PrintLayoutContext } from '../context'
import { WidgetFrame, useDesignShell } from '../design'
import { FieldItem, StaticItem } from '../item'
import { useFormRuntime } from '../hooks'
import { widgetComponentOf } from '../widgets'
import { ContainerRenderersContext } from './containerRenderersContext'
import { DeferredSection } from './DeferredSection'
import { Placeholder } from './Placeholder'
import { RowContext } from './rowContext'

const NO_WIDGETS: readonly Widget[] = Object.freeze([])

interface WidgetRendererProps {
  widget: Widget
  /** set for the fields of a sub-form row */
  rowId?: string
  /** a top-level widget of a large form: its content mounts as it approaches the viewport */
  deferred?: boolean
}

/**
 * Dispatch by type: a container renderer, a field adapter (form item or static) or a placeholder.
 * New types slot in by adding an entry to containerRenderers or to the widgets' fieldWidgets map;
 * a host adds field types with registerWidgetComponent.
 */
function WidgetContent({ widget, rowId: cellRowId }: WidgetRendererProps) {
  // inside a grid-sub-form row, nested containers' fields belong to that row
  const rowId = cellRowId ?? use(RowContext)
  if (widget.category === 'container') {
    const Container = use(ContainerRenderersContext)[widget.type]
    if (!Container) return <Placeholder widget={widget} />
    return cellRowId === undefined ? <Container widget={widget} /> : <RowContext value={cellRowId}><Container widget={widget} /></RowContext>
  }
  const Component = widgetComponentOf(widget.type)
  if (!Component) return <Placeholder widget={widget} />
  const name = widget.options.name
  const path = rowId === undefined ? name : rowFieldPath(name, rowId)
  if (widget.formItemFlag === true) return <FieldItem path={path} Component={Component} inRow={cellRowId !== undefined} />
  return <StaticItem path={path} Component={Component} />
}

/**
 * One widget, handed to the design shell when there is one. Memoised by widget object: the schema
 * store replaces only edited widgets and their ancestors, so an edit re-renders the edited path.
 * A deferred widget's frame is drawn at once (a design canvas selects, drops and scrolls by
 * frames) and its content when it approaches the viewport.
 */
export const WidgetRenderer = memo(function WidgetRenderer({ widget, rowId, deferred = false }: WidgetRendererProps) {
  const content = <WidgetContent widget={widget} rowId={rowId} />
  return <WidgetFrame widget={widget}>{deferred ? <DeferredSection widget={widget}>{content}</DeferredSection> : content}</WidgetFrame>
})

interface WidgetListProps {
  /** the container owning the list; null for the form's root list */
  owner: Widget | null
  widgets: readonly Widget[] | undefined
}

/**
 * A child list of a container (or the root), handed to the design shell's renderList when there is
 * one. In a large form the root list's widgets are deferred sections.
 */
export function WidgetList({ owner, widgets = NO_WIDGETS }: WidgetListProps) {
  const shell = useDesignShell()
  const { sections } = useFormRuntime()
  const deferred = owner === null && sections.enabled && !use(PrintLayoutContext)
  const children = widgets.map((widget) => <WidgetRenderer key={widget.id} widget={widget} deferred={deferred} />)
  return shell ? shell.renderList(owner, widgets, children) : children
}
