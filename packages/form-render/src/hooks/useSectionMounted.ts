import { useSyncExternalStore } from 'react'
import { useFormRuntime } from './useFormRuntime'

/** Whether a deferred top-level section is mounted (always true for small forms). */
export function useSectionMounted(name: string): boolean {
  const { sections } = useFormRuntime()
  return useSyncExternalStore(sections.subscribe, () => sections.isMounted(name))
}
