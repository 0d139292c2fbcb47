import { DataSourceError } from './dataSourceError.js'
import type { DataSourceRequestConfig, DataSourceResponse } from './dataSourceTypes.js'

// The slice of fetch this file uses; form-core is compiled without DOM or Node types.
interface HostResponse {
  status: number
  headers: { forEach(fn: (value: string, name: string) => void): void }
  text(): Promise<string>
}
interface HostAbortController {
  signal: unknown
  abort(): void
}
interface HostGlobals {
  fetch?: (url: string, init: Record<string, unknown>) => Promise<HostResponse>
  AbortController?: new () => HostAbortController
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

/** SPEC §7: every backend call times out after 180000 ms. */
export const DATA_SOURCE_TIMEOUT_MS = 180_000

/** `url` with `params` appended as a query string (arrays repeat the key, null/undefined are left out). */
export function appendQuery(url: string, params: Record<string, unknown>): string {
  const pairs: string[] = []
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue
      const text = typeof item === 'object' ? JSON.stringify(item) : String(item)
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`)
    }
  }
  if (pairs.length === 0) return url
  const hashAt = url.indexOf('#')
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)]
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'
  return `${base}${joiner}${pairs.join('&')}${hash}`
}

function parseBody(text: string): unknown {
  if (text === '') return ''
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  return Object.keys(headers).some((key) => key.toLowerCase() === name)
}

function headerStrings(headers: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && value !== null) result[name] = String(value)
  }
  return result
}

/**
 * The default transport: global fetch with cookies (credentials 'include'), params as a query
 * string, data as a JSON body (not for get). The body is parsed as JSON when it is JSON. A non-2xx
 * answer rejects with ERR_BAD_RESPONSE (the response attached), a network failure with ERR_NETWORK.
 */
/** The URL parser and page address of the host (form-core is typed without the DOM). */
interface UrlHost {
  URL?: { canParse(url: string, base?: string): boolean; new (url: string, base?: string): { origin: string } }
  location?: { href?: string }
}

/** The origin a request went to (what the user can check), or the URL as written when it has none. */
function originOf(url: string): string {
  const { URL: Url, location } = globalThis as UrlHost
  const base = location?.href
  return Url?.canParse(url, base) ? new Url(url, base).origin : url
}

export async function fetchTransport(config: DataSourceRequestConfig): Promise<DataSourceResponse> {
  const host = globalThis as HostGlobals
  if (!host.fetch) throw new DataSourceError('ERR_NETWORK', 'fetch is not available', { config })
  const headers = headerStrings(config.headers ?? {})
  const init: Record<string, unknown> = { method: config.method.toUpperCase(), headers, credentials: 'include' }
  const hasBody = config.method !== 'get' && config.data !== undefined && config.data !== null
  if (hasBody) {
    init.body = JSON.stringify(config.data)
    if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json;charset=utf-8'
  }
  const controller = host.AbortController ? new host.AbortController() : undefined
  const timer = controller && host.setTimeout?.(() => controller.abort(), DATA_SOURCE_TIMEOUT_MS)
  if (controller) init.signal = controller.signal
  let answer: HostResponse
  let text: string
  try {
    answer = await host.fetch(appendQuery(config.url, config.params ?? {}), init)
    text = await answer.text()
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : 'Network Error'
    throw new DataSourceError('ERR_NETWORK', `网络请求失败：无法连接 ${originOf(config.url)}（${reason}）`, { config, cause: error })
  } finally {
    if (timer !== undefined) host.clearTimeout?.(timer)
  }
  const responseHeaders: Record<string, string> = {}
  answer.headers.forEach((value, name) => {
    responseHeaders[name.toLowerCase()] = value
  })
  const response: DataSourceResponse = { data: parseBody(text), status: answer.status, headers: responseHeaders }
  if (answer.status < 200 || answer.status >= 300) {
    throw new DataSourceError('ERR_BAD_RESPONSE', `Request failed with status code ${answer.status}`, { config, response })
  }
  return response
}
