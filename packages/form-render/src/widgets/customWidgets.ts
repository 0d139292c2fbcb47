import { getWidgetDefinition } from '@tandem/form-core'
import { fieldWidgets } from './fieldWidgets'
import type { FieldWidgetComponent } from './types'

const customWidgets = new Map<string, FieldWidgetComponent>()

function refuse(type: string, reason: string): never {
  throw new Error(`registerWidgetComponent(${JSON.stringify(type)}): ${reason}`)
}

/**
 * Renders a host widget type (registered in form-core with registerWidgetType first) with
 * `Component`, in forms, previews and the designer's canvas alike. Throws for a built-in type,
 * a type form-core does not know, a type given a component before, or a component that is none.
 */
export function registerWidgetComponent(type: string, Component: FieldWidgetComponent): void {
  if (Object.hasOwn(fieldWidgets, type)) refuse(type, 'a built-in type has its own component')
  if (getWidgetDefinition(type)?.group !== 'custom') refuse(type, 'register the type with form-core registerWidgetType first')
  if (customWidgets.has(type)) refuse(type, 'the type already has a component')
  if (typeof Component !== 'function') refuse(type, 'the component must be a React function component')
  customWidgets.set(type, Component)
}

/** The adapter of a field or static widget type: built-in or host-registered. */
export function widgetComponentOf(type: string): FieldWidgetComponent | undefined {
  return Object.hasOwn(fieldWidgets, type) ? fieldWidgets[type] : customWidgets.get(type)
}
