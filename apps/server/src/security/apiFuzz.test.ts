import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { INT32_MAX } from '@tandem/api-contract'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp } from '../test/index.js'
import { startServerProcess, type ServerProcess } from '../test/serverProcess.js'
import { checkAnswer, expectNoFindings, type AnswerFinding } from './answerChecks.js'
import { anonymous, isAllowed, seededCallers, type Caller } from './callers.js'
import { databaseFingerprint } from './databaseFingerprint.js'
import { describeSlot, integerSlots, requestWithInteger } from './integerSlots.js'
import { classicBodies, classicStrings, classicValues, objectFor, queryValue } from './malformedInputs.js'
import { apiRoutes, fillPath, type ApiRoute } from './openApiRoutes.js'
import { RAW_BOUNDARY, sendRawUpload, unclosedFilePart, type Framing } from './rawUploads.js'
import { routeAccess } from './routeAccess.js'
import { suiteBudget } from './suiteBudget.js'

const budget = suiteBudget()
// Thousands of requests: minutes on a busy 2-core machine, far more in the long run.
console.info(`API fuzzing: seed ${budget.seed}, ${budget.generated} generated requests per route and caller (other inputs: SECURITY_SEED=<n>; longer run: SECURITY_LONG=1)`)

/** Names the seed when a test fails, so the failure can be replayed. */
function reportSeedOnFailure() {
  onTestFailed(() => console.error(`API fuzzing failed with seed ${budget.seed}: replay with SECURITY_SEED=${budget.seed}`))
}

let app: App
let callers: Caller[]
beforeAll(async () => {
  // Limits high enough that the fuzzing reaches the handlers instead of the rate limiters.
  app = await buildTestApp({ config: { loginRatePerMinute: 100_000 } })
  callers = await seededCallers(app)
})
afterAll(() => app.close())

/** The malformed requests for one route: the classic lists in every slot, then generated ones. */
function requestsFor(route: ApiRoute, seed: number): InjectOptions[] {
  const url = (pathValue: (name: string) => string, query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString()
    return fillPath(route, pathValue) + (search ? `?${search}` : '')
  }
  const queryNames = Object.keys(route.query)
  const requests: InjectOptions[] = []
  for (const value of classicStrings) {
    const path = value === '' ? 'x' : value.slice(0, 2_000)
    requests.push({ method: route.method, url: url(() => path, Object.fromEntries(queryNames.map((name) => [name, value]))) })
  }
  if (route.body || route.multipart || route.method !== 'GET') {
    for (const { payload, contentType } of classicBodies) requests.push({ method: route.method, url: url(() => '1', {}), payload, headers: { 'content-type': contentType } })
    for (const value of classicValues) requests.push({ method: route.method, url: url(() => '1', {}), payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } })
  }
  const generated = fc.record({
    path: fc.dictionary(fc.constantFrom(...(route.pathParams.length > 0 ? route.pathParams : ['-'])), queryValue),
    query: fc.record(Object.fromEntries(queryNames.map((name) => [name, queryValue])), { requiredKeys: [] }),
    body: objectFor(route.body),
  })
  for (const sample of fc.sample(generated, { seed, numRuns: budget.generated })) {
    requests.push({
      method: route.method,
      url: url((name) => sample.path[name] || 'x', sample.query as Record<string, string>),
      ...(route.method === 'GET' ? {} : { payload: JSON.stringify(sample.body), headers: { 'content-type': 'application/json' } }),
    })
  }
  return requests
}

/** The callers each route is fuzzed as: one holding its right, one without it, and no session. */
function callersOf(route: ApiRoute): Caller[] {
  const access = routeAccess[route.key]
  if (access === undefined) throw new Error(`${route.key} is missing from the endpoint table`)
  const withRight = callers.find((caller) => access !== 'public' && isAllowed(access, caller))
  const withoutRight = callers.find((caller) => !isAllowed(access, caller))
  return [withRight, withoutRight, anonymous].filter((caller) => caller !== undefined)
}

/** After each batch: the app still answers its readiness probe. */
async function expectStillAnswering(after: string) {
  const ready = await app.inject({ method: 'GET', url: '/readyz' })
  expect(ready.statusCode, `readiness after ${after}`).toBe(200)
}

