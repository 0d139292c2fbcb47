import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../../test/serverProcess.js'

// The real server (main.ts) in its own process: what a proxy probing /readyz sees after SIGTERM.
const UNREADY_SECONDS = 3
const API = '/contracttandem/api/Dict/Users'

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess({ SHUTDOWN_UNREADY_SECONDS: String(UNREADY_SECONDS) })
}, 180_000)
afterAll(() => server?.dispose())

async function get(url: string) {
  const response = await fetch(`${server.baseUrl}${url}`, { headers: { cookie: server.cookie } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('readiness on SIGTERM', () => {
  it('turns /readyz 503 at once while requests are still served, then drains and exits 0', async () => {
    expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ok' } })
    expect((await get(API)).status).toBe(200)

    server.child.kill('SIGTERM')
    const signalled = Date.now()
    let ready = await get('/readyz')
    while (ready.status === 200 && Date.now() - signalled < 1_000) ready = await get('/readyz')
    const unreadyAfter = Date.now() - signalled
    expect(ready).toEqual({ status: 503, body: { status: 'draining' } })

    // Still serving: the proxy has time to notice and send elsewhere.
    const served = []
    let answer = await get(API)
    while (answer.status === 200) {
      served.push(Date.now() - signalled)
      await delay(100)
      answer = await get(API)
    }
    const refusedAfter = Date.now() - signalled
    console.info(`SIGTERM: /readyz 503 after ${unreadyAfter} ms, ${served.length} requests served after it, first refusal at ${refusedAfter} ms`)
    expect(answer).toMatchObject({ status: 503, body: { success: false, resultCode: 'TND_ERR_SHUTTING_DOWN' } })
    expect(refusedAfter).toBeGreaterThanOrEqual(UNREADY_SECONDS * 1000 - 500)
    expect(served.length).toBeGreaterThan(5)
    expect(await server.exited).toBe(0)
  }, 60_000)
})
