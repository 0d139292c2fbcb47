import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from './app.js'
import { buildTestApp } from './test/index.js'

let app: App
let release: () => void
const held = new Promise<void>((resolve) => {
  release = resolve
})

beforeAll(async () => {
  app = await buildTestApp({
    register: (instance) =>
      instance.get('/contracttandem/api/Test/Slow', async () => {
        await held
        return { finished: true }
      }),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => app.close())

describe('graceful close', () => {
  it('lets an in-flight request finish before the server stops', async () => {
    const { port } = app.server.address() as { port: number }
    const inFlight = fetch(`http://127.0.0.1:${port}/contracttandem/api/Test/Slow`)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const closing = app.close()
    release()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ finished: true })
    await closing
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
  })
})
