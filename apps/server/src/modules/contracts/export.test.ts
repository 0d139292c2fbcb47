import { inflateRawSync } from 'node:zlib'
import { desc, eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contractExports, contracts, departments } from '../../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../../test/index.js'
import { EXPORT_MAX_ROWS } from './export.js'

const API = '/contracttandem/api/ContractSealed'
const HEADERS = ['编号', '名称', '类别', '相对方', '所属部门', '状态', '封存状态', '金额', '签订日期', '到期日期', '到期提醒', '更新时间']

interface ListedRow {
  contractNo: string
  contractName: string
  contractTypeName: string
  bizTypeName: string
  counterparty: string
  department: string
  statusName: string
  sealStateName: string
  amount: number
  signDate: string
  endDate: string | null
  expiryName: string
  updatedAt: string
}

let app: App
let cookies: Record<string, string>

beforeAll(async () => {
  app = await buildTestApp()
  cookies = { admin: await signIn(app, 'admin'), lisi: await signIn(app, 'lisi') }
})
afterAll(() => app.close())

/** Every row GetContractList shows for `query`, page after page. */
async function listed(account: string, query: Record<string, string>): Promise<ListedRow[]> {
  const rows: ListedRow[] = []
  let cursor: string | undefined
  do {
    const response = await app.inject({ url: `${API}/GetContractList`, query: { ...query, pageSize: '100', ...(cursor ? { cursor } : {}) }, headers: { cookie: cookies[account] } })
    const page = response.json().data
    rows.push(...page.list)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return rows
}

const exportOf = (account: string, query: Record<string, string>) =>
  app.inject({ url: `${API}/ExportContractList`, query, headers: { cookie: cookies[account] } })

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(body as unknown as ArrayBuffer)
  return workbook.worksheets[0]
}

/**
 * The rows of the workbook's first sheet, counted in its XML: for the largest export, where loading
 * the workbook would model 1.2 million cells. The entry is found through the zip's central directory.
 */
function firstSheetRowCount(xlsx: Buffer): number {
  const end = xlsx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let entry = xlsx.readUInt32LE(end + 16)
  for (let left = xlsx.readUInt16LE(end + 10); left > 0; left--) {
    const nameLength = xlsx.readUInt16LE(entry + 28)
    const name = xlsx.toString('utf8', entry + 46, entry + 46 + nameLength)
    if (name === 'xl/worksheets/sheet1.xml') {
      const local = xlsx.readUInt32LE(entry + 42)
      const start = local + 30 + xlsx.readUInt16LE(local + 26) + xlsx.readUInt16LE(local + 28)
      const xml = inflateRawSync(xlsx.subarray(start, start + xlsx.readUInt32LE(entry + 20))).toString('utf8')
      return xml.split('<row ').length - 1
    }
    entry += 46 + nameLength + xlsx.readUInt16LE(entry + 30) + xlsx.readUInt16LE(entry + 32)
  }
  throw new Error('the workbook holds no xl/worksheets/sheet1.xml')
}

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null)

