import { getWidgetDefinition } from '../registry/index.js'
import { t, type MessageKey } from '../i18n/index.js'
import type { Widget } from '../types.js'
import type { DropCheck } from './schemaTypes.js'
import { subtreeWidgets } from './treeEdit.js'

/** Container types whose widgetList takes dropped widgets (the root list does too). */
export const DROP_TARGET_TYPES: ReadonlySet<string> = new Set([
  'grid-col',
  'table-cell',
  'tab-pane',
  'card',
  'sub-form',
  'grid-sub-form',
  'vf-dialog',
  'vf-drawer',
])

const SUB_FORM_TYPES = new Set(['sub-form', 'grid-sub-form'])
const ROOT_ONLY_TYPES = new Set(['vf-dialog', 'vf-drawer'])

const refused = (key: MessageKey): DropCheck => ({ ok: false, reason: t(key) })

/**
 * The designer's drop rules for a widget of `type` going into the list of `parent` (null: the
 * root), whose containers from the root down are `ancestors`.
 */
export function checkDrop(type: string, parent: Widget | null, ancestors: readonly Widget[]): DropCheck {
  const definition = getWidgetDefinition(type)
  if (parent && !DROP_TARGET_TYPES.has(parent.type)) return refused('schemaDropNoChildren')
  if (definition?.internal) return refused('schemaDropInternal')
  if (ROOT_ONLY_TYPES.has(type) && parent) return refused('schemaDropDialogAtRoot')
  if (parent?.type === 'grid-sub-form' && type !== 'grid') return refused('schemaDropOnlyGridInGridSubForm')
  if (parent?.type === 'sub-form') {
    if (definition?.category === 'container') return refused('schemaDropContainerInSubForm')
    if (type === 'slot') return refused('schemaDropSlotInSubForm')
  }
  const chain = parent ? [...ancestors, parent] : []
  if (SUB_FORM_TYPES.has(type) && chain.some((widget) => SUB_FORM_TYPES.has(widget.type))) return refused('schemaDropSubFormNested')
  return { ok: true }
}

/** checkDrop for a whole widget: a container holding a sub-form may not go into a sub-form either. */
export function checkDropOf(widget: Widget, parent: Widget | null, ancestors: readonly Widget[]): DropCheck {
  const check = checkDrop(widget.type, parent, ancestors)
  if (!check.ok) return check
  const chain = parent ? [...ancestors, parent] : []
  if (!chain.some((container) => SUB_FORM_TYPES.has(container.type))) return check
  const nested = subtreeWidgets(widget).slice(1)
  if (nested.some((inner) => SUB_FORM_TYPES.has(inner.type))) return refused('schemaDropSubFormNested')
  return check
}
