export { createDataSource } from './createDataSource.js'
export { DataSourceError, isDataSourceError } from './dataSourceError.js'
export type { DataSourceErrorCode } from './dataSourceError.js'
export type {
  DataSourceMessage,
  DataSourceMethod,
  DataSourceRequestConfig,
  DataSourceResponse,
  DataSourceTransport,
  DataSourceVariables,
  RunDataSourceOptions,
} from './dataSourceTypes.js'
export { executeDataSource } from './executeDataSource.js'
export type { ExecuteDataSourceOptions } from './executeDataSource.js'
export { DATA_SOURCE_TIMEOUT_MS, appendQuery, fetchTransport } from './fetchTransport.js'
export { DEFAULT_HANDLERS } from './handlerScripts.js'
export { findDataSource, mergeDsv, pickDataSet, toOptionItems } from './helpers.js'
export { runDataSource } from './runDataSource.js'
export { isUploadUrlExpression, resolveUploadUrl } from './uploadUrl.js'
