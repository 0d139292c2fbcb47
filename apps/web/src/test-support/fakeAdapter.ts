import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios'

/** What the fake server answers: a status with a body, or a failure before any answer. */
export type FakeReply = { status: number; body?: unknown } | { networkError: string }

export interface FakeAdapter extends AxiosAdapter {
  calls: InternalAxiosRequestConfig[]
}

/**
 * An axios adapter (the transport layer) that answers from a function and rejects non-2xx
 * answers the way axios's own adapters do, so interceptors see realistic errors.
 */
export function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>): FakeAdapter {
  const calls: InternalAxiosRequestConfig[] = []
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config)
    const answer = await reply(config)
    if ('networkError' in answer) throw new AxiosError(answer.networkError, AxiosError.ERR_NETWORK, config)
    const response: AxiosResponse = { data: answer.body, status: answer.status, statusText: '', headers: {}, config }
    const valid = config.validateStatus ? config.validateStatus(answer.status) : true
    if (!valid) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response)
    }
    return response
  }
  return Object.assign(adapter, { calls })
}

export function envelope(data: unknown, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { success: true, code: 200, resultCode: '0000', msg: '', data, ...overrides }
}
