import { HttpError, type HttpRequest, type HttpResponse, type HttpTransport } from '../api'

/** What the fake server answers: a status with a body, or a failure before any answer. */
export type FakeReply = { status: number; body?: unknown } | { networkError: string }

export interface FakeAdapter extends HttpTransport {
  calls: HttpRequest[]
}

/**
 * A transport that answers from a function and rejects non-2xx answers the way the fetch
 * transport does, so the client's common handling sees realistic failures.
 */
export function fakeAdapter(reply: (request: HttpRequest) => FakeReply | Promise<FakeReply>): FakeAdapter {
  const calls: HttpRequest[] = []
  const adapter = async (request: HttpRequest): Promise<HttpResponse> => {
    calls.push(request)
    const answer = await reply(request)
    if ('networkError' in answer) throw new HttpError(answer.networkError)
    const response: HttpResponse = { status: answer.status, data: answer.body }
    if (answer.status < 200 || answer.status >= 300) throw new HttpError(`Request failed with status code ${answer.status}`, response)
    return response
  }
  return Object.assign(adapter, { calls })
}

export function envelope(data: unknown, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { success: true, code: 200, resultCode: '0000', msg: '', data, ...overrides }
}
