import { isFormError, type Widget } from '@tandem/form-core'
import type { CommandResult, DesignerModel } from '../model'
import { freshWidgetCopy } from './freshWidgetCopy'

/** Panes and cells take the pasted widget inside; any other selection gets it right after itself. */
const PASTE_INSIDE = new Set(['grid-col', 'table-cell', 'tab-pane'])

/** The clipboard text of a widget: its VForm JSON (children included). */
export function widgetClipboardText(widget: Widget): string {
  return JSON.stringify(widget, null, 2)
}

/** A widget read from clipboard text, or null when the text is not a VForm widget's JSON. */
export function readClipboardWidget(text: string): Widget | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const candidate = value as Partial<Widget>
  if (typeof candidate.type !== 'string' || typeof candidate.options !== 'object' || candidate.options === null) return null
  return candidate as Widget
}

function pasteTarget(model: DesignerModel): { parentId: string | null; index: number } {
  const selected = model.getSelectedWidget()
  if (!selected) return { parentId: null, index: model.store.getJson().widgetList.length }
  if (PASTE_INSIDE.has(selected.type)) return { parentId: selected.id, index: selected.widgetList?.length ?? 0 }
  const location = model.store.getLocation(selected.id)
  if (!location || location.list !== 'widgetList') return { parentId: null, index: model.store.getJson().widgetList.length }
  return { parentId: location.parentId, index: location.index + 1 }
}

/** Pastes a copy of `widget` with fresh ids and names after the selection (or into the selected pane) and selects it; one undoable step. */
export function pasteWidget(model: DesignerModel, widget: Widget): CommandResult {
  const target = pasteTarget(model)
  const check = model.store.canDrop(widget.type, target.parentId)
  if (!check.ok) return { ok: false, reason: check.reason }
  try {
    const copy = freshWidgetCopy(model.store, widget)
    model.store.dispatch({ type: 'insert', parentId: target.parentId, index: target.index, widget: copy })
    model.select(copy.id)
    return { ok: true }
  } catch (error) {
    if (isFormError(error)) return { ok: false, reason: error.message }
    throw error
  }
}
