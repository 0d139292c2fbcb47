import type { FieldSnapshot } from '@tandem/form-core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useFormModel } from './useFormModel'

/** Same field state apart from the value (the custom classes compared item by item: a fresh empty list per snapshot). */
function sameBesideValue(a: FieldSnapshot, b: FieldSnapshot): boolean {
  for (const key of Object.keys(b) as (keyof FieldSnapshot)[]) {
    if (key === 'value' || Object.is(a[key], b[key])) continue
    if (key !== 'customClass' || a.customClass.length !== b.customClass.length || a.customClass.some((name, i) => name !== b.customClass[i])) return false
  }
  return true
}

/**
 * The snapshot of one field path for the parts around its widget (label, classes, message): a new
 * object only when something other than the value changed, so a keystroke leaves them alone.
 * Its `value` may be stale: read the value through useField.
 */
export function useFieldShell(path: string): FieldSnapshot {
  const model = useFormModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeField(path, callback), [model, path])
  const getShell = useMemo(() => {
    let shell: FieldSnapshot | null = null
    return () => {
      const next = model.getField(path)
      if (shell === null || (shell !== next && !sameBesideValue(shell, next))) shell = next
      return shell
    }
  }, [model, path])
  return useSyncExternalStore(subscribe, getShell)
}
