import { inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { App } from '../app.js'
import { contractAttachments, contracts } from '../db/schema/index.js'
import { buildTestApp } from '../test/index.js'
import { anonymous, isAllowed, seededCallers, type Caller } from './callers.js'
import { expectedRights } from './expectedVisibility.js'
import { apiRoutes, fillPath, type ApiRoute } from './openApiRoutes.js'
import { routeAccess } from './routeAccess.js'
import { suiteBudget } from './suiteBudget.js'

const API = '/contracttandem/api'
const budget = suiteBudget()
const sampleSize = budget.long ? 400 : 40
console.info(`Access matrix: seed ${budget.seed}, ${sampleSize} sampled records per account (other samples: SECURITY_SEED=<n>; longer run: SECURITY_LONG=1)`)

let app: App
let callers: Caller[]
beforeAll(async () => {
  app = await buildTestApp({ config: { loginRatePerMinute: 100_000 } })
  callers = await seededCallers(app)
})
afterAll(() => app.close())

const send = (caller: Caller, method: ApiRoute['method'], url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { ...(caller.cookie ? { cookie: caller.cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  })

// Hundreds of requests per test: minutes on a busy 2-core machine, more in the long run.
vi.setConfig({ testTimeout: 900_000 })
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => console.error(`Access matrix failed with seed ${budget.seed}: replay with SECURITY_SEED=${budget.seed}`))
})

describe('access-control matrix', () => {
  it('knows every route of the OpenAPI document, and only those', () => {
    const keys = apiRoutes(app).map((route) => route.key)
    expect(keys.filter((key) => !(key in routeAccess)), 'routes missing from the endpoint table').toEqual([])
    expect(Object.keys(routeAccess).filter((key) => !keys.includes(key)), 'endpoint table rows without a route').toEqual([])
  })

  it('answers every route x every seeded account x no session as the table says', async () => {
    // Signing out ends the caller's session, so those probes come last.
    const routes = apiRoutes(app).sort((a, b) => Number(a.key.endsWith('/Logout')) - Number(b.key.endsWith('/Logout')))
    const mismatches: string[] = []
    let probes = 0
    for (const route of routes) {
      const access = routeAccess[route.key]
      for (const caller of [...callers, anonymous]) {
        const response = await send(caller, route.method, fillPath(route, () => '1'), route.method === 'GET' ? undefined : {})
        probes++
        const resultCode = response.headers['content-type']?.toString().includes('json') ? (response.json() as { resultCode?: string }).resultCode : undefined
        const outcome = resultCode === 'TND_ERR_SESSION_EXPIRED' ? 'no session' : resultCode === 'TND_ERR_FORBIDDEN' ? 'forbidden' : 'passed'
        const expected = isAllowed(access, caller) ? 'passed' : caller.cookie === undefined ? 'no session' : 'forbidden'
        if (outcome !== expected) mismatches.push(`${route.key} as ${caller.name}: ${outcome} (${response.statusCode}), expected ${expected}`)
      }
    }
    console.info(`Access matrix: ${probes} probes (${routes.length} routes x ${callers.length + 1} callers), ${mismatches.length} mismatches`)
    // Not a pass by checking nothing: every route of the table, as every seeded account and nobody.
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(routeAccess).length)
    expect(callers.length).toBeGreaterThanOrEqual(4)
    expect(probes).toBe(routes.length * (callers.length + 1))
    expect(mismatches).toEqual([])
  })
})

