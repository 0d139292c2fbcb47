import type { FormModel } from '../model/index.js'
import { DataSourceError } from './dataSourceError.js'
import type { DataSourceVariables, RunDataSourceOptions } from './dataSourceTypes.js'
import { findDataSource, mergeDsv } from './helpers.js'
import { runDataSource } from './runDataSource.js'

export interface ExecuteDataSourceOptions extends Omit<RunDataSourceOptions, 'dsv' | 'scripts'> {
  /** the form's global-dsv (VForm's global-dsv prop) */
  globalDsv?: DataSourceVariables
}

/**
 * VForm Pro's `executeDataSource(dsName, localDsv)` over a model: finds the source in the
 * model's formConfig, merges DSV and runs it with the model's script runner, so failing
 * handler scripts become the model's scriptError events. Rejects with ERR_NOT_FOUND for an
 * unknown name (after `$message.error`, like every other failure).
 */
export async function executeDataSource(
  model: FormModel,
  name: string,
  localDsv: DataSourceVariables = {},
  options: ExecuteDataSourceOptions = {},
): Promise<unknown> {
  const ds = findDataSource(model.formConfig, name)
  if (!ds) {
    const error = new DataSourceError('ERR_NOT_FOUND', `Data source not found: ${name}`)
    ;(options.message?.error ?? options.onError)?.(error.message)
    throw error
  }
  const { globalDsv, ...rest } = options
  return runDataSource(ds, { ...rest, dsv: mergeDsv(globalDsv, localDsv), scripts: model.scripts })
}
