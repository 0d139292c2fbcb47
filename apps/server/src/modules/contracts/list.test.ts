import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contracts, departments, users } from '../../db/schema/index.js'
import { visibleTo } from './viewer.js'
import { buildTestApp, signIn } from '../../test/index.js'

const LIST = '/contracttandem/api/ContractSealed/GetContractList'

interface Row {
  id: number
  bizType: number
  contractType: string | null
  contractNo: string
  contractName: string
  counterparty: string
  departmentId: number
  department: string
  amount: number
  signDate: string
  status: string
  sealed: boolean
  sealStateName: string
  updatedAt: string
}
interface Page {
  list: Row[]
  total: number
  totalExact: boolean
  nextCursor: string | null
}

describe('GetContractList', () => {
  let app: App
  let admin: string
  let zhangsan: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signIn(app, 'admin')
    zhangsan = await signIn(app, 'zhangsan')
  })
  afterAll(() => app.close())

  async function list(cookie: string, query: Record<string, string | number | boolean> = {}) {
    const response = await app.inject({ url: LIST, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers: { cookie } })
    return { status: response.statusCode, body: response.json() as { success: boolean; msg: string; data: Page } }
  }

  it('pages every record for admin with an exact total', async () => {
    const n = await app.db.$count(contracts)
    const { status, body } = await list(admin, { pageIndex: 2, pageSize: 50 })
    expect(status).toBe(200)
    expect(body.data.total).toBe(n)
    expect(body.data.totalExact).toBe(true)
    expect(body.data.list).toHaveLength(50)
    const first = await list(admin, { pageIndex: 1, pageSize: 50 })
    const ids = new Set(first.body.data.list.map((r) => r.id))
    expect(body.data.list.some((r) => ids.has(r.id))).toBe(false)
    expect(new Set(body.data.list.map((r) => r.bizType)).size).toBeGreaterThan(1)
  })

  it('answers the documented row fields with labels', async () => {
    const { body } = await list(admin, { bizType: 1, pageSize: 1 })
    const [row] = body.data.list
    expect(row).toMatchObject({ bizType: 1, bizTypeName: '合同', currency: 'CNY' })
    expect(row.contractType).not.toBeNull()
    expect(row.signDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(typeof row.amount).toBe('number')
    expect(row.sealStateName).toBe(row.sealed ? '已封存' : '未封存')
  })

  it('shows a non-admin only visible records', async () => {
    const [own] = await app.db.select({ id: departments.id }).from(departments).where(eq(departments.name, '采购部'))
    const { body } = await list(zhangsan, { pageSize: 100 })
    expect(body.data.total).toBeGreaterThanOrEqual(await app.db.$count(contracts, eq(contracts.departmentId, own.id)))
    expect(body.data.total).toBeLessThan(await app.db.$count(contracts))
  })

  it('answers each viewer of the same query their own rows and count', async () => {
    const query = { sortField: 'amount', sortOrder: 'asc', pageSize: 100 }
    for (const account of ['zhangsan', 'lisi', 'wangwu', 'zhangsan']) {
      const [user] = await app.db.select().from(users).where(eq(users.account, account))
      const visible = visibleTo(app.db, { ...user, isAdmin: false })
      const expected = await app.db.select({ id: contracts.id }).from(contracts).where(visible).orderBy(asc(contracts.amount), asc(contracts.id)).limit(100)
      const { body } = await list(await signIn(app, account), query)
      expect(body.data.total).toBe(await app.db.$count(contracts, visible))
      expect(body.data.list.map((r) => r.id)).toEqual(expected.map((r) => r.id))
    }
  })

  it('sorts by amount, sign date and last update in both directions', async () => {
    for (const sortField of ['amount', 'signDate', 'updatedAt'] as const) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const { body } = await list(admin, { sortField, sortOrder, pageSize: 100 })
        const keys = body.data.list.map((r) => (sortField === 'amount' ? r.amount : r[sortField]))
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        expect(keys).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse())
      }
    }
  })

  it('finds a Chinese substring in name or counterparty', async () => {
    const { body } = await list(admin, { keyword: '租赁', pageSize: 100 })
    expect(body.data.total).toBeGreaterThan(0)
    for (const row of body.data.list) expect(`${row.contractNo}${row.contractName}${row.counterparty}`).toContain('租赁')
    const counterparty = await list(admin, { keyword: '华信', pageSize: 100 })
    expect(counterparty.body.data.total).toBeGreaterThan(0)
    for (const row of counterparty.body.data.list) expect(row.counterparty).toContain('华信')
  })

  it('finds a contract by part of its number and takes wildcards literally', async () => {
    const { body } = await list(admin, { keyword: '0000042' })
    expect(body.data.list.map((r) => r.contractNo).every((no) => no.includes('0000042'))).toBe(true)
    expect(body.data.total).toBeGreaterThan(0)
    expect((await list(admin, { keyword: '%' })).body.data.total).toBe(0)
  })

  it('applies every filter together', async () => {
    const query = { bizType: 1, contractType: 'service', status: 'completed', signDateFrom: '2021-01-01', signDateTo: '2023-12-31', amountMin: 10000, amountMax: 2000000, sealed: false, pageSize: 100 }
    const { body } = await list(admin, query)
    expect(body.data.total).toBeGreaterThan(0)
    for (const row of body.data.list) {
      expect(row).toMatchObject({ bizType: 1, contractType: 'service', status: 'completed', sealed: false })
      expect(row.signDate >= '2021-01-01' && row.signDate <= '2023-12-31').toBe(true)
      expect(row.amount).toBeGreaterThanOrEqual(10000)
      expect(row.amount).toBeLessThanOrEqual(2000000)
    }
    const department = body.data.list[0].departmentId
    const byDepartment = await list(admin, { departmentId: department, pageSize: 100 })
    expect(byDepartment.body.data.list.every((r) => r.departmentId === department)).toBe(true)
    const sealed = await list(admin, { sealed: true, pageSize: 100 })
    expect(sealed.body.data.list.every((r) => r.sealed)).toBe(true)
  })

  it('walks pages with the cursor in the same order as offset paging', async () => {
    const query = { sortField: 'signDate', sortOrder: 'asc', pageSize: 30 }
    const offsetPages = [1, 2, 3].map((pageIndex) => list(admin, { ...query, pageIndex }))
    const expected = (await Promise.all(offsetPages)).flatMap((p) => p.body.data.list.map((r) => r.id))
    const walked: number[] = []
    let cursor: string | null = null
    for (let i = 0; i < 3; i++) {
      const { body }: { body: { data: Page } } = await list(admin, cursor ? { ...query, cursor } : query)
      walked.push(...body.data.list.map((r) => r.id))
      cursor = body.data.nextCursor
    }
    expect(walked).toEqual(expected)
  })

  it('gives no cursor on the last page', async () => {
    const { body } = await list(admin, { keyword: 'HT-2019-000000', pageSize: 100 })
    expect(body.data.list.length).toBe(body.data.total)
    expect(body.data.nextCursor).toBeNull()
  })

  it.each([
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageIndex: 0 }, 'pageIndex'],
    [{ bizType: 5 }, 'bizType'],
    [{ status: 'lost' }, 'status'],
    [{ sortField: 'name' }, 'sortField'],
    [{ signDateFrom: '2024-13-01' }, 'signDateFrom'],
    [{ amountMin: -1 }, 'amountMin'],
  ])('refuses %o naming the parameter', async (query, field) => {
    const { status, body } = await list(admin, query)
    expect(status).toBe(400)
    expect(body.msg).toContain(field)
  })

  it.each([
    [{ signDateFrom: '2024-02-01', signDateTo: '2024-01-01' }, '签订日期起始不能晚于结束日期'],
    [{ amountMin: 10, amountMax: 5 }, '金额下限不能大于上限'],
    [{ cursor: 'not-a-cursor' }, 'cursor 不合法'],
    [{ cursor: Buffer.from(JSON.stringify(['signDate', 'desc', '2024-13-45', 1])).toString('base64url'), sortField: 'signDate' }, 'cursor 不合法'],
  ])('refuses %o with a clear message', async (query, msg) => {
    const { status, body } = await list(admin, query)
    expect(status).toBe(400)
    expect(body.msg).toBe(msg)
  })

  it('refuses a cursor made for another sort order', async () => {
    const { body } = await list(admin, { sortField: 'amount', pageSize: 5 })
    const { status } = await list(admin, { sortField: 'signDate', cursor: body.data.nextCursor! })
    expect(status).toBe(400)
  })

  it('needs a session', async () => {
    const response = await app.inject({ url: LIST })
    expect(response.statusCode).toBe(401)
  })
})

