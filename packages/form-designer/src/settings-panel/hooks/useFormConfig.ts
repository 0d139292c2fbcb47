import type { FormConfig, SchemaStore } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'

/** The store's formConfig; re-renders only when that object is replaced. */
export function useFormConfig(store: SchemaStore): FormConfig {
  const subscribe = useCallback((callback: () => void) => store.subscribe(() => callback()), [store])
  return useSyncExternalStore(subscribe, () => store.getFormConfig())
}
