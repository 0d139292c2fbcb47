import { pathOf, type AnswerOf, type CallArgs, type Endpoint, type FileAnswer, type ParamsOf } from '@tandem/api-contract/endpoints'
import { classifyAnswer } from './answer'
import { HttpError, type HttpMethod, type QueryParams } from './fetchTransport'
import { browserEffects, http, settleAnswer } from './http'

// The SPA's calls go through the endpoint table (@tandem/api-contract/endpoints): its row gives
// method and path, its types what is sent and what comes back.

type Parts<E> = { params?: ParamsOf<E>; query?: QueryParams; body?: unknown }

// A file endpoint is read with download(); call() refuses it.
type NotAFile<E> = AnswerOf<E> extends FileAnswer ? { readonly fileEndpointsUseDownload: never } : unknown

const methodOf = (endpoint: Endpoint) => endpoint.method.toLowerCase() as HttpMethod

/** Calls `endpoint` with its path parameters, query and body; resolves the envelope's `data`. */
export async function call<E extends Endpoint>(endpoint: E & NotAFile<E>, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const { params, query, body } = (input ?? {}) as Parts<E>
  const response = await http.send(methodOf(endpoint), pathOf(endpoint, params), body, { params: query })
  // The table's answer type: the server's route schema is checked against the same row.
  return response.data as AnswerOf<E>
}

/** A failed blob request carries its envelope as a Blob; read it so the common handling sees it. */
async function envelopeOfBlobFailure(error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || !(error.cause instanceof HttpError)) return undefined
  const body: unknown = error.cause.response?.data
  if (!(body instanceof Blob)) return undefined
  try {
    return JSON.parse(await body.text())
  } catch {
    return undefined
  }
}

function settleAnswerError(outcome: ReturnType<typeof classifyAnswer>, cause: unknown): unknown {
  try {
    settleAnswer(outcome, browserEffects, cause)
    return cause
  } catch (handled) {
    return handled
  }
}

/** The file a file endpoint answers; a refusal gets the common handling (the server's msg as a toast). */
export async function download<E extends Endpoint & { readonly types?: { answer: FileAnswer } }>(endpoint: E, ...[input]: CallArgs<E>): Promise<Blob> {
  const { params, query } = (input ?? {}) as Parts<E>
  try {
    const response = await http.send<Blob>(methodOf(endpoint), pathOf(endpoint, params), undefined, { params: query, responseType: 'blob' })
    return response.data
  } catch (error) {
    const body = await envelopeOfBlobFailure(error)
    if (body === undefined) throw error
    const status = error instanceof Error && error.cause instanceof HttpError ? error.cause.response?.status : undefined
    throw settleAnswerError(classifyAnswer({ status, body }), error)
  }
}