describe('IDOR', () => {
  // The matrix signed every caller out (its last probes): fresh sessions.
  beforeAll(async () => {
    callers = await seededCallers(app)
  })

  async function sampleContracts(seed: number): Promise<{ id: number; bizType: number }[]> {
    const all = await app.db.select({ id: contracts.id, bizType: contracts.bizType }).from(contracts).orderBy(contracts.id)
    return fc.sample(fc.constantFrom(...all), { seed, numRuns: sampleSize })
  }

  it('by id: records, attachments and their file URLs answer only those who may see them, and alike for unknown ids', async () => {
    const unknownAnswer = (caller: Caller) => send(caller, 'GET', `${API}/ContractSealed/GetBizInfoByBizId/2147483647/1`)
    const mismatches: string[] = []
    const readers = callers.filter((c) => c.menuCodes.has('htc'))
    let records = 0
    let attachmentChecks = 0
    for (const caller of readers) {
      const rights = await expectedRights(app, caller.name)
      const unknown = await unknownAnswer(caller)
      const sample = await sampleContracts(budget.seed)
      const attachments = await app.db
        .select({ id: contractAttachments.id, contractId: contractAttachments.contractId, fileId: contractAttachments.fileId })
        .from(contractAttachments)
        .where(inArray(contractAttachments.contractId, sample.map((row) => row.id)))
      for (const { id, bizType } of sample) {
        records++
        const detail = await send(caller, 'GET', `${API}/ContractSealed/GetBizInfoByBizId/${id}/${bizType}`)
        const seen = detail.statusCode === 200
        if (seen !== rights.visible.has(id)) mismatches.push(`${caller.name} record ${id}: ${detail.statusCode}`)
        if (!seen && detail.body !== unknown.body) mismatches.push(`${caller.name} record ${id}: refusal differs from an unknown id's`)
      }
      for (const attachment of attachments) {
        attachmentChecks++
        const may = rights.downloadable.has(attachment.contractId)
        const byAttachment = await send(caller, 'GET', `${API}/ContractSealed/DownloadAttachment/${attachment.id}`)
        if ((byAttachment.statusCode === 200) !== may) mismatches.push(`${caller.name} attachment ${attachment.id}: ${byAttachment.statusCode}`)
        // a view is enough to preview; a kind the viewer cannot show answers 415 to those who may see it
        const preview = await send(caller, 'GET', `${API}/ContractSealed/PreviewAttachment/${attachment.id}`)
        const previewed = preview.statusCode === 200 || preview.statusCode === 415
        if (previewed !== rights.visible.has(attachment.contractId)) mismatches.push(`${caller.name} preview ${attachment.id}: ${preview.statusCode}`)
        const byFile = await send(caller, 'GET', `${API}/File/Download/${attachment.fileId}`)
        if ((byFile.statusCode === 200) !== may) mismatches.push(`${caller.name} file ${attachment.fileId}: ${byFile.statusCode}`)
      }
    }
    expect(readers.length).toBeGreaterThanOrEqual(2)
    expect(records).toBe(readers.length * sampleSize)
    expect(attachmentChecks).toBeGreaterThanOrEqual(readers.length)
    expect(mismatches).toEqual([])
  })

  it('by seal history id: only records the sealer may see', async () => {
    const mismatches: string[] = []
    const sealers = callers.filter((c) => c.menuCodes.has('htfc'))
    let histories = 0
    for (const caller of sealers) {
      const rights = await expectedRights(app, caller.name)
      for (const { id } of await sampleContracts(budget.seed + 1)) {
        histories++
        const history = await send(caller, 'GET', `${API}/ContractSealed/GetSealHistory/${id}`)
        if ((history.statusCode === 200) !== rights.visible.has(id)) mismatches.push(`${caller.name} history ${id}: ${history.statusCode}`)
      }
    }
    expect(sealers.length).toBeGreaterThanOrEqual(1)
    expect(histories).toBe(sealers.length * sampleSize)
    expect(mismatches).toEqual([])
  })

  it('by list filters and cursors: a list never shows a record its reader may not see', async () => {
    const departments = (await app.db.execute(sql`select id from departments order by id`)) as unknown as { rows: { id: number }[] }
    const admin = callers.find((caller) => caller.name === 'admin')!
    const adminPage = (await send(admin, 'GET', `${API}/ContractSealed/GetContractList?pageSize=5`)).json() as { data: { nextCursor: string | null } }
    const mismatches: string[] = []
    const readers = callers.filter((c) => c.menuCodes.has('htc'))
    let lists = 0
    for (const caller of readers) {
      const rights = await expectedRights(app, caller.name)
      const queries = [
        ...departments.rows.map(({ id }) => `departmentId=${id}&pageSize=100`),
        `pageSize=100&cursor=${encodeURIComponent(adminPage.data.nextCursor ?? '')}`,
        'pageSize=100&pageIndex=3',
        'pageSize=100&sealed=true',
      ]
      for (const query of queries) {
        const response = await send(caller, 'GET', `${API}/ContractSealed/GetContractList?${query}`)
        // A list that does not answer is a mismatch, not a case to skip.
        if (response.statusCode !== 200) {
          mismatches.push(`${caller.name} ${query}: ${response.statusCode}`)
          continue
        }
        lists++
        const hidden = (response.json() as { data: { list: { id: number }[] } }).data.list.filter((row) => !rights.visible.has(row.id))
        if (hidden.length > 0) mismatches.push(`${caller.name} ${query}: ${hidden.length} rows not visible`)
      }
    }
    expect(mismatches).toEqual([])
    expect(readers.length).toBeGreaterThanOrEqual(2)
    expect(lists).toBe(readers.length * (departments.rows.length + 3))
  })
})
