import type { SchemaStore, Widget } from '@tandem/form-core'

/** Key of a child list in listeners and drop targets: the owner's id, or ROOT_LIST for the form's widgetList. */
export const ROOT_LIST = '#root'

export const listKey = (parentId: string | null): string => parentId ?? ROOT_LIST

/** The list a widget sits in, as the store holds it now. */
export function siblingsOf(store: SchemaStore, id: string): readonly Widget[] {
  const location = store.getLocation(id)
  if (!location) return []
  if (location.parentId === null) return store.getJson().widgetList
  const parent = store.getWidget(location.parentId)
  if (!parent) return []
  if (location.list === 'rows') return parent.rows?.[location.rowIndex ?? 0]?.cols ?? []
  return parent[location.list] ?? []
}

/** The widgets of the list `parentId` drops go into (root or a container's widgetList). */
export function dropListOf(store: SchemaStore, parentId: string | null): readonly Widget[] | undefined {
  if (parentId === null) return store.getJson().widgetList
  return store.getWidget(parentId)?.widgetList
}

/** Whether widgets can be dropped into this container's own list (grid, table and tabs hold internal children instead). */
export function acceptsWidgets(widget: Widget): boolean {
  return Array.isArray(widget.widgetList)
}

/**
 * The widget "select parent" goes to: the nearest ancestor other than a tab-pane (a pane is edited
 * through its tabs, as in VForm). Null at the root.
 */
export function selectableParentId(store: SchemaStore, id: string): string | null {
  const ancestors = store.getAncestorIds(id)
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const ancestor = store.getWidget(ancestors[index])
    if (ancestor && ancestor.type !== 'tab-pane') return ancestor.id
  }
  return null
}

/** True when `id` is `ancestorId` or lies inside it. */
export function isWithin(store: SchemaStore, id: string, ancestorId: string): boolean {
  return id === ancestorId || store.getAncestorIds(id).includes(ancestorId)
}
