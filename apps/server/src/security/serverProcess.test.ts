import { Agent, request as httpRequest } from 'node:http'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../test/serverProcess.js'
import { RAW_BOUNDARY, sendRawUpload, unclosedFilePart, UPLOAD_PATH } from './rawUploads.js'

// The real server in its own process, reached over loopback sockets: a body no client library
// would send, a stalled upload, and a SIGTERM under kept-alive traffic.
const IDLE_SECONDS = 1

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess({ UPLOAD_IDLE_SECONDS: String(IDLE_SECONDS), UPLOAD_RATE_PER_MINUTE: '10000' })
}, 180_000)
afterAll(() => server?.dispose())

async function leftoverTempFiles(): Promise<string[]> {
  return readdir(path.join(server.dataDir, 'tmp', 'uploads')).catch(() => [])
}

async function expectAliveAndAnswering() {
  expect(server.child.exitCode, server.output().slice(-2000)).toBeNull()
  expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200)
  const form = new FormData()
  form.append('file', new Blob(['still here']), 'alive.txt')
  const upload = await fetch(`${server.baseUrl}${UPLOAD_PATH}`, { method: 'POST', headers: { cookie: server.cookie }, body: form })
  expect(upload.status).toBe(200)
}

describe('the server process and hostile uploads', () => {
  it('survives a file part without its closing boundary, answers a concurrent stalled upload, and keeps no temp file', async () => {
    const stalled = sendRawUpload(server.baseUrl, server.cookie, unclosedFilePart, 'stalled')
    const cut = await sendRawUpload(server.baseUrl, server.cookie, unclosedFilePart, 'length')
    expect(cut.status).toBe(400)
    expect(JSON.parse(cut.body)).toMatchObject({ success: false, resultCode: 'TND_ERR_UPLOAD_INCOMPLETE' })

    const stalledAnswer = await stalled
    expect(stalledAnswer.status).toBe(400)
    expect(JSON.parse(stalledAnswer.body)).toMatchObject({ success: false, resultCode: 'TND_ERR_UPLOAD_INCOMPLETE' })

    // Past every idle timer the upload path may have started, the process still runs and answers.
    await delay(IDLE_SECONDS * 3_000)
    await expectAliveAndAnswering()
    expect(await leftoverTempFiles()).toEqual([])
  })

  it('answers an upload that stalls before its file part', async () => {
    const fieldOnly = Buffer.from(`--${RAW_BOUNDARY}\r\nContent-Disposition: form-data; name="key"\r\n\r\nname-then-nothing`)
    const answer = await sendRawUpload(server.baseUrl, server.cookie, fieldOnly, 'stalled')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, resultCode: 'TND_ERR_UPLOAD_INCOMPLETE' })
    await expectAliveAndAnswering()
  })

  it('answers the same body sent chunked with 400, not 500', async () => {
    const answer = await sendRawUpload(server.baseUrl, server.cookie, unclosedFilePart, 'chunked')
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, resultCode: 'TND_ERR_UPLOAD_INCOMPLETE' })
    await delay(IDLE_SECONDS * 3_000)
    await expectAliveAndAnswering()
    expect(await leftoverTempFiles()).toEqual([])
  })
})

interface Outcome {
  status?: number
  resultCode?: string
  connection?: string
  error?: string
}

function get(agent: Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = httpRequest(`${server.baseUrl}${url}`, { agent, headers: { cookie: server.cookie } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => {
        const resultCode = response.statusCode === 503 ? (JSON.parse(body) as { resultCode?: string }).resultCode : undefined
        resolve({ status: response.statusCode, resultCode, connection: response.headers.connection })
      })
    })
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    request.end()
  })
}

describe('SIGTERM under kept-alive traffic', () => {
  it('answers every request arriving during the drain with the 503 envelope, resets none, closes idle connections and exits 0', async () => {
    const clients = 6
    const agents = Array.from({ length: clients }, () => new Agent({ keepAlive: true, maxSockets: 1 }))
    // Idle kept-alive connections: one answered request each, then nothing.
    const idleAgents = Array.from({ length: 3 }, () => new Agent({ keepAlive: true, maxSockets: 1 }))
    for (const agent of idleAgents) expect((await get(agent, '/contracttandem/api/Dict/Users')).status).toBeLessThan(500)
    const idleClosed = idleAgents.map(
      (agent) =>
        new Promise<string>((resolve) => {
          const socket = Object.values(agent.freeSockets).flat()[0]!
          socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
          socket.once('close', () => resolve('closed'))
        }),
    )

    // Each client sends requests back to back until the server tells it to go (503) or is gone.
    const outcomes: Outcome[][] = agents.map(() => [])
    const loops = agents.map(async (agent, index) => {
      for (;;) {
        const outcome = await get(agent, '/contracttandem/api/Dict/Users')
        outcomes[index].push(outcome)
        if (outcome.error || outcome.status === 503) return
      }
    })
    // Every client has had answers on its kept-alive connection before the signal.
    while (outcomes.some((answers) => answers.length < 2)) await delay(50)
    const answeredBefore = outcomes.flat().length
    server.child.kill('SIGTERM')
    await Promise.all(loops)
    const exitCode = await server.exited

    const all = outcomes.flat()
    const errors = all.filter((outcome) => outcome.error)
    const refusals = all.filter((outcome) => outcome.status === 503)
    console.info(`SIGTERM: ${all.length} requests (${answeredBefore} before the signal), ${refusals.length} answered 503, errors ${JSON.stringify(errors)}`)
    expect(answeredBefore).toBeGreaterThanOrEqual(clients * 2)
    expect(errors).toEqual([])
    expect(refusals).toHaveLength(clients)
    for (const refusal of refusals) expect(refusal).toMatchObject({ resultCode: 'TND_ERR_SHUTTING_DOWN', connection: 'close' })
    expect(await Promise.all(idleClosed)).toEqual(['closed', 'closed', 'closed'])
    expect(exitCode).toBe(0)
    // The listener is gone: a new connection is refused, not reset.
    expect((await get(new Agent(), '/healthz')).error).toBe('ECONNREFUSED')
  }, 60_000)
})
