import { sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { App } from '../../app.js'
import { LocalFileStorage } from '../../storage/index.js'
import { buildTestApp } from '../../test/index.js'
import { generateRecord, insertRecords, recordRefs, seed } from './index.js'

let app: App
const storage = new LocalFileStorage(inject('templateFilesDir'))
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await app.db.execute(query)
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

const tables = [
  'departments', 'users', 'roles', 'user_roles', 'menus', 'role_menus', 'contracts',
  'contract_attachments', 'files', 'contract_history', 'seal_audits', 'access_applications',
  'access_application_contracts', 'access_application_grantees',
]

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [row] = await rows<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))
      return [table, row.n] as const
    }),
  )
  return Object.fromEntries(entries)
}

describe('seed', () => {
  it('holds the accounts with their departments and roles', async () => {
    const accounts = await rows<{ account: string; name: string; department: string; role: string }>(sql`
      select u.account, u.name, d.name as department, r.code as role
      from users u join departments d on d.id = u.department_id
      join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id order by u.id`)
    expect(accounts).toEqual([
      { account: 'admin', name: '系统管理员', department: '法务部', role: 'admin' },
      { account: 'zhangsan', name: '张三', department: '采购部', role: 'staff' },
      { account: 'lisi', name: '李四', department: '财务部', role: 'sealer' },
      { account: 'wangwu', name: '王五', department: '市场部', role: 'authorizer' },
    ])
  })

  it('holds a realistic record set spread over departments', async () => {
    const perType = await rows<{ biz_type: number; n: number }>(
      sql`select biz_type, count(*)::int as n from contracts group by biz_type order by biz_type`,
    )
    expect(perType.map((r) => r.biz_type)).toEqual([1, 2, 3, 4])
    expect(perType[0].n).toBeGreaterThanOrEqual(2000)
    for (const row of perType.slice(1)) expect(row.n).toBeGreaterThanOrEqual(200)

    const perDepartment = await rows<{ name: string; n: number }>(
      sql`select d.name, count(c.id)::int as n from departments d join contracts c on c.department_id = d.id group by d.name`,
    )
    const total = perType.reduce((sum, r) => sum + r.n, 0)
    expect(perDepartment.length).toBeGreaterThanOrEqual(5)
    for (const row of perDepartment) expect(row.n).toBeLessThan(total)
    for (const name of ['采购部', '财务部', '市场部']) {
      expect(perDepartment.find((r) => r.name === name)?.n).toBeGreaterThan(0)
    }

    const [sample] = await rows<{ contract_name: string; counterparty: string; amount: string; sealed: number; statuses: number }>(sql`
      select min(contract_name) as contract_name, min(counterparty) as counterparty, max(amount)::text as amount,
             count(*) filter (where sealed)::int as sealed, count(distinct status)::int as statuses
      from contracts where biz_type = 1`)
    expect(sample.contract_name).toMatch(/[\u4e00-\u9fa5]/)
    expect(sample.counterparty).toMatch(/公司|局|厅|委员会|办公室/)
    expect(Number(sample.amount)).toBeGreaterThan(10_000)
    expect(sample.sealed).toBeGreaterThan(0)
    expect(sample.statuses).toBe(5)
  })

  it('seals records only after they were signed and never in the future', async () => {
    const [row] = await rows<{ sealed: number; wrong: number }>(sql`
      select count(*)::int as sealed,
             count(*) filter (where sealed_at > now() or sealed_at::date < sign_date)::int as wrong
      from contracts where sealed`)
    expect(row.sealed).toBeGreaterThan(0)
    expect(row.wrong).toBe(0)
  })

  it('dates the history relative to the seed day, never in the future, updated no earlier than sealed or given an attachment', async () => {
    const [row] = await rows<{ n: number; future: number; signed_late: number; updated_early: number; oldest: string }>(sql`
      select count(*)::int as n,
             count(*) filter (where updated_at > now() or created_at > now() or sealed_at > now() or sign_date > current_date)::int as future,
             count(*) filter (where sign_date > current_date - 30)::int as signed_late,
             count(*) filter (where updated_at < sealed_at or updated_at < created_at
               or updated_at < (select max(a.created_at) from contract_attachments a where a.contract_id = contracts.id))::int as updated_early,
             min(sign_date)::text as oldest
      from contracts`)
    expect(row.n).toBeGreaterThan(2000)
    expect(row.future).toBe(0)
    expect(row.signed_late).toBe(0)
    expect(row.updated_early).toBe(0)
    expect(Date.now() - Date.parse(row.oldest)).toBeLessThan(7 * 366 * 86_400_000)
    const [ahead] = await rows<{ n: number }>(sql`select count(*)::int as n from contracts where end_date > current_date`)
    expect(ahead.n).toBeGreaterThan(0)
  })

  it('tells each record\'s story in 流转记录: created, then changed, then sealed, and 更新时间 is its last event', async () => {
    // Each subquery reads contract_history by its (contract_id, created_at) index; a CTE named in
    // several of them would be materialized and scanned whole for every contract.
    const [row] = await rows<{ n: number; changed: number; sealed: number; no_creation: number; before_creation: number; sealed_before_change: number; updated_not_last: number; midnight: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where exists (select 1 from contract_history e where e.contract_id = c.id and e.action = 'updated'))::int as changed,
             count(*) filter (where c.sealed)::int as sealed,
             count(*) filter (where (select count(*) from contract_history e where e.contract_id = c.id and e.action = 'created' and e.created_at = c.created_at) <> 1)::int as no_creation,
             count(*) filter (where exists (select 1 from contract_history e where e.contract_id = c.id and e.created_at < c.created_at))::int as before_creation,
             count(*) filter (where exists (select 1 from contract_history s join contract_history u on u.contract_id = s.contract_id
               where s.contract_id = c.id and s.action = 'sealed' and u.action = 'updated' and u.created_at >= s.created_at))::int as sealed_before_change,
             count(*) filter (where c.updated_at <> (select max(e.created_at) from contract_history e where e.contract_id = c.id))::int as updated_not_last,
             count(*) filter (where c.updated_at::time = '00:00' or c.created_at::time = '00:00')::int as midnight
      from contracts c`)
    expect(row.n).toBeGreaterThan(2000)
    expect(row.changed).toBeGreaterThan(row.n / 4)
    expect(row.sealed).toBeGreaterThan(0)
    expect(row.no_creation).toBe(0)
    expect(row.before_creation).toBe(0)
    expect(row.sealed_before_change).toBe(0)
    expect(row.updated_not_last).toBe(0)
    expect(row.midnight).toBe(0)
  })

  it('has access applications submitted before they were decided, decided in the past, and valid from the decision', async () => {
    const [row] = await rows<{ n: number; pending: number; decided: number; wrong_order: number; future: number; pending_decided: number; updated_wrong: number; valid_early: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where decided_at is not null)::int as decided,
             count(*) filter (where decided_at <= created_at)::int as wrong_order,
             count(*) filter (where created_at > now() or decided_at > now())::int as future,
             count(*) filter (where status = 'pending' and decided_at is not null)::int as pending_decided,
             count(*) filter (where updated_at <> coalesce(decided_at, created_at))::int as updated_wrong,
             count(*) filter (where valid_from < created_at or (status = 'approved' and valid_from <> decided_at))::int as valid_early
      from access_applications`)
    expect(row.n).toBeGreaterThan(20)
    expect(row.pending).toBeGreaterThan(0)
    expect(row.decided).toBeGreaterThan(10)
    expect(row.wrong_order).toBe(0)
    expect(row.future).toBe(0)
    expect(row.pending_decided).toBe(0)
    expect(row.updated_wrong).toBe(0)
    expect(row.valid_early).toBe(0)
  })

  it('gives no record two identical attachments', async () => {
    const [row] = await rows<{ n: number }>(sql`
      select count(*)::int as n from (select contract_id, file_name from contract_attachments group by 1, 2 having count(*) > 1) twice`)
    expect(row.n).toBe(0)
  })

  it('names the parties after the kind of record: a 公文 has no 甲方 or 乙方', async () => {
    const roles = await rows<{ biz_type: number; roles: string[] }>(sql`
      select biz_type, array_agg(distinct p->>'role' order by p->>'role') as roles
      from contracts, jsonb_array_elements(parties) p group by biz_type order by biz_type`)
    expect(roles.map((row) => ({ ...row, roles: [...row.roles].sort() }))).toEqual([
      { biz_type: 1, roles: ['乙方', '甲方'].sort() },
      { biz_type: 2, roles: ['投标人', '招标人'].sort() },
      { biz_type: 3, roles: ['主送机关', '发文机关'].sort() },
      { biz_type: 4, roles: ['委托人', '收函方'].sort() },
    ])
  })

  it('never has the authorizer decide his own application or a grant to himself or his department', async () => {
    const [row] = await rows<{ decided: number; own: number }>(sql`
      select count(*)::int as decided,
             count(*) filter (where a.approver_id = a.applicant_id or exists (
               select 1 from access_application_grantees g join users u on u.id = a.approver_id
               where g.application_id = a.id and (g.user_id = u.id or g.department_id = u.department_id)))::int as own
      from access_applications a where a.approver_id is not null`)
    expect(row.decided).toBeGreaterThan(10)
    expect(row.own).toBe(0)
  })

  it('is idempotent: a second run changes no count', async () => {
    const before = await counts()
    expect(before.contract_attachments).toBeGreaterThan(0)
    expect(before.seal_audits).toBeGreaterThan(0)
    expect(before.access_applications).toBeGreaterThan(20)
    await seed(app.db, storage)
    expect(await counts()).toEqual(before)
  })

  it('stores a real document describing its record for every attachment', async () => {
    const attachments = await rows<{ file_name: string; file_size: number; content_type: string; contract_no: string; size: number; mime: string; sha256: string; storage_key: string }>(sql`
      select a.file_name, a.file_size::int, a.content_type, c.contract_no, f.size::int, f.mime, f.sha256, f.storage_key
      from contract_attachments a join contracts c on c.id = a.contract_id join files f on f.id = a.file_id
      where c.contract_no like 'HT-%-0000001' or c.contract_no like 'BS-%-0000002' or a.id % 500 = 0`)
    expect(attachments.length).toBeGreaterThan(5)
    const kinds = new Set<string>()
    for (const attachment of attachments) {
      const bytes = Buffer.from(await (await storage.get(attachment.storage_key)).toArray().then((chunks) => Buffer.concat(chunks)))
      expect(bytes.length).toBe(attachment.size)
      expect(attachment.file_size).toBe(attachment.size)
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(attachment.sha256)
      expect(attachment.content_type).toBe(attachment.mime)
      if (attachment.file_name.endsWith('.pdf')) {
        kinds.add('pdf')
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
        expect(bytes.toString('latin1')).toMatch(/%%EOF\n$/)
        expect(bytes.toString('latin1')).toContain(Buffer.from(attachment.contract_no, 'utf16le').swap16().toString('hex').toUpperCase())
      } else {
        kinds.add('txt')
        expect(attachment.mime).toBe('text/plain; charset=utf-8')
        expect(await text(Readable.from([bytes]))).toContain(`编号：${attachment.contract_no}`)
      }
    }
    expect(kinds).toEqual(new Set(['pdf', 'txt']))
  })

  it('generates the same record for the same index and adds bulk rows after the seed', async () => {
    const refs = await recordRefs(app.db)
    expect(generateRecord(1, 42, refs)).toEqual(generateRecord(1, 42, refs))
    expect(generateRecord(1, 42, refs).contractNo).not.toBe(generateRecord(1, 43, refs).contractNo)
    expect(await insertRecords(app.db, refs, { bizType: 1, count: 10, offset: 0, withDetails: false })).toBe(0)
    expect(await insertRecords(app.db, refs, { bizType: 1, count: 250, offset: 5000, batchSize: 100, withDetails: false })).toBe(250)
  })

  it('has trigram search available on the keyword columns', async () => {
    const indexes = await rows<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'contracts' and indexdef like '%gin_trgm_ops%' order by indexname`,
    )
    expect(indexes.map((i) => i.indexname)).toEqual([
      'contracts_counterparty_trgm_idx',
      'contracts_name_trgm_idx',
      'contracts_no_trgm_idx',
    ])
    const [hit] = await rows<{ n: number }>(sql`select count(*)::int as n from contracts where contract_name ilike ${'%采购%'}`)
    expect(hit.n).toBeGreaterThan(0)
  })
})
