import { useContext } from 'react'
import { FormRuntimeContext } from '../context'
import type { FormRuntime } from '../runtime'

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext)
  if (!runtime) throw new Error('useFormRuntime must be used inside <FormRender>')
  return runtime
}
