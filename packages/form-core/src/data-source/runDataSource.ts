import { isPlainObject } from '../shared/index.js'
import type { DataSource } from '../types.js'
import { DataSourceError } from './dataSourceError.js'
import type { DataSourceMessage, DataSourceRequestConfig, RunDataSourceOptions } from './dataSourceTypes.js'
import { fetchTransport } from './fetchTransport.js'
import { CONFIG_HANDLER_PARAMS, DATA_HANDLER_PARAMS, ERROR_HANDLER_PARAMS, HandlerScripts } from './handlerScripts.js'
import { buildRequestConfig } from './requestConfig.js'

const ignore = (): void => {}

function messageOf(options: RunDataSourceOptions): DataSourceMessage {
  const error = options.message?.error ?? options.onError ?? ignore
  const show = (fn: ((text: string) => void) | undefined) => (text: unknown) => (fn ?? ignore)(String(text))
  return {
    error: show(error),
    warning: show(options.message?.warning ?? error),
    info: show(options.message?.info),
    success: show(options.message?.success),
  }
}

/**
 * Runs one data source (VForm Pro's runDataSourceRequest): builds the request, lets
 * configHandlerCode adjust it, sends it through the transport and returns what dataHandlerCode
 * returns (default `result.data.data`). On any failure (bad item, failing script, network, non-2xx)
 * errorHandlerCode runs (default: `$message.error(error.message)`) and the promise rejects with
 * that error.
 */
export async function runDataSource(ds: DataSource, options: RunDataSourceOptions = {}): Promise<unknown> {
  const dsv = options.dsv ?? {}
  const vfr = options.vfr ?? null
  const isSandbox = options.isSandbox === true
  const scripts = new HandlerScripts(options.scripts, ds?.uniqueName ?? '?')
  try {
    if (!isPlainObject(ds) || typeof ds.requestURL !== 'string') {
      throw new DataSourceError('ERR_BAD_CONFIG', 'A data source needs a uniqueName and a requestURL')
    }
    const built = buildRequestConfig(ds, { scripts, dsv, vfr })
    const config = await scripts.run('configHandlerCode', CONFIG_HANDLER_PARAMS, ds.configHandlerCode, [built, isSandbox, dsv, vfr])
    if (!isPlainObject(config) || typeof config.url !== 'string') {
      throw new DataSourceError('ERR_BAD_CONFIG', `Data source ${ds.uniqueName}: configHandlerCode must return the request config`)
    }
    const result = await (options.transport ?? fetchTransport)(config as DataSourceRequestConfig)
    return await scripts.run('dataHandlerCode', DATA_HANDLER_PARAMS, ds.dataHandlerCode, [result, isSandbox, dsv, vfr])
  } catch (error) {
    try {
      await scripts.run('errorHandlerCode', ERROR_HANDLER_PARAMS, ds?.errorHandlerCode, [error, isSandbox, dsv, messageOf(options), vfr])
    } catch {
      // already reported by the runner; the caller still gets the original failure
    }
    throw error
  }
}
