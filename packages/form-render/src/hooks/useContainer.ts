import type { ContainerSnapshot } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'
import { useFormModel } from './useFormModel'

/** The snapshot of a container (cast to TabSnapshot / SubFormSnapshot by the caller's type). */
export function useContainer<T extends ContainerSnapshot = ContainerSnapshot>(name: string): T {
  const model = useFormModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeField(name, callback), [model, name])
  return useSyncExternalStore(subscribe, () => model.getContainer(name) as T)
}
