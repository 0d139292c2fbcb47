import type { SchemaAction, SchemaStore } from '@tandem/form-core'
import { useCallback, useState } from 'react'

export interface StoreDispatch {
  /** the store's reason for refusing the last action, until the next one succeeds */
  error: string | null
  dispatch: (action: SchemaAction, mergeKey?: string) => void
}

/** Dispatches to the store; a refused action (FormError) changes nothing and its message is kept for display. */
export function useStoreDispatch(store: SchemaStore): StoreDispatch {
  const [error, setError] = useState<string | null>(null)
  const dispatch = useCallback(
    (action: SchemaAction, mergeKey?: string) => {
      try {
        store.dispatch(action, mergeKey === undefined ? undefined : { mergeKey })
        setError(null)
      } catch (refusal) {
        setError(refusal instanceof Error ? refusal.message : String(refusal))
      }
    },
    [store],
  )
  return { error, dispatch }
}
