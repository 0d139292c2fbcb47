import type { ContainerWidgetInfo, FieldWidgetInfo } from '../registry/index.js'
import type { FormJson, Widget } from '../types.js'
import { walkWidgets } from './walkWidgets.js'

const listOf = (source: FormJson | readonly Widget[]): readonly Widget[] => (Array.isArray(source) ? source : (source as FormJson).widgetList)

/** True for widgets that are containers (category 'container'). */
export function isContainer(widget: Widget): boolean {
  return widget.category === 'container'
}

/**
 * Every field widget, nested at any depth, as { type, name, field } (VForm getFieldWidgets).
 * Static widgets (formItemFlag false) are left out unless `staticIncluded`.
 */
export function getFieldWidgets(source: FormJson | readonly Widget[], staticIncluded = false): FieldWidgetInfo[] {
  const found: FieldWidgetInfo[] = []
  walkWidgets(listOf(source), (widget) => {
    if (isContainer(widget)) return
    if (widget.formItemFlag === true || staticIncluded) found.push({ type: widget.type, name: widget.options.name, field: widget })
  })
  return found
}

/** Every container widget, internal ones included, as { type, name, container }. */
export function getContainerWidgets(source: FormJson | readonly Widget[]): ContainerWidgetInfo[] {
  const found: ContainerWidgetInfo[] = []
  walkWidgets(listOf(source), (widget) => {
    if (isContainer(widget)) found.push({ type: widget.type, name: widget.options.name, container: widget })
  })
  return found
}
