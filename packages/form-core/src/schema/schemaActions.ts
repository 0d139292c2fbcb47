import { createFormError } from '../errors/index.js'
import { t } from '../i18n/index.js'
import { normalizeWidget, toClassList } from '../loader/index.js'
import { createWidget as createRegistryWidget } from '../registry/index.js'
import { cloneJson, isPlainObject } from '../shared/index.js'
import type { FormTreeIndex, ListKey, WidgetPlace } from '../tree/index.js'
import type { FormConfig, FormJson, Widget } from '../types.js'
import { checkDropOf } from './dropRules.js'
import { refuse } from './refuse.js'
import type { DispatchResult, SchemaAction } from './schemaTypes.js'
import { applyTableOperation, type TableFactory } from './tableOperations.js'
import { resolveTableTarget } from './tableTarget.js'
import { inserted, removed, subtreeWidgets } from './treeEdit.js'
import type { WidgetNamer } from './widgetNamer.js'

/** What an action may read and how it changes the form (each change is one recorded step). */
export interface ActionContext {
  index: FormTreeIndex
  namer: WidgetNamer
  json(): FormJson
  /** where `id` is and its widget now; throws FORM_ERR_REF_NOT_FOUND */
  place(id: string): WidgetPlace
  /** the containers above `id`, from the root down */
  ancestors(id: string): Widget[]
  /** replaces the widget `id` (or the root list when null) by `after` */
  replace(id: string | null, after: Widget | readonly Widget[]): void
  setFormConfig(after: FormConfig): void
  /** loads, upgrades and fills a form JSON; throws the SPEC §5 errors */
  loadForm(input: unknown): FormJson
}

const RESERVED_WIDGET_KEYS = new Set(['id', 'type', 'options', 'widgetList', 'cols', 'rows', 'tabs'])
const UNCHANGED: DispatchResult = { selectId: undefined }

/** null when `name` is free for widget `id`, else why not (in the active locale). */
export function checkWidgetName(index: FormTreeIndex, id: string, name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return t('schemaNameEmpty')
  for (const owner of index.idsOfName(name)) if (owner !== id) return t('schemaNameTaken', { name })
  return null
}

function listOf(context: ActionContext, parentId: string | null, key: ListKey): readonly Widget[] {
  if (parentId === null) return context.json().widgetList
  const parent = context.place(parentId).widget
  return (key === 'rows' ? [] : parent[key]) ?? []
}

function replaceList(context: ActionContext, parentId: string | null, key: ListKey, list: readonly Widget[]): void {
  if (parentId === null) context.replace(null, list)
  else context.replace(parentId, { ...context.place(parentId).widget, [key]: list })
}

function checkIndex(index: number, max: number): void {
  if (!Number.isInteger(index) || index < 0 || index > max) refuse('FORM_ERR_ACTION_REFUSED', 'schemaInvalidIndex', { index })
}

function parentOf(context: ActionContext, parentId: string | null): Widget | null {
  return parentId === null ? null : context.place(parentId).widget
}

function checkDropInto(context: ActionContext, widget: Widget, parentId: string | null): void {
  const check = checkDropOf(widget, parentOf(context, parentId), parentId === null ? [] : context.ancestors(parentId))
  if (!check.ok) throw createFormError('FORM_ERR_DROP_REFUSED', [check.reason])
}

/** The patched copy of `target`: undefined deletes a key; values are copied so callers keep theirs. */
function patched<T extends object>(target: T, patch: Record<string, unknown>): T {
  const copy: Record<string, unknown> = { ...(target as Record<string, unknown>) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete copy[key]
    else copy[key] = cloneJson(value)
  }
  return copy as T
}

function changes(target: object, patch: Record<string, unknown>): boolean {
  const current = target as Record<string, unknown>
  return Object.entries(patch).some(([key, value]) => (value === undefined ? key in current : current[key] !== value))
}

function requirePatch(patch: unknown): Record<string, unknown> {
  if (!isPlainObject(patch)) refuse('FORM_ERR_ACTION_REFUSED', 'schemaInvalidPatch')
  return patch
}

// ===== structure =====