describe('ExportContractList', () => {
  it('writes exactly the rows, order and values the list shows for the query, with numbers and dates typed', async () => {
    const query = { bizType: '1', sortField: 'amount', sortOrder: 'asc', amountMin: '100000' }
    const rows = await listed('admin', query)
    expect(rows.length).toBeGreaterThan(100)
    const response = await exportOf('admin', { ...query, utcOffset: '480' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E5%90%88%E5%90%8C%E6%9F%A5%E8%AF%A2-\d{8}-\d{6}\.xlsx$/)
    expect(response.headers['x-export-rows']).toBe(String(rows.length))

    const sheet = await sheetOf(response.rawPayload)
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS])
    expect(sheet.rowCount).toBe(rows.length + 1)
    expect(firstSheetRowCount(response.rawPayload)).toBe(sheet.rowCount)
    rows.forEach((row, index) => {
      const cells = sheet.getRow(index + 2).values as unknown[]
      expect(cells.slice(1, 8)).toEqual([
        row.contractNo,
        row.contractName,
        row.contractTypeName || row.bizTypeName,
        row.counterparty,
        row.department,
        row.statusName,
        row.sealStateName,
      ])
      expect(cells[8]).toBe(row.amount)
      expect(cells[9]).toEqual(day(row.signDate))
      expect(cells[10] ?? null).toEqual(day(row.endDate))
      expect(cells[11] ?? '').toBe(row.expiryName)
      // 更新时间 in the reader's clock (UTC+8 here), to the minute the format shows.
      expect(cells[12]).toEqual(new Date(Date.parse(row.updatedAt) + 480 * 60_000))
    })
    expect(sheet.getCell('H2').numFmt).toBe('"¥"#,##0.00')
    expect(sheet.getCell('I2').numFmt).toBe('yyyy-mm-dd')
    expect(sheet.getCell('L2').numFmt).toBe('yyyy-mm-dd hh:mm')
  })

  it('exports only what the viewer may see, and leaves an audit row with the filters and the count', async () => {
    const query = { keyword: '合同', sortField: 'signDate', sortOrder: 'desc' }
    const rows = await listed('lisi', query)
    const everything = await listed('admin', query)
    expect(rows.length).toBeLessThan(everything.length)
    const response = await exportOf('lisi', query)
    expect(response.statusCode).toBe(200)
    const sheet = await sheetOf(response.rawPayload)
    const numbers = sheet.getColumn(1).values.slice(2)
    expect(numbers).toEqual(rows.map((row) => row.contractNo))

    const [audit] = await app.db.select().from(contractExports).orderBy(desc(contractExports.id)).limit(1)
    expect(audit).toMatchObject({ userId: await userIdOf(app, 'lisi'), rowCount: rows.length, filters: { keyword: '合同', sortField: 'signDate', sortOrder: 'desc' } })
    expect(Date.now() - audit.createdAt.getTime()).toBeLessThan(60_000)
  })

  it('writes a workbook with the header alone when nothing matches', async () => {
    const response = await exportOf('admin', { keyword: '没有这样的合同名称' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['x-export-rows']).toBe('0')
    const sheet = await sheetOf(response.rawPayload)
    expect(sheet.rowCount).toBe(1)
    expect(firstSheetRowCount(response.rawPayload)).toBe(1)
  })

  it.each([
    [{ signDateFrom: '2025-02-01', signDateTo: '2025-01-01' }, '签订日期起始不能晚于结束日期'],
    [{ amountMin: '10', amountMax: '1' }, '金额下限不能大于上限'],
    [{ utcOffset: '900' }, '参数 utcOffset 不合法'],
    [{ sortField: 'contractName' }, '参数 sortField 不合法'],
  ])('refuses %j (%s) and writes no audit row', async (query, msg) => {
    const before = await app.db.$count(contractExports)
    const response = await exportOf('admin', query)
    expect(response.statusCode).toBe(400)
    expect(response.json().msg).toContain(msg)
    expect(await app.db.$count(contractExports)).toBe(before)
  })

  it(`refuses more than ${EXPORT_MAX_ROWS.toLocaleString('en-US')} matching rows before generating anything`, async () => {
    const existing = await app.db.$count(contracts)
    const [{ id: departmentId }] = await app.db.select({ id: departments.id }).from(departments).orderBy(departments.id).limit(1)
    await app.db.execute(sql`
      insert into contracts (biz_type, contract_no, contract_name, counterparty, department_id, amount, sign_date, status)
      select 1, 'EXPORT-' || n, '导出上限测试合同', '测试公司', ${departmentId}, n, date '2025-01-01', 'draft'
      from generate_series(1, ${EXPORT_MAX_ROWS + 1 - existing}) as n`)
    const before = await app.db.$count(contractExports)
    const response = await exportOf('admin', {})
    expect(response.statusCode).toBe(400)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(response.json()).toMatchObject({
      success: false,
      resultCode: 'TND_ERR_EXPORT_TOO_LARGE',
      msg: '符合条件的记录超过 100,000 条，无法导出；请增加筛选条件，缩小范围后再导出',
    })
    expect(await app.db.$count(contractExports)).toBe(before)

    // Exactly the limit is written in full.
    await app.db.delete(contracts).where(eq(contracts.contractNo, 'EXPORT-1'))
    const allowed = await exportOf('admin', {})
    expect(allowed.statusCode).toBe(200)
    expect(allowed.headers['x-export-rows']).toBe(String(EXPORT_MAX_ROWS))
    expect(firstSheetRowCount(allowed.rawPayload)).toBe(EXPORT_MAX_ROWS + 1)
    expect(await app.db.$count(contractExports, eq(contractExports.rowCount, EXPORT_MAX_ROWS))).toBe(1)
  }, 180_000)
})
