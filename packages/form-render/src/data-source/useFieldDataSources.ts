import { useEffect } from 'react'
import type { FormRuntime } from '../runtime'
import { loadFieldOptions } from './loadFieldOptions'

/** Loads the options of data-source fields once per loaded form JSON (never on a design canvas). */
export function useFieldDataSources(runtime: FormRuntime): void {
  useEffect(() => {
    if (runtime.design) return
    loadFieldOptions(runtime).catch((error: unknown) => runtime.model.scripts.report(error, { hook: 'dataSource', owner: 'form' }))
  }, [runtime])
}
