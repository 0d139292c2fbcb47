import type { Widget } from '@tandem/form-core'
import type { DesignerModel, DropTarget } from '../model'

export type DropPlace = Pick<DropTarget, 'parentId' | 'index'>

const samePlace = (a: DropPlace, b: DropPlace) => a.parentId === b.parentId && a.index === b.index

/**
 * Every place widget `id` can be dropped, in the canvas' reading order (a container's places come
 * between the places before and after it). Places the store refuses are left out, and so is the
 * place right after the widget, which is where it already is.
 */
export function keyboardDropPlaces(model: DesignerModel, id: string): DropPlace[] {
  const store = model.store
  const location = store.getLocation(id)
  const places: DropPlace[] = []
  const visitList = (parentId: string | null, list: readonly Widget[]) => {
    const allowed = model.checkDrop({ kind: 'widget', id }, parentId) === null
    list.forEach((widget, index) => {
      if (allowed) places.push({ parentId, index })
      visit(widget)
    })
    if (allowed) places.push({ parentId, index: list.length })
  }
  const visit = (widget: Widget) => {
    if (widget.id === id) return
    const cells = (widget.rows ?? []).flatMap((row) => row.cols.filter((cell) => cell.merged !== true))
    for (const child of [...(widget.cols ?? []), ...cells, ...(widget.tabs ?? [])]) visit(child)
    if (widget.widgetList) visitList(widget.id, widget.widgetList)
  }
  visitList(null, store.getJson().widgetList)
  if (!location || location.list !== 'widgetList') return places
  const after = { parentId: location.parentId, index: location.index + 1 }
  return places.filter((place) => !samePlace(place, after))
}

/** The place widget `id` is at now, as a drop target (the start of a keyboard move). */
export function currentPlace(model: DesignerModel, id: string): DropPlace | null {
  const location = model.store.getLocation(id)
  return location && location.list === 'widgetList' ? { parentId: location.parentId, index: location.index } : null
}

/** The place `step` places before (negative) or after `from` among `places`; null past either end. */
export function stepPlace(places: readonly DropPlace[], from: DropPlace, step: number): DropPlace | null {
  const at = places.findIndex((place) => samePlace(place, from))
  return at < 0 ? null : (places[at + step] ?? null)
}
