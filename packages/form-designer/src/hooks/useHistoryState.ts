import type { HistoryState, SchemaStore } from '@tandem/form-core'
import { useCallback, useRef, useSyncExternalStore } from 'react'

const sameHistory = (a: HistoryState, b: HistoryState) =>
  a.canUndo === b.canUndo && a.canRedo === b.canRedo && a.undoDepth === b.undoDepth && a.redoDepth === b.redoDepth

/** The store's undo/redo state; a stable object until it changes. */
export function useHistoryState(store: SchemaStore): HistoryState {
  const last = useRef<HistoryState | null>(null)
  const subscribe = useCallback((callback: () => void) => store.subscribeHistory(callback), [store])
  return useSyncExternalStore(subscribe, () => {
    const next = store.getHistory()
    if (last.current && sameHistory(last.current, next)) return last.current
    last.current = next
    return next
  })
}
