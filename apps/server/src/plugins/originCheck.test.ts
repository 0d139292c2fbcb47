import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp } from '../test/index.js'

let app: App
beforeAll(async () => {
  app = await buildTestApp({
    config: { publicUrl: 'https://contracts.example.com' },
    register: (instance) => {
      instance.post('/contracttandem/api/Test/Change', async () => ({ changed: true }))
      instance.get('/contracttandem/api/Test/Read', async () => ({ read: true }))
    },
  })
})
afterAll(() => app.close())

const change = (headers: Record<string, string>, method: 'POST' | 'GET' = 'POST') =>
  app.inject({ method, url: `/contracttandem/api/Test/${method === 'POST' ? 'Change' : 'Read'}`, headers })

describe('origin check', () => {
  it('refuses a state-changing request from a foreign origin', async () => {
    for (const origin of ['https://evil.example.com', 'null', 'http://contracts.example.com']) {
      const response = await change({ origin })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, code: 403, resultCode: 'TND_ERR_ORIGIN_REJECTED', msg: '请求来源不被允许', data: null })
    }
  })

  it("accepts PUBLIC_URL's origin and requests without Origin", async () => {
    expect((await change({ origin: 'https://contracts.example.com' })).statusCode).toBe(200)
    expect((await change({})).statusCode).toBe(200)
  })

  it('does not trust the Host or X-Forwarded-Host the client sent', async () => {
    expect((await change({ origin: 'http://intranet:8080', host: 'intranet:8080' })).statusCode).toBe(403)
    expect((await change({ origin: 'https://evil.example.com', 'x-forwarded-host': 'evil.example.com', 'x-forwarded-proto': 'https' })).statusCode).toBe(403)
  })

  it('leaves reads alone', async () => {
    expect((await change({ origin: 'https://evil.example.com' }, 'GET')).statusCode).toBe(200)
  })
})
