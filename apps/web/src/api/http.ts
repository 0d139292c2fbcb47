import { message } from 'antd'
import { navigation, signInUrl, tandemConfig } from '../config'
import { classifyAnswer, type AnswerOutcome, type RawAnswer } from './answer'
import { ApiError } from './apiError'
import { fetchTransport, HttpError, type HttpMethod, type HttpRequest, type HttpResponse, type HttpTransport, type QueryParams } from './fetchTransport'

export const REQUEST_TIMEOUT_MS = 180_000

/** The side effects of the common handling, injectable so the handling itself stays testable. */
export interface HttpEffects {
  signIn(clearSession: boolean): void
  toastError(text: string): void
  log(text: string, cause: unknown): void
}

/** Turns an outcome into its effect; resolves data, rejects everything else with ApiError. */
export function settleAnswer(outcome: AnswerOutcome, effects: HttpEffects, cause?: unknown): unknown {
  switch (outcome.kind) {
    case 'data':
      return outcome.data
    case 'sign-in':
      effects.signIn(outcome.clearSession)
      break
    case 'toast':
      effects.toastError(outcome.message)
      break
    case 'log':
      effects.log(outcome.message, cause)
      break
  }
  throw new ApiError(outcome, { cause })
}

function rawFromError(error: unknown): RawAnswer {
  if (error instanceof HttpError) {
    return { status: error.response?.status, body: error.response?.data, errorMessage: error.message }
  }
  return { errorMessage: error instanceof Error ? error.message : String(error) }
}

export interface RequestOptions {
  params?: QueryParams
  responseType?: HttpRequest['responseType']
}

/** The application's client: envelope unwrapped into `data`, failures through the common handling. */
export interface HttpClient {
  /** Sends the requests; the browser's fetch, replaceable (tests answer from a fake server). */
  transport: HttpTransport
  send<T = unknown>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>
  get<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<HttpResponse<T>>
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse<T>>
}

function encodeBody(body: unknown): HttpRequest['data'] {
  if (body === undefined || body instanceof FormData) return body
  return JSON.stringify(body)
}

/** One client: cookies, 180 s time-out, the common answer handling of SPEC §5. */
export function createHttp(effects: HttpEffects, transport: HttpTransport = fetchTransport): HttpClient {
  async function send<T>(method: HttpMethod, url: string, body: unknown, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const request: HttpRequest = {
      method,
      url,
      params: options.params,
      data: encodeBody(body),
      responseType: options.responseType ?? 'json',
      timeout: REQUEST_TIMEOUT_MS,
    }
    let response: HttpResponse
    try {
      response = await client.transport(request)
    } catch (error) {
      const data = settleAnswer(classifyAnswer(rawFromError(error)), effects, error)
      // An envelope saying success under an error status still carries usable data.
      if (error instanceof HttpError && error.response) return { status: error.response.status, data: data as T }
      throw error
    }
    const data = settleAnswer(classifyAnswer({ status: response.status, body: response.data }), effects, response)
    return { status: response.status, data: data as T }
  }
  const client: HttpClient = {
    transport,
    send,
    get: (url, options) => send('get', url, undefined, options),
    delete: (url, options) => send('delete', url, undefined, options),
    post: (url, body, options) => send('post', url, body, options),
    put: (url, body, options) => send('put', url, body, options),
  }
  return client
}

type ErrorToast = (text: string) => void

/** Effects in the browser: full-page redirect to sign-in, antd error toast, console log. */
export function createBrowserEffects(): HttpEffects & { bindToast(toast: ErrorToast): void } {
  let signingIn = false
  // Back from the sign-in page the browser may show this page again as it was left (its
  // back/forward cache): the redirect it started is over, and the next expired call needs its own.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) signingIn = false
  })
  let toast: ErrorToast = (text) => void message.error(text)
  return {
    signIn(clearSession) {
      // Parallel calls fail together; one redirect is enough.
      if (signingIn) return
      signingIn = true
      if (clearSession) sessionStorage.clear()
      navigation.assign(signInUrl(tandemConfig.loginUrl, window.location))
    },
    toastError(text) {
      toast(text)
    },
    log(text, cause) {
      console.error(`[http] ${text}`, cause)
    },
    /** antd's App context gives themed toasts; until it mounts the static method serves. */
    bindToast(next) {
      toast = next
    },
  }
}

export const browserEffects = createBrowserEffects()

export const http = createHttp(browserEffects)
