import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp, signIn } from '../test/index.js'

const envelopeKeys = ['code', 'data', 'msg', 'resultCode', 'success']

function expectEnvelope(body: string, status: number, resultCode: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>
  expect(Object.keys(parsed).sort()).toEqual(envelopeKeys)
  expect(parsed).toMatchObject({ success: false, code: status, resultCode })
  expect(parsed.msg).toMatch(/[\u4e00-\u9fa5]/)
}

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('answers Fastify itself would give', () => {
  it('are envelopes for URLs the router cannot decode, and never echo the path', async () => {
    for (const url of ['/contracttandem/api/Dict/%', '/contracttandem/api/Dict/%G1', '/contracttandem/api/%ff%fe/x', '/unifiedauth/api/%']) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(400)
      expectEnvelope(response.body, 400, 'TND_ERR_URL_INVALID')
      expect(response.body).not.toContain('%')
    }
  })

  it('is an envelope for a path parameter over the router limit', async () => {
    const long = 'x'.repeat(500)
    const response = await app.inject(`/contracttandem/api/ContractSealed/GetSealHistory/${long}`)
    expect(response.statusCode).toBe(414)
    expectEnvelope(response.body, 414, 'TND_ERR_URL_TOO_LONG')
    expect(response.body).not.toContain(long)
  })
})

describe('text holding NUL', () => {
  it('is refused with 400 naming the field, in a query and in a JSON body', async () => {
    const admin = await signIn(app, 'admin')
    const users = await app.inject({ url: '/contracttandem/api/Dict/Users?keyword=a%00b', headers: { cookie: admin } })
    expect(users.statusCode).toBe(400)
    expect(users.json()).toMatchObject({ resultCode: 'TND_ERR_TEXT_NUL', msg: '参数 keyword 不合法：不能包含空字符' })
    const list = await app.inject({ url: '/contracttandem/api/ContractSealed/GetContractList?keyword=%00', headers: { cookie: admin } })
    expect(list.json()).toMatchObject({ resultCode: 'TND_ERR_TEXT_NUL', msg: '参数 keyword 不合法：不能包含空字符' })
    const decide = await app.inject({
      method: 'POST',
      url: '/contracttandem/api/AuthApply/Decide',
      headers: { cookie: admin },
      payload: { applyId: 1, decision: 'rejected', comment: '不\u0000行' },
    })
    expect(decide.statusCode).toBe(400)
    expect(decide.json().msg).toBe('参数 comment 不合法：不能包含空字符')
  })
})

describe('a listening server', () => {
  let origin: { host: string; port: number }
  let server: App
  let releaseSlow: () => void = () => {}
  beforeAll(async () => {
    server = await buildTestApp({
      register: (instance) =>
        instance.get('/contracttandem/api/Test/Slow', async () => {
          await new Promise<void>((resolve) => (releaseSlow = resolve))
          return { slow: true }
        }),
    })
    await server.listen({ port: 0, host: '127.0.0.1' })
    const address = server.server.address() as AddressInfo
    origin = { host: '127.0.0.1', port: address.port }
  })
  afterAll(async () => {
    releaseSlow()
    await server.close()
  })

  it('answers a URL over the header limit with a 431 envelope', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ ...origin, path: `/contracttandem/api/Dict/Users?keyword=${'a'.repeat(20_000)}` }, (incoming) => {
        let text = ''
        incoming.on('data', (chunk: Buffer) => (text += chunk.toString()))
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }))
      })
      outgoing.on('error', reject)
      outgoing.end()
    })
    expect(status).toBe(431)
    expectEnvelope(body, 431, 'TND_ERR_HEADERS_TOO_LARGE')
  })

  it('answers requests arriving on an open connection during shutdown with a 503 envelope', async () => {
    // Without keep-alive, so the closing server is not held open after the answer.
    const busy = new Promise((resolve) => httpRequest({ ...origin, path: '/contracttandem/api/Test/Slow', agent: false }, resolve).end())
    const socket = connect(origin.port, origin.host)
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    // A request half sent when the server starts closing, finished while a slow one keeps it open.
    socket.write('GET /contracttandem/api/Dict/Departments HTTP/1.1\r\nHost: x\r\n')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const closed = server.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.write('\r\n')
    await ended
    releaseSlow()
    await busy
    await closed
    expect(received).toMatch(/^HTTP\/1\.1 503/)
    expect(received.toLowerCase()).toContain('connection: close')
    expectEnvelope(received.slice(received.indexOf('\r\n\r\n') + 4), 503, 'TND_ERR_SHUTTING_DOWN')
  })
})
