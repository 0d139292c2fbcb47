import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTransport, HttpError, withQuery, type HttpRequest } from './fetchTransport'

const request = (overrides: Partial<HttpRequest> = {}): HttpRequest => ({ method: 'get', url: '/api/x', responseType: 'json', timeout: 180_000, ...overrides })

function answering(response: Response | Error) {
  const fetchSpy = vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)))
  vi.stubGlobal('fetch', fetchSpy)
  return fetchSpy
}

describe('fetch transport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the method, query, cookies and a JSON body, and parses the JSON answer', async () => {
    const fetchSpy = answering(new Response('{"success":true,"data":[1]}', { status: 200 }))
    const answer = await fetchTransport(request({ method: 'post', params: { pageIndex: 2, sealed: false, name: '合同', none: undefined }, data: '{"a":1}' }))
    expect(answer).toEqual({ status: 200, data: { success: true, data: [1] } })
    const [url, init] = fetchSpy.mock.calls[0]
    expect(url).toBe('/api/x?pageIndex=2&sealed=false&name=%E5%90%88%E5%90%8C')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' })
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('lets fetch type a multipart body itself', async () => {
    const fetchSpy = answering(new Response('{}', { status: 200 }))
    const form = new FormData()
    await fetchTransport(request({ method: 'post', data: form }))
    const init = fetchSpy.mock.calls[0][1]
    expect(init?.body).toBe(form)
    expect(init?.headers).not.toHaveProperty('content-type')
  })

  it('rejects a non-2xx answer with its status and body, text when it is not JSON', async () => {
    answering(new Response('<html>403 Forbidden</html>', { status: 403 }))
    const error = await fetchTransport(request()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).message).toBe('Request failed with status code 403')
    expect((error as HttpError).response).toEqual({ status: 403, data: '<html>403 Forbidden</html>' })
  })

  it('reads a blob when asked, and reports a failed connection without an answer', async () => {
    answering(new Response(new Blob(['%PDF']), { status: 200 }))
    const file = await fetchTransport(request({ responseType: 'blob' }))
    expect(await (file.data as Blob).text()).toBe('%PDF')
    answering(new TypeError('Failed to fetch'))
    const error = (await fetchTransport(request()).catch((e: unknown) => e)) as HttpError
    expect(error.message).toBe('Network Error')
    expect(error.response).toBeUndefined()
  })

  it('appends the query to a path that already has one', () => {
    expect(withQuery('/a?b=1', { c: 'd e' })).toBe('/a?b=1&c=d+e')
    expect(withQuery('/a', { empty: '', gone: null })).toBe('/a?empty=')
  })
})
