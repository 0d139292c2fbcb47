import type { FormJson } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'
import { useFormModel } from './useFormModel'

/** The form's JSON as the model holds it now; re-renders when updateStructure() takes a new one. */
export function useFormJson(): FormJson {
  const model = useFormModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeStructure(callback), [model])
  return useSyncExternalStore(subscribe, () => model.json)
}
