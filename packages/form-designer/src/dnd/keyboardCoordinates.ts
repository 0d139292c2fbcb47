import type { KeyboardCoordinateGetter } from '@dnd-kit/core'
import type { DesignerModel } from '../model'
import { currentPlace, keyboardDropPlaces, stepPlace, type DropPlace } from './keyboardPlaces'
import { listFrames } from './listFrames'

const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }

/** Where the drag ghost goes for a place: the top of the frame at that index, else the end of the list. */
function placePoint(place: DropPlace, x: number): { x: number; y: number } | null {
  const { list, frames } = listFrames(place.parentId)
  if (!list) return null
  const box = list.getBoundingClientRect()
  const frame = frames[place.index]
  return { x: box.left + x, y: frame ? frame.getBoundingClientRect().top : box.bottom }
}

/** A place inside a tab pane that is not shown: show that pane, so the marker can be seen. */
function showPaneOf(model: DesignerModel, parentId: string | null): void {
  if (parentId === null || model.store.getWidget(parentId)?.type !== 'tab-pane') return
  const tabsId = model.store.getLocation(parentId)?.parentId
  if (tabsId) model.setActivePane(tabsId, parentId)
}

/**
 * dnd-kit's keyboard sensor moves a dragged widget by arrow keys: down and right to the next place
 * it can be dropped (`keyboardDropPlaces`), up and left to the previous one. The model's drop target
 * follows at once; the ghost goes to the place.
 */
export function keyboardPlaceGetter(model: DesignerModel): KeyboardCoordinateGetter {
  // the ghost's x alternates by a pixel so that every step is a move dnd-kit reports (and announces)
  let nudge = 0
  return (event, { currentCoordinates }) => {
    const step = STEPS[event.code]
    const source = model.getDrag()?.source
    if (step === undefined || source?.kind !== 'widget') return undefined
    event.preventDefault()
    const from = model.getDrag()?.target ?? currentPlace(model, source.id)
    const next = from && stepPlace(keyboardDropPlaces(model, source.id), from, step)
    if (!next) return undefined
    model.setDropTarget(next)
    showPaneOf(model, next.parentId)
    nudge = 1 - nudge
    return placePoint(next, nudge) ?? { x: currentCoordinates.x + (nudge ? 1 : -1), y: currentCoordinates.y }
  }
}