function insert(context: ActionContext, parentId: string | null, index: number, input: unknown): DispatchResult {
  if (!isPlainObject(input) || typeof input.type !== 'string' || !isPlainObject(input.options)) refuse('FORM_ERR_ACTION_REFUSED', 'schemaInvalidWidget')
  const widget = normalizeWidget(input)
  const ids = new Set<string>()
  const names = new Set<string>()
  for (const inner of subtreeWidgets(widget)) {
    if (ids.has(inner.id) || context.index.place(inner.id)) refuse('FORM_ERR_ACTION_REFUSED', 'schemaIdTaken', { id: inner.id })
    const reason = checkWidgetName(context.index, inner.id, inner.options.name) ?? (names.has(inner.options.name) ? t('schemaNameTaken', { name: inner.options.name }) : null)
    if (reason) throw createFormError('FORM_ERR_INVALID_NAME', [reason])
    ids.add(inner.id)
    names.add(inner.options.name)
  }
  checkDropInto(context, widget, parentId)
  const list = listOf(context, parentId, 'widgetList')
  checkIndex(index, list.length)
  replaceList(context, parentId, 'widgetList', inserted(list, index, widget))
  return { selectId: widget.id }
}

function move(context: ActionContext, id: string, parentId: string | null, index: number): DispatchResult {
  const entry = context.place(id)
  const widget = entry.widget
  if (parentId !== null && (parentId === id || context.index.ancestorIds(parentId).includes(id))) {
    context.place(parentId)
    refuse('FORM_ERR_DROP_REFUSED', 'schemaMoveIntoItself')
  }
  const internal = widget.internal === true
  if (internal) {
    // grid columns and tab panes are reordered within their own container only
    if (entry.list === 'rows' || parentId !== entry.parentId) refuse('FORM_ERR_DROP_REFUSED', 'schemaMoveInternalElsewhere')
  } else {
    checkDropInto(context, widget, parentId)
  }
  const key: ListKey = internal ? entry.list : 'widgetList'
  if (parentId === entry.parentId && key === entry.list) {
    const list = listOf(context, parentId, key)
    checkIndex(index, list.length - 1)
    if (index === entry.index) return { selectId: id }
    replaceList(context, parentId, key, inserted(removed(list, entry.index), index, widget))
    return { selectId: id }
  }
  checkIndex(index, listOf(context, parentId, key).length)
  replaceList(context, entry.parentId, entry.list, removed(listOf(context, entry.parentId, entry.list), entry.index))
  replaceList(context, parentId, key, inserted(listOf(context, parentId, key), index, widget))
  return { selectId: id }
}

function remove(context: ActionContext, id: string): DispatchResult {
  const entry = context.place(id)
  const { widget } = entry
  if (entry.list === 'rows') refuse('FORM_ERR_ACTION_REFUSED', 'schemaRemoveTableCell')
  const list = listOf(context, entry.parentId, entry.list)
  if (widget.type === 'tab-pane' && list.length <= 1) refuse('FORM_ERR_ACTION_REFUSED', 'schemaRemoveLastTabPane')
  if (widget.type === 'grid-col' && list.length <= 1) refuse('FORM_ERR_ACTION_REFUSED', 'schemaRemoveLastGridCol')
  const selectId = list[entry.index + 1]?.id ?? list[entry.index - 1]?.id ?? entry.parentId
  replaceList(context, entry.parentId, entry.list, removed(list, entry.index))
  return { selectId }
}

function clone(context: ActionContext, id: string): DispatchResult {
  const entry = context.place(id)
  if (entry.list === 'rows') refuse('FORM_ERR_ACTION_REFUSED', 'schemaCloneTableCell')
  let copy = context.namer.renamed(entry.widget)
  if (copy.type === 'tab-pane') copy = { ...copy, options: { ...copy.options, active: false } }
  replaceList(context, entry.parentId, entry.list, inserted(listOf(context, entry.parentId, entry.list), entry.index + 1, copy))
  return { selectId: copy.id }
}

// ===== settings =====

function patchOptions(context: ActionContext, id: string, input: unknown): DispatchResult {
  const patch = requirePatch(input)
  const { widget } = context.place(id)
  if ('name' in patch) {
    const reason = checkWidgetName(context.index, id, patch.name)
    if (reason) throw createFormError('FORM_ERR_INVALID_NAME', [reason])
  }
  if (!changes(widget.options, patch)) return UNCHANGED
  context.replace(id, { ...widget, options: patched(widget.options, patch) })
  return UNCHANGED
}

