import type { FormModel } from '@tandem/form-core'
import { useFormRuntime } from './useFormRuntime'

export function useFormModel(): FormModel {
  return useFormRuntime().model
}
