import type { DataSource, DataSourceParam } from '../types.js'
import { DataSourceError } from './dataSourceError.js'
import type { DataSourceMethod, DataSourceRequestConfig, DataSourceVariables } from './dataSourceTypes.js'
import type { HandlerScripts } from './handlerScripts.js'

const METHODS: readonly DataSourceMethod[] = ['get', 'post', 'put', 'delete']

interface Scope {
  scripts: HandlerScripts
  dsv: DataSourceVariables
  vfr: unknown
}

function badItem(ds: DataSource, part: string, item: DataSourceParam, problem: string): DataSourceError {
  return new DataSourceError('ERR_BAD_ITEM', `Data source ${ds.uniqueName}: ${part} item "${item.name}" ${problem}`)
}

/** One header/param/data item coerced by its type; Variable is an expression over DSV and VFR. */
function itemValue(ds: DataSource, part: string, item: DataSourceParam, scope: Scope): unknown {
  const raw = item.value
  switch (item.type) {
    case 'Variable':
      return scope.scripts.evaluate(`${part} ${item.name}`, String(raw ?? ''), scope.dsv, scope.vfr)
    case 'Number': {
      const text = String(raw ?? '').trim()
      const value = Number(text)
      if (text === '' || Number.isNaN(value)) throw badItem(ds, part, item, `is not a number: ${JSON.stringify(raw)}`)
      return value
    }
    case 'Boolean':
      if (typeof raw === 'boolean') return raw
      return ['true', '1'].includes(String(raw ?? '').trim().toLowerCase())
    case 'String':
    case undefined:
      return raw === undefined || raw === null ? '' : String(raw)
    default:
      throw badItem(ds, part, item, `has an unknown type: ${String(item.type)}`)
  }
}

function itemsOf(ds: DataSource, part: 'headers' | 'params' | 'data', scope: Scope): Record<string, unknown> {
  const items = ds[part] ?? []
  if (!Array.isArray(items)) throw new DataSourceError('ERR_BAD_CONFIG', `Data source ${ds.uniqueName}: ${part} must be an array`)
  const result: Record<string, unknown> = {}
  for (const item of items) {
    if (!item || typeof item.name !== 'string' || item.name === '') continue
    result[item.name] = itemValue(ds, part, item, scope)
  }
  return result
}

/** The request of `ds` before configHandlerCode: URL, method and the three item lists. */
export function buildRequestConfig(ds: DataSource, scope: Scope): DataSourceRequestConfig {
  const method = (ds.requestMethod ?? 'get').toLowerCase() as DataSourceMethod
  if (!METHODS.includes(method)) {
    throw new DataSourceError('ERR_BAD_CONFIG', `Data source ${ds.uniqueName}: unknown request method ${String(ds.requestMethod)}`)
  }
  const url =
    ds.requestURLType === 'Variable'
      ? scope.scripts.evaluate('requestURL', ds.requestURL, scope.dsv, scope.vfr)
      : ds.requestURL
  if (typeof url !== 'string' || url.trim() === '') {
    throw new DataSourceError('ERR_BAD_CONFIG', `Data source ${ds.uniqueName}: the request URL is empty or not a string`)
  }
  return {
    url,
    method,
    headers: itemsOf(ds, 'headers', scope),
    params: itemsOf(ds, 'params', scope),
    data: itemsOf(ds, 'data', scope),
  }
}
