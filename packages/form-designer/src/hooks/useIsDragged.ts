import { useCallback, useSyncExternalStore } from 'react'
import { useDesignerModel } from './useDesignerModel'

/** Whether widget `id` is being dragged; re-renders only when that answer changes. */
export function useIsDragged(id: string): boolean {
  const model = useDesignerModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeWidget(id, callback), [model, id])
  return useSyncExternalStore(subscribe, () => model.isDragged(id))
}
