import { useCallback, useSyncExternalStore } from 'react'
import type { DropTarget } from '../model'
import { useDesignerModel } from './useDesignerModel'

/** The drop marker while it lies in the list of `parentId` (null = root), else null. */
export function useDropTarget(parentId: string | null): DropTarget | null {
  const model = useDesignerModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeList(parentId, callback), [model, parentId])
  return useSyncExternalStore(subscribe, () => model.getDropTargetIn(parentId))
}
