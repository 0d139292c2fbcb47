import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contracts, type ContractStatus } from '../../db/schema/index.js'
import { buildTestApp, signIn } from '../../test/index.js'

const API = '/contracttandem/api/ContractSealed'

let app: App
let admin: string
const ids: Record<string, number> = {}

/** `days` from today as YYYY-MM-DD, in the database's calendar. */
async function dayFromToday(days: number): Promise<string> {
  const result = await app.db.execute<{ day: string }>(`select (current_date + ${days})::text as day`)
  const rows = Array.isArray(result) ? result : (result as unknown as { rows: Array<{ day: string }> }).rows
  return rows[0].day
}

beforeAll(async () => {
  app = await buildTestApp()
  admin = await signIn(app, 'admin')
  const picked = await app.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.sealed, false), eq(contracts.bizType, 1)))
    .orderBy(contracts.id)
    .limit(5)
  const cases: Array<[string, number, ContractStatus]> = [
    ['soon', 10, 'executing'],
    ['today', 0, 'executing'],
    ['expired', -5, 'executing'],
    ['finished', -5, 'completed'],
    ['later', 45, 'executing'],
  ]
  for (const [index, [name, days, status]] of cases.entries()) {
    ids[name] = picked[index].id
    await app.db.update(contracts).set({ endDate: await dayFromToday(days), status }).where(eq(contracts.id, picked[index].id))
  }
})
afterAll(() => app.close())

const list = async (query: Record<string, string>) =>
  (await app.inject({ url: `${API}/GetContractList`, query: { pageSize: '100', ...query }, headers: { cookie: admin } })).json()

describe('到期 reminders', () => {
  it('tags each row with its end date and expiry state', async () => {
    const rows = await Promise.all(
      Object.values(ids).map(async (id) => {
        const [row] = await app.db.select({ contractNo: contracts.contractNo }).from(contracts).where(eq(contracts.id, id))
        return (await list({ keyword: row.contractNo })).data.list[0] as { id: number; endDate: string; expiry: string | null; expiryName: string }
      }),
    )
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(ids.soon)).toMatchObject({ expiry: 'soon', expiryName: '即将到期', endDate: await dayFromToday(10) })
    expect(byId.get(ids.today)).toMatchObject({ expiry: 'soon', expiryName: '即将到期' })
    expect(byId.get(ids.expired)).toMatchObject({ expiry: 'expired', expiryName: '已到期' })
    expect(byId.get(ids.finished)).toMatchObject({ expiry: null, expiryName: '' })
    expect(byId.get(ids.later)).toMatchObject({ expiry: null, expiryName: '' })
  })

  it.each([
    ['soon', ['soon', 'today'], ['expired', 'finished', 'later']],
    ['expired', ['expired'], ['soon', 'today', 'finished', 'later']],
  ])('filters %s: only records still in force in that state, with an exact count', async (expiry, inside, outside) => {
    const rows: Array<{ id: number; expiry: string }> = []
    for (let pageIndex = 1; ; pageIndex++) {
      const { data } = await list({ expiry, pageIndex: String(pageIndex) })
      rows.push(...data.list)
      if (!data.nextCursor) {
        expect(rows.length).toBe(data.total)
        break
      }
    }
    const found = new Set(rows.map((row) => row.id))
    for (const name of inside) expect(found.has(ids[name])).toBe(true)
    for (const name of outside) expect(found.has(ids[name])).toBe(false)
    expect(new Set(rows.map((row) => row.expiry))).toEqual(new Set([expiry]))
  })

  it('refuses an unknown expiry naming the parameter', async () => {
    const response = await app.inject({ url: `${API}/GetContractList`, query: { expiry: 'tomorrow' }, headers: { cookie: admin } })
    expect(response.statusCode).toBe(400)
    expect(response.json().msg).toContain('expiry')
  })
})
