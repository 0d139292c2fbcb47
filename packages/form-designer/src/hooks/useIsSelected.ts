import { useCallback, useSyncExternalStore } from 'react'
import { useDesignerModel } from './useDesignerModel'

/** Whether widget `id` is selected; re-renders only when that answer changes. */
export function useIsSelected(id: string): boolean {
  const model = useDesignerModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeWidget(id, callback), [model, id])
  return useSyncExternalStore(subscribe, () => model.isSelected(id))
}
