import type { FormSnapshot } from '@tandem/form-core'
import { useCallback, useSyncExternalStore } from 'react'
import { useFormModel } from './useFormModel'

/** Form-level state: read mode, disabled, locale, formConfig. */
export function useFormState(): FormSnapshot {
  const model = useFormModel()
  const subscribe = useCallback((callback: () => void) => model.subscribeForm(callback), [model])
  return useSyncExternalStore(subscribe, () => model.getForm())
}
