import type { DataSourceRequestConfig, DataSourceResponse } from './dataSourceTypes.js'

/**
 * ERR_BAD_RESPONSE / ERR_NETWORK carry axios's codes so VForm error handlers that read
 * `error.code` or `error.response.status` keep working; the others are ours.
 */
export type DataSourceErrorCode =
  | 'ERR_BAD_RESPONSE'
  | 'ERR_NETWORK'
  | 'ERR_NOT_FOUND'
  | 'ERR_BAD_ITEM'
  | 'ERR_BAD_CONFIG'
  | 'ERR_BAD_RESULT'
  | 'ERR_SCRIPT'

export interface DataSourceErrorDetails {
  config?: DataSourceRequestConfig
  response?: DataSourceResponse
  cause?: unknown
}

/** Why a data source failed; `message` is the text shown to the user. */
export class DataSourceError extends Error {
  readonly code: DataSourceErrorCode
  readonly config: DataSourceRequestConfig | undefined
  readonly response: DataSourceResponse | undefined

  constructor(code: DataSourceErrorCode, message: string, details: DataSourceErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause })
    this.name = 'DataSourceError'
    this.code = code
    this.config = details.config
    this.response = details.response
  }
}

export function isDataSourceError(value: unknown, code?: DataSourceErrorCode): value is DataSourceError {
  return value instanceof DataSourceError && (code === undefined || value.code === code)
}
