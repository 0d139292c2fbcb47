import type { SchemaStore } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * A value derived from the whole form, read again after every committed change; the component
 * renders again only when it differs (Object.is), so `select` should return a primitive.
 */
export function useStoreSelector<T>(store: SchemaStore, select: (store: SchemaStore) => T): T {
  const subscribe = useCallback((callback: () => void) => store.subscribe(callback), [store])
  return useSyncExternalStore(subscribe, () => select(store))
}