describe('API fuzzing', () => {
  it('answers every malformed request with an envelope, no 5xx, no internals, and no change when refused', async () => {
    reportSeedOnFailure()
    const routes = apiRoutes(app)
    const findings: (AnswerFinding & { request: string })[] = []
    const byStatus = new Map<number, number>()
    let total = 0
    let expected = 0
    // The data as the last refused batch left it, which is how the next batch finds it (only the
    // readiness probe, which writes nothing, runs between them); unknown after a batch that had a request allowed.
    let fingerprint: string | undefined
    for (const [index, route] of routes.entries()) {
      for (const caller of callersOf(route)) {
        const requests = requestsFor(route, budget.seed + index)
        expected += requests.length
        const before = fingerprint ?? (await databaseFingerprint(app.db))
        let changedAllowed = false
        for (const request of requests) {
          const response = await app.inject({ ...request, headers: { ...request.headers, ...(caller.cookie ? { cookie: caller.cookie } : {}) } })
          total++
          byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1)
          if (response.statusCode < 400) changedAllowed = true
          const described = `${caller.name} ${request.method} ${String(request.url).slice(0, 120)}`
          for (const finding of checkAnswer(String(request.url), response)) findings.push({ ...finding, request: described })
        }
        fingerprint = changedAllowed ? undefined : await databaseFingerprint(app.db)
        if (fingerprint !== undefined && fingerprint !== before) {
          findings.push({ what: 'refused requests changed data', status: 0, detail: '', request: `${caller.name} ${route.key}` })
        }
        await expectStillAnswering(`${route.key} as ${caller.name}`)
      }
    }
    console.info(`API fuzzing: ${total} requests; answers by status ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}; ${findings.length} findings`)
    // Every route of the document, as two or three callers, with every request built for it.
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(routeAccess).length)
    expect(total).toBe(expected)
    expect(total).toBeGreaterThan(routes.length * 2 * (classicStrings.length + budget.generated))
    expectNoFindings(findings)
  }, 900_000)

  it('refuses an integer past the integer column in every slot with 400 naming it, and takes the largest that fits without a 5xx', async () => {
    reportSeedOnFailure()
    const slots = apiRoutes(app).flatMap(integerSlots)
    const wrong: string[] = []
    for (const slot of slots) {
      const [caller] = callersOf(slot.route)
      const send = (value: number) => {
        const request = requestWithInteger(slot, value)
        return app.inject({ ...request, headers: { ...request.headers, ...(caller.cookie ? { cookie: caller.cookie } : {}) } })
      }
      const past = await send(INT32_MAX + 1)
      const msg = past.headers['content-type']?.toString().includes('json') ? String((past.json() as { msg?: unknown }).msg) : ''
      if (past.statusCode !== 400 || !msg.includes(`参数 ${slot.name}`)) wrong.push(`${describeSlot(slot)} = ${INT32_MAX + 1}: ${past.statusCode} ${msg}`)
      const largest = await send(INT32_MAX)
      if (largest.statusCode >= 500) wrong.push(`${describeSlot(slot)} = ${INT32_MAX}: ${largest.statusCode} ${largest.body.slice(0, 200)}`)
    }
    await expectStillAnswering('the integer bounds')
    console.info(`API fuzzing: ${slots.length} integer slots bounded`)
    const named = slots.map(describeSlot)
    // The slots that once reached the database with 2147483648 are among those checked.
    for (const slot of [
      'PUT /contracttandem/api/Form/Forms/{id} body revision',
      'GET /contracttandem/api/Form/Forms/{id}/Versions/{version} path version',
      'GET /contracttandem/api/Form/Forms/{id}/Compare query from',
      'GET /contracttandem/api/Form/Forms/{id}/Compare query to',
    ]) {
      expect(named).toContain(slot)
    }
    expect(slots.length).toBeGreaterThanOrEqual(20)
    expect(wrong).toEqual([])
  }, 300_000)
})

// ===== Hostile uploads against the server in its own process =====

const IDLE_SECONDS = 1

/** A multipart upload cut anywhere, maybe without its closing boundary, framed every way. */
const hostileUpload = fc.record({
  content: fc.uint8Array({ maxLength: 3_000 }),
  closed: fc.boolean(),
  keep: fc.double({ min: 0, max: 1, noNaN: true }),
  framing: fc.constantFrom<Framing>('length', 'chunked', 'stalled'),
})

function hostileBody({ content, closed, keep }: { content: Uint8Array; closed: boolean; keep: number }): Buffer {
  const whole = Buffer.concat([
    Buffer.from(`--${RAW_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="f.txt"\r\nContent-Type: text/plain\r\n\r\n`),
    content,
    Buffer.from(closed ? `\r\n--${RAW_BOUNDARY}--\r\n` : ''),
  ])
  return whole.subarray(0, Math.max(1, Math.round(whole.length * keep)))
}

describe('hostile uploads against the server process', () => {
  let server: ServerProcess
  beforeAll(async () => {
    server = await startServerProcess({ UPLOAD_IDLE_SECONDS: String(IDLE_SECONDS), UPLOAD_RATE_PER_MINUTE: '10000' })
  }, 180_000)
  afterAll(() => server?.dispose())

  async function expectProcessAnswering(after: string) {
    expect(server.child.exitCode, `process after ${after}: ${server.output().slice(-2000)}`).toBeNull()
    expect((await fetch(`${server.baseUrl}/readyz`)).status, `readiness after ${after}`).toBe(200)
  }

  it('answers every one below 500, keeps running past every idle timer and leaves no temp file', async () => {
    reportSeedOnFailure()
    // The body that once stopped the process, and the same sent chunked, come first.
    const fixed = [
      { body: unclosedFilePart, framing: 'length' as const },
      { body: unclosedFilePart, framing: 'chunked' as const },
    ]
    const generated = fc.sample(hostileUpload, { seed: budget.seed, numRuns: budget.long ? 300 : 24 }).map((sample) => ({ body: hostileBody(sample), framing: sample.framing }))
    const uploads = [...fixed, ...generated]
    const wrong: string[] = []
    let answered = 0
    const batchSize = 6
    for (let start = 0; start < uploads.length; start += batchSize) {
      const batch = uploads.slice(start, start + batchSize)
      const answers = await Promise.all(batch.map(({ body, framing }) => sendRawUpload(server.baseUrl, server.cookie, body, framing)))
      for (const [index, answer] of answers.entries()) {
        answered++
        if (answer.status === 0 || answer.status >= 500) wrong.push(`upload ${start + index} (${batch[index].framing}, ${batch[index].body.length} bytes): ${answer.status} ${answer.body.slice(0, 200)}`)
      }
      // Past the idle limit of every upload of the batch, the process still runs and answers.
      await delay(IDLE_SECONDS * 2_000)
      await expectProcessAnswering(`uploads ${start}–${start + batch.length - 1}`)
    }
    expect(answered).toBe(uploads.length)
    expect(wrong).toEqual([])
    expect(await readdir(path.join(server.dataDir, 'tmp', 'uploads')).catch(() => [])).toEqual([])
  }, 600_000)
})
