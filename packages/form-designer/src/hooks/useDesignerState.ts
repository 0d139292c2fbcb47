import { useSyncExternalStore } from 'react'
import { useDesignerModel } from './useDesignerModel'

/** A value derived from the designer model's global state (selection, panels, drag); `select` must return a stable value. */
export function useDesignerState<T>(select: (model: ReturnType<typeof useDesignerModel>) => T): T {
  const model = useDesignerModel()
  return useSyncExternalStore(model.subscribe, () => select(model))
}
