import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { buildTestApp } from '../../test/index.js'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('health', () => {
  it('answers liveness and readiness while the database answers', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok' })
  })

  it('publishes the OpenAPI description', async () => {
    const response = await app.inject('/contracttandem/docs/json')
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/contracttandem/api/Authentication/GetUserInfo',
        '/contracttandem/api/Authentication/Login',
        '/unifiedauth/api/Frontend/GetUserMenusAndCodes',
      ]),
    )
    expect((await app.inject('/contracttandem/docs/')).statusCode).toBe(200)
  })

  it('reports 503 draining from readyz once the shutdown begins, while other requests are served', async () => {
    const stopping = await buildTestApp()
    try {
      stopping.markUnready()
      const ready = await stopping.inject('/readyz')
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'draining' })
      expect(ready.headers.connection).toBe('close')
      expect((await stopping.inject('/healthz')).statusCode).toBe(200)
    } finally {
      await stopping.close()
    }
  })

  it('reports 503 from readyz once the database is gone, while healthz stays up', async () => {
    await app.database.close()
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'unavailable' })
    expect((await app.inject('/healthz')).statusCode).toBe(200)
  })
})
