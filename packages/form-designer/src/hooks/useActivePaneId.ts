import { useCallback, useSyncExternalStore } from 'react'
import { useDesignerModel } from './useDesignerModel'

/** The pane of tabs `tabsId` that new widgets go into. */
export function useActivePaneId(tabsId: string): string | undefined {
  const model = useDesignerModel()
  const subscribe = useCallback(
    (callback: () => void) => {
      const offWidget = model.subscribeWidget(tabsId, callback)
      const offStore = model.store.subscribeWidget(tabsId, callback)
      return () => {
        offWidget()
        offStore()
      }
    },
    [model, tabsId],
  )
  return useSyncExternalStore(subscribe, () => model.getActivePaneId(tabsId))
}