function patchWidget(context: ActionContext, id: string, input: unknown): DispatchResult {
  const patch = requirePatch(input)
  const { widget } = context.place(id)
  for (const key of Object.keys(patch)) if (RESERVED_WIDGET_KEYS.has(key)) refuse('FORM_ERR_ACTION_REFUSED', 'schemaReservedKey', { key })
  if (changes(widget, patch)) context.replace(id, patched(widget, patch))
  return UNCHANGED
}

function patchFormConfig(context: ActionContext, input: unknown): DispatchResult {
  const patch = requirePatch(input)
  const current = context.json().formConfig
  if (!changes(current, patch)) return UNCHANGED
  const next = patched(current, patch)
  if ('customClass' in patch) next.customClass = toClassList(patch.customClass)
  context.setFormConfig(next)
  return UNCHANGED
}

function replaceForm(context: ActionContext, input: unknown): DispatchResult {
  const form = context.loadForm(input)
  context.replace(null, form.widgetList)
  context.setFormConfig(form.formConfig)
  return { selectId: null }
}

// ===== containers =====

function addGridCol(context: ActionContext, gridId: string): DispatchResult {
  const grid = context.place(gridId).widget
  if (grid.type !== 'grid') refuse('FORM_ERR_ACTION_REFUSED', 'schemaNotGrid')
  const cols = grid.cols ?? []
  const col = context.namer.renamed(createRegistryWidget('grid-col'))
  // VForm: the new column takes what is left of 24, at most 12; a full row gets the default
  const used = cols.reduce((sum, existing) => sum + (Number(existing.options.span) || 0), 0)
  const span = used >= 24 ? col.options.span : Math.min(12, 24 - used)
  context.replace(gridId, { ...grid, cols: [...cols, { ...col, options: { ...col.options, span } }] })
  return { selectId: col.id }
}

function addTabPane(context: ActionContext, tabsId: string): DispatchResult {
  const tabs = context.place(tabsId).widget
  if (tabs.type !== 'tab') refuse('FORM_ERR_ACTION_REFUSED', 'schemaNotTab')
  const panes = tabs.tabs ?? []
  const pane = context.namer.renamed(createRegistryWidget('tab-pane'))
  const labelled = { ...pane, options: { ...pane.options, label: `tab ${panes.length + 1}` } }
  context.replace(tabsId, { ...tabs, tabs: [...panes, labelled] })
  return { selectId: pane.id }
}

function tableFactory(namer: WidgetNamer): TableFactory {
  return {
    cell(template) {
      const fresh = namer.renamed(createRegistryWidget('table-cell'))
      const options = template ? { ...template.options, name: fresh.options.name, colspan: 1, rowspan: 1 } : fresh.options
      return { ...fresh, merged: false, options, widgetList: [] }
    },
    row: (cells) => ({ id: namer.rowId(), merged: false, cols: cells }),
  }
}

function table(context: ActionContext, action: Extract<SchemaAction, { type: 'table' }>): DispatchResult {
  const target = context.place(action.targetId)
  const { table: tableWidget, at } = resolveTableTarget(action.operation, target.widget, target, (id) => context.index.place(id)?.widget)
  const result = applyTableOperation(tableWidget, action.operation, at, tableFactory(context.namer))
  context.replace(tableWidget.id, result.table)
  return { selectId: result.selectId }
}

/** Applies one action through `context`; throws (before any step) when it cannot. */
export function runAction(context: ActionContext, action: SchemaAction): DispatchResult {
  if (!isPlainObject(action)) return refuse('FORM_ERR_ACTION_REFUSED', 'schemaUnknownAction')
  switch (action.type) {
    case 'insert':
      return insert(context, action.parentId, action.index, action.widget)
    case 'move':
      return move(context, action.id, action.parentId, action.index)
    case 'remove':
      return remove(context, action.id)
    case 'clone':
      return clone(context, action.id)
    case 'patchOptions':
      return patchOptions(context, action.id, action.patch)
    case 'patchWidget':
      return patchWidget(context, action.id, action.patch)
    case 'patchFormConfig':
      return patchFormConfig(context, action.patch)
    case 'replaceForm':
      return replaceForm(context, action.json)
    case 'addGridCol':
      return addGridCol(context, action.gridId)
    case 'addTabPane':
      return addTabPane(context, action.tabsId)
    case 'table':
      return table(context, action)
    default:
      return refuse('FORM_ERR_ACTION_REFUSED', 'schemaUnknownAction')
  }
}
