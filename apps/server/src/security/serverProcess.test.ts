import { Agent, request as httpRequest } from 'node:http'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../test/serverProcess.js'

// The real server in its own process, reached over loopback sockets: a body no client library
// would send, a stalled upload, and a SIGTERM under kept-alive traffic.
const UPLOAD = '/contracttandem/api/File/Upload'
const IDLE_SECONDS = 1
const BOUNDARY = '----tandemProbe'

let dataDir: string
let server: ServerProcess
let port: number

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tandem-process-'))
  server = await startServerProcess(dataDir, { UPLOAD_IDLE_SECONDS: String(IDLE_SECONDS), UPLOAD_RATE_PER_MINUTE: '10000' })
  port = Number(new URL(server.baseUrl).port)
}, 180_000)
afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await server.exited
  await server.dispose()
  await rm(dataDir, { recursive: true, force: true })
})

/** A file part whose closing boundary never comes. */
const unclosedFilePart = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello world`,
)

interface RawAnswer {
  status: number
  body: string
}

/**
 * Sends `head` and `body` bytes as they are, keeps its end open (as a stalled client does) and
 * reads until the server closes the connection.
 */
function rawExchange(head: string[], body: Buffer[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString()
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) })
    })
    socket.write([...head, `cookie: ${server.cookie}`, '', ''].join('\r\n'))
    for (const chunk of body) socket.write(chunk)
  })
}

const uploadHead = (extra: string[]) => [`POST ${UPLOAD} HTTP/1.1`, `host: 127.0.0.1:${port}`, `content-type: multipart/form-data; boundary=${BOUNDARY}`, ...extra]

async function leftoverTempFiles(): Promise<string[]> {
  return readdir(path.join(dataDir, 'tmp', 'uploads')).catch(() => [])
}

async function expectAliveAndAnswering() {
  expect(server.child.exitCode, server.output().slice(-2000)).toBeNull()
  expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200)
  const form = new FormData()
  form.append('file', new Blob(['still here']), 'alive.txt')
  const upload = await fetch(`${server.baseUrl}${UPLOAD}`, { method: 'POST', headers: { cookie: server.cookie }, body: form })
  expect(upload.status).toBe(200)
}

describe('the server process and hostile uploads', () => {
  it('survives a file part without its closing boundary, answers a concurrent stalled upload, and keeps no temp file', async () => {
    // Announces 1000 bytes, sends some, then stalls with the connection open.
    const stalled = rawExchange(uploadHead(['content-length: 1000']), [unclosedFilePart])
    const cut = await rawExchange(uploadHead([`content-length: ${unclosedFilePart.length}`]), [unclosedFilePart])
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

  it('answers the same body sent chunked with 400, not 500', async () => {
    const chunk = Buffer.concat([Buffer.from(`${unclosedFilePart.length.toString(16)}\r\n`), unclosedFilePart, Buffer.from('\r\n0\r\n\r\n')])
    const answer = await rawExchange(uploadHead(['transfer-encoding: chunked']), [chunk])
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
    await delay(500)
    const answeredBefore = outcomes.flat().length
    server.child.kill('SIGTERM')
    await Promise.all(loops)
    const exitCode = await server.exited

    const all = outcomes.flat()
    const errors = all.filter((outcome) => outcome.error)
    const refusals = all.filter((outcome) => outcome.status === 503)
    console.info(`SIGTERM: ${all.length} requests (${answeredBefore} before the signal), ${refusals.length} answered 503, errors ${JSON.stringify(errors)}`)
    expect(answeredBefore).toBeGreaterThan(clients)
    expect(errors).toEqual([])
    expect(refusals).toHaveLength(clients)
    for (const refusal of refusals) expect(refusal).toMatchObject({ resultCode: 'TND_ERR_SHUTTING_DOWN', connection: 'close' })
    expect(await Promise.all(idleClosed)).toEqual(['closed', 'closed', 'closed'])
    expect(exitCode).toBe(0)
    // The listener is gone: a new connection is refused, not reset.
    expect((await get(new Agent(), '/healthz')).error).toBe('ECONNREFUSED')
  }, 60_000)
})
