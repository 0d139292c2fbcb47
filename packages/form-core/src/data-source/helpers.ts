import { isPlainObject } from '../shared/index.js'
import type { DataSource, FormConfig, OptionItem, OptionValue } from '../types.js'
import { DataSourceError } from './dataSourceError.js'
import type { DataSourceVariables } from './dataSourceTypes.js'

/** The data source named `name` in formConfig.dataSources, or undefined. */
export function findDataSource(formConfig: Pick<FormConfig, 'dataSources'> | undefined, name: string): DataSource | undefined {
  const list = formConfig?.dataSources
  return Array.isArray(list) ? list.find((ds) => ds?.uniqueName === name) : undefined
}

/**
 * DSV of one call: global variables shallow-merged with the call's own (later wins). Option
 * fields pass `{ widgetName }`, the data table `{ widgetName, pageSize, currentPage }`.
 */
export function mergeDsv(globalDsv: DataSourceVariables | undefined, ...locals: (DataSourceVariables | undefined)[]): DataSourceVariables {
  return Object.assign({}, globalDsv, ...locals) as DataSourceVariables
}

function toOptionValue(value: unknown): OptionValue {
  return typeof value === 'number' || typeof value === 'boolean' ? value : value === undefined || value === null ? '' : String(value)
}

/** An array result as option items `{ label: item[labelKey], value: item[valueKey] }` (other keys kept). */
export function toOptionItems(result: unknown, labelKey = 'label', valueKey = 'value'): OptionItem[] {
  if (!Array.isArray(result)) {
    throw new DataSourceError('ERR_BAD_RESULT', `Options need an array result, got ${result === null ? 'null' : typeof result}`)
  }
  return result.filter(isPlainObject).map((item) => ({
    ...item,
    label: String(item[labelKey] ?? ''),
    value: toOptionValue(item[valueKey]),
  }))
}

/** `result[dataSetName]` of a data source whose result holds several data sets. */
export function pickDataSet(result: unknown, dataSetName: string): unknown {
  if (!isPlainObject(result)) {
    throw new DataSourceError('ERR_BAD_RESULT', `Data set ${dataSetName} needs an object result, got ${Array.isArray(result) ? 'an array' : typeof result}`)
  }
  return result[dataSetName]
}