describe('GetContractList on a table larger than the exact-count limit', () => {
  let app: App
  let admin: string

  async function addContracts(batch: string, n: number) {
    const [{ id: departmentId }] = await app.db.select({ id: departments.id }).from(departments).limit(1)
    await app.db.execute(sql`
      insert into contracts (biz_type, contract_no, contract_name, counterparty, department_id, sign_date, status)
      select 1, 'BULK-' || ${batch}::text || '-' || g, '批量合同' || g, '批量单位', ${departmentId}::int, date '2024-01-01', 'executing'
      from generate_series(1, ${n}::int) g`)
    await app.db.execute(sql`analyze contracts`)
  }

  async function list(query: Record<string, string> = {}) {
    const response = await app.inject({ url: LIST, query, headers: { cookie: admin } })
    expect(response.statusCode).toBe(200)
    return (response.json() as { data: Page }).data
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signIn(app, 'admin')
    await addContracts('a', 12_000)
  })
  afterAll(() => app.close())

  it('answers the planner estimate for a broad query and reuses it for a few seconds', async () => {
    const rows = await app.db.$count(contracts)
    const first = await list()
    expect(first.totalExact).toBe(false)
    expect(first.total).toBeGreaterThan(rows * 0.8)
    expect(first.total).toBeLessThan(rows * 1.2)
    await addContracts('b', 12_000)
    expect((await list()).total).toBe(first.total)
    expect((await list({ status: 'executing' })).total).toBeGreaterThan(first.total * 0.8)
  })

  it('still counts a narrow query exactly', async () => {
    const narrow = await list({ keyword: 'BULK-a-123' })
    expect(narrow).toMatchObject({ total: 11, totalExact: true })
    expect(narrow.list.map((r) => r.contractNo).sort()).toContain('BULK-a-1234')
  })
})
