import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp } from '../test/index.js'
import { checkAnswer, expectNoFindings, type AnswerFinding } from './answerChecks.js'
import { anonymous, isAllowed, seededCallers, type Caller } from './callers.js'
import { databaseFingerprint } from './databaseFingerprint.js'
import { classicBodies, classicStrings, classicValues, objectFor, queryValue } from './malformedInputs.js'
import { apiRoutes, fillPath, type ApiRoute } from './openApiRoutes.js'
import { routeAccess } from './routeAccess.js'
import { suiteBudget } from './suiteBudget.js'

const budget = suiteBudget()
// Thousands of requests: minutes on a busy 2-core machine, far more in the long run.
console.info(`API fuzzing: seed ${budget.seed}, ${budget.generated} generated requests per route and caller (replay with SECURITY_SEED=${budget.seed}; longer run: SECURITY_LONG=1)`)

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

describe('API fuzzing', () => {
  it('answers every malformed request with an envelope, no 5xx, no internals, and no change when refused', async () => {
    const routes = apiRoutes(app)
    const findings: (AnswerFinding & { request: string })[] = []
    const byStatus = new Map<number, number>()
    let total = 0
    for (const [index, route] of routes.entries()) {
      const access = routeAccess[route.key]
      if (access === undefined) continue // the access matrix names routes missing from the table
      const withRight = callers.find((caller) => access !== 'public' && isAllowed(access, caller))
      const withoutRight = callers.find((caller) => !isAllowed(access, caller))
      for (const caller of [withRight, withoutRight, anonymous]) {
        if (!caller) continue
        const requests = requestsFor(route, budget.seed + index)
        const before = await databaseFingerprint(app.db)
        let changedAllowed = false
        for (const request of requests) {
          const response = await app.inject({ ...request, headers: { ...request.headers, ...(caller.cookie ? { cookie: caller.cookie } : {}) } })
          total++
          byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1)
          if (response.statusCode < 400) changedAllowed = true
          const described = `${caller.name} ${request.method} ${String(request.url).slice(0, 120)}`
          for (const finding of checkAnswer(String(request.url), response)) findings.push({ ...finding, request: described })
        }
        if (!changedAllowed) {
          const after = await databaseFingerprint(app.db)
          if (after !== before) findings.push({ what: 'refused requests changed data', status: 0, detail: '', request: `${caller.name} ${route.key}` })
        }
      }
    }
    console.info(`API fuzzing: ${total} requests; answers by status ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}; ${findings.length} findings`)
    expect(total).toBeGreaterThan(routes.length * 20)
    expectNoFindings(findings)
  }, 900_000)
})
