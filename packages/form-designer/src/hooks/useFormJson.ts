import type { FormJson, SchemaStore } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'

/** The store's current form JSON (a new object after every committed change). */
export function useFormJson(store: SchemaStore): FormJson {
  const subscribe = useCallback((callback: () => void) => store.subscribe(callback), [store])
  return useSyncExternalStore(subscribe, () => store.getJson())
}
