import type { FieldSnapshot } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'
import { useFormModel } from './useFormModel'

/** The snapshot of one field path; the component re-renders only when that path changes. */
export function useField(path: string): FieldSnapshot {
  const model = useFormModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeField(path, callback), [model, path])
  return useSyncExternalStore(subscribe, () => model.getField(path))
}
