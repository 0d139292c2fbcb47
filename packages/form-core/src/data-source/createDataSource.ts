import type { DataSource } from '../types.js'
import { DEFAULT_HANDLERS } from './handlerScripts.js'

/**
 * A data source as VForm Pro's designer makes one (a GET of a plain URL, no headers, parameters or
 * data, the default handler bodies, no data sets), with `fields` set over those defaults.
 */
export function createDataSource(identity: { dataSourceId: string; uniqueName: string }, fields: Partial<DataSource> = {}): DataSource {
  return {
    ...identity,
    description: '',
    requestURL: '',
    requestURLType: 'String',
    requestMethod: 'get',
    headers: [],
    params: [],
    data: [],
    ...DEFAULT_HANDLERS,
    dataSetEnabled: false,
    dataSets: [],
    ...fields,
  }
}
