import { executeDataSource } from '@tandem/form-core'
import type { FormRuntime } from './formRuntime'

/**
 * The form API's executeDataSource: form-core's runner with the form's global DSV, the API as VFR
 * and failures shown as an error toast with the error's own message (the default error handler).
 */
export function runFormDataSource(
  runtime: FormRuntime,
  dsName: string,
  localDsv: Record<string, unknown> = {},
  showError?: (text: string) => void,
): Promise<unknown> {
  if (!runtime.runsScripts) return Promise.resolve(undefined)
  return executeDataSource(runtime.model, dsName, localDsv, {
    globalDsv: runtime.api.getGlobalDsv(),
    vfr: runtime.api,
    onError: showError,
  })
}
