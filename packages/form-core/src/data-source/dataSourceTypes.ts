import type { ScriptRunner } from '../scripts/index.js'

/** Data-source variables (VForm's DSV): global ones merged with the call's own. */
export type DataSourceVariables = Record<string, unknown>

export type DataSourceMethod = 'get' | 'post' | 'put' | 'delete'

/** The request a data source sends; what configHandlerCode receives and must return (axios-like). */
export interface DataSourceRequestConfig {
  url: string
  method: DataSourceMethod
  headers: Record<string, unknown>
  /** appended to the URL as a query string */
  params: Record<string, unknown>
  /** sent as a JSON body (not for get) */
  data: Record<string, unknown>
  [key: string]: unknown
}

/** What the transport answers; dataHandlerCode receives it as `result` (axios-like, so `result.data.data`). */
export interface DataSourceResponse {
  /** the parsed JSON body, or the text when it is not JSON */
  data: unknown
  status: number
  /** lower-case header names */
  headers: Record<string, string>
}

/** Sends a request; resolves for 2xx, rejects with a DataSourceError otherwise. */
export type DataSourceTransport = (config: DataSourceRequestConfig) => Promise<DataSourceResponse>

/** The `$message` object error handlers get (antd/Element-like). */
export interface DataSourceMessage {
  error(text: string): void
  warning(text: string): void
  info(text: string): void
  success(text: string): void
}

export interface RunDataSourceOptions {
  /** DSV: already merged global and local variables */
  dsv?: DataSourceVariables
  /** VFR: the renderer's form API, handed to scripts as-is */
  vfr?: unknown
  /** true when testing from the designer */
  isSandbox?: boolean
  /** default: fetchTransport (global fetch, cookies included) */
  transport?: DataSourceTransport
  /** shows an error text to the user; `$message.error` of the error handler calls it */
  onError?: (text: string) => void
  /** the whole `$message` object, when the caller has more than an error toast */
  message?: Partial<DataSourceMessage>
  /** reports failing handler scripts (the model's runner emits scriptError); default: a new runner */
  scripts?: ScriptRunner
}
