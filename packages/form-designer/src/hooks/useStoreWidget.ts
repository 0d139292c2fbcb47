import type { SchemaStore, Widget } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'

/** One widget of the store; re-renders when that widget's own object is replaced. */
export function useStoreWidget(store: SchemaStore, id: string): Widget | undefined {
  const subscribe = useCallback((callback: () => void) => store.subscribeWidget(id, callback), [store, id])
  return useSyncExternalStore(subscribe, () => store.getWidget(id))
}
