/** The query values the API takes: scalars only; null and undefined are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>

export type HttpMethod = 'get' | 'post' | 'put' | 'delete'

/** One call as the client hands it to the transport. */
export interface HttpRequest {
  method: HttpMethod
  /** The path, without the query. */
  url: string
  params?: QueryParams
  /** JSON text, or a multipart form (an upload). */
  data?: string | FormData
  /** How the answer's body is read: parsed JSON (plain text when it is not JSON), or a Blob. */
  responseType: 'json' | 'blob'
  timeout: number
}

export interface HttpResponse<T = unknown> {
  status: number
  data: T
}

/** Sends one request; resolves 2xx answers, rejects everything else with HttpError. */
export type HttpTransport = (request: HttpRequest) => Promise<HttpResponse>

/** A call that got no 2xx answer: `response` holds the answer when there was one. */
export class HttpError extends Error {
  readonly response?: HttpResponse

  constructor(message: string, response?: HttpResponse, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'HttpError'
    this.response = response
  }
}

export function withQuery(url: string, params: QueryParams | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value))
  }
  const query = search.toString()
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const ACCEPT = 'application/json, text/plain, */*'

/** The browser's fetch, with the session cookie and a time-out. */
export const fetchTransport: HttpTransport = async (request) => {
  let response: Response
  let data: unknown
  try {
    response = await fetch(withQuery(request.url, request.params), {
      method: request.method.toUpperCase(),
      credentials: 'include',
      // A FormData body gets its multipart type and boundary from fetch itself.
      headers: typeof request.data === 'string' ? { accept: ACCEPT, 'content-type': 'application/json' } : { accept: ACCEPT },
      body: request.data,
      signal: AbortSignal.timeout(request.timeout),
    })
    data = request.responseType === 'blob' ? await response.blob() : parseBody(await response.text())
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new HttpError(timedOut ? `timeout of ${request.timeout}ms exceeded` : 'Network Error', undefined, { cause: error })
  }
  if (!response.ok) throw new HttpError(`Request failed with status code ${response.status}`, { status: response.status, data })
  return { status: response.status, data }
}
