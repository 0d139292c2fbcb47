import { randomUUID } from 'node:crypto'
import { and, eq, notExists, notInArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contractAttachments, contracts, departments, sealAudits } from '../../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../../test/index.js'

const BASE = '/contracttandem/api/ContractSealed'

describe('sealing', () => {
  let app: App
  let admin: string
  let lisi: string
  let zhangsan: string

  /**
   * An unsealed contract of the named department that was never sealed (the seed seals and
   * unseals some, and the tests read whole seal histories), other than those `except` names.
   */
  async function unsealedOf(department: string, except: number[] = []): Promise<{ id: number; contractNo: string }> {
    const [row] = await app.db
      .select({ id: contracts.id, contractNo: contracts.contractNo })
      .from(contracts)
      .innerJoin(departments, eq(departments.id, contracts.departmentId))
      .where(
        and(
          eq(departments.name, department),
          eq(contracts.sealed, false),
          notExists(app.db.select({ id: sealAudits.id }).from(sealAudits).where(eq(sealAudits.contractId, contracts.id))),
          except.length > 0 ? notInArray(contracts.id, except) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(1)
    return row
  }

  /** An unsealed, never-sealed contract of the department that `cookie`'s user may not see (the seed grants some across departments). */
  async function unsealedHiddenFrom(cookie: string, department: string): Promise<{ id: number; contractNo: string }> {
    const tried: number[] = []
    for (;;) {
      const candidate = await unsealedOf(department, tried)
      if (!candidate) throw new Error(`every unsealed contract of ${department} is visible`)
      const info = await app.inject({ method: 'POST', url: `${BASE}/GetBizInfo`, headers: { cookie }, payload: { contractIds: [candidate.id] } })
      if (info.statusCode === 403) return candidate
      tried.push(candidate.id)
    }
  }

  const operate = (cookie: string, operateType: string | number, body: unknown, query: Record<string, string> = { reason: '归档' }) =>
    app.inject({ method: 'POST', url: `${BASE}/ContractSealed/${operateType}`, query, headers: { cookie }, payload: body as object })
  const audits = (contractId: number) => app.db.$count(sealAudits, eq(sealAudits.contractId, contractId))
  const sealedNow = async (id: number) =>
    (await app.db.select({ sealed: contracts.sealed }).from(contracts).where(eq(contracts.id, id)))[0].sealed

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await signIn(app, 'admin')
    lisi = await signIn(app, 'lisi')
    zhangsan = await signIn(app, 'zhangsan')
  })
  afterAll(() => app.close())

  it('seals a contract, records who did it, and tags it everywhere', async () => {
    const target = await unsealedOf('财务部')
    const response = await operate(lisi, 1, [target.id])
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toEqual({
      operateType: 1,
      operateTypeName: '封存',
      contracts: [{ contractId: target.id, contractNo: target.contractNo, fromState: 'unsealed', toState: 'sealed' }],
    })
    const [audit] = await app.db.select().from(sealAudits).where(eq(sealAudits.contractId, target.id))
    expect(audit).toMatchObject({ operatorId: await userIdOf(app, 'lisi'), operateType: 'seal', fromState: 'unsealed', toState: 'sealed' })

    const list = await app.inject({ url: `${BASE}/GetContractList`, query: { keyword: target.contractNo }, headers: { cookie: lisi } })
    expect(list.json().data.list[0]).toMatchObject({ id: target.id, sealed: true, sealStateName: '已封存', updatedAt: audit.createdAt.toISOString() })
    const info = await app.inject({ method: 'POST', url: `${BASE}/GetBizInfo`, headers: { cookie: lisi }, payload: { contractIds: [target.id] } })
    expect(info.json().data[0]).toMatchObject({
      contractId: target.id,
      sealed: true,
      sealStateName: '已封存',
      sealedBy: { name: '李四' },
      lastSealOperation: { operateType: 1, operatorName: '李四', fromState: 'unsealed', toState: 'sealed' },
    })
    expect(info.json().data[0].attachments.length).toBeGreaterThan(0)
  })

  it('refuses to seal a sealed contract with a clear message and writes no second audit row', async () => {
    const target = await unsealedOf('财务部')
    expect((await operate(lisi, 1, [target.id])).statusCode).toBe(200)
    const again = await operate(lisi, 1, [target.id])
    expect(again.statusCode).toBe(409)
    expect(again.json().msg).toBe(`合同 ${target.contractNo} 已封存，无需重复封存`)
    expect(await audits(target.id)).toBe(1)
  })

  it('changes nothing in a batch when one contract is already sealed', async () => {
    const fresh = await unsealedOf('法务部')
    const done = await unsealedOf('法务部', [fresh.id])
    await operate(admin, 1, [done.id])
    const response = await operate(admin, 1, [fresh.id, done.id])
    expect(response.statusCode).toBe(409)
    expect(await sealedNow(fresh.id)).toBe(false)
    expect(await audits(fresh.id)).toBe(0)
  })

  it('unseals, and keeps the whole history newest first', async () => {
    const target = await unsealedOf('财务部')
    await operate(lisi, 1, [target.id])
    const unseal = await operate(lisi, 2, [target.id])
    expect(unseal.statusCode).toBe(200)
    expect(unseal.json().data.contracts[0]).toMatchObject({ fromState: 'sealed', toState: 'unsealed' })
    expect(await sealedNow(target.id)).toBe(false)
    const notSealed = await operate(lisi, 2, [target.id])
    expect(notSealed.statusCode).toBe(409)
    expect(notSealed.json().msg).toBe(`合同 ${target.contractNo} 未封存，无需解封`)

    const history = await app.inject({ url: `${BASE}/GetSealHistory/${target.id}`, headers: { cookie: lisi } })
    expect(history.json().data.map((h: { operateTypeName: string; toStateName: string }) => [h.operateTypeName, h.toStateName])).toEqual([
      ['解封', '未封存'],
      ['封存', '已封存'],
    ])
  })

  it('records the reason and archive location with every contract of a batch, in the seal history and the record history', async () => {
    const first = await unsealedOf('财务部')
    const second = await unsealedOf('财务部', [first.id])
    const sealing = await operate(lisi, 1, [first.id, second.id], { reason: '  合同履行完毕归档 ', archiveLocation: '档案室 A-03 柜' })
    expect(sealing.statusCode).toBe(200)
    const unsealing = await operate(lisi, 2, [second.id], { reason: '补充附件' })
    expect(unsealing.statusCode).toBe(200)

    const history = async (id: number) => (await app.inject({ url: `${BASE}/GetSealHistory/${id}`, headers: { cookie: lisi } })).json().data
    expect(await history(first.id)).toMatchObject([{ operateType: 1, reason: '合同履行完毕归档', archiveLocation: '档案室 A-03 柜' }])
    expect(await history(second.id)).toMatchObject([
      { operateType: 2, reason: '补充附件', archiveLocation: '' },
      { operateType: 1, reason: '合同履行完毕归档', archiveLocation: '档案室 A-03 柜' },
    ])
    const [contract] = await app.db.select({ bizType: contracts.bizType }).from(contracts).where(eq(contracts.id, first.id))
    const record = await app.inject({ url: `${BASE}/GetBizInfoByBizId/${first.id}/${contract.bizType}`, headers: { cookie: lisi } })
    expect(record.json().data.history[0]).toMatchObject({
      action: 'sealed',
      actorName: '李四',
      detail: { fromState: 'unsealed', toState: 'sealed', reason: '合同履行完毕归档', archiveLocation: '档案室 A-03 柜' },
    })
  })

  it.each([
    [1, {}, '请填写封存原因'],
    [1, { reason: ' \t ' }, '请填写封存原因'],
    [2, { archiveLocation: '档案室' }, '请填写解封原因'],
    [1, { reason: '因'.repeat(201) }, '封存原因不能超过 200 个字符'],
    [1, { reason: '归档', archiveLocation: '柜'.repeat(101) }, '档案位置不能超过 100 个字符'],
  ])('refuses operateType %s with %j (%s) and changes nothing', async (operateType, query, msg) => {
    const target = await unsealedOf('财务部')
    if (operateType === 2) expect((await operate(lisi, 1, [target.id])).statusCode).toBe(200)
    const before = await app.db.$count(sealAudits)
    const response = await operate(lisi, operateType, [target.id], query)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, msg })
    expect(await app.db.$count(sealAudits)).toBe(before)
    expect(await sealedNow(target.id)).toBe(operateType === 2)
  })

  it('treats a repeated id in one request as one contract', async () => {
    const target = await unsealedOf('财务部')
    const response = await operate(lisi, 1, [target.id, target.id])
    expect(response.statusCode).toBe(200)
    expect(response.json().data.contracts).toHaveLength(1)
    expect(await audits(target.id)).toBe(1)
  })

  it('refuses any change to a sealed contract or its attachments in the database itself', async () => {
    const target = await unsealedOf('财务部')
    await operate(lisi, 1, [target.id])
    const refusals = [
      app.db.update(contracts).set({ contractName: '篡改' }).where(eq(contracts.id, target.id)),
      app.db.update(contracts).set({ sealed: false, amount: 1 }).where(eq(contracts.id, target.id)),
      app.db.delete(contracts).where(eq(contracts.id, target.id)),
      app.db.insert(contractAttachments).values({ contractId: target.id, fileName: 'x.pdf', fileSize: 1, fileId: randomUUID() }),
      app.db.delete(contractAttachments).where(eq(contractAttachments.contractId, target.id)),
    ]
    for (const attempt of refusals) {
      await expect(attempt).rejects.toMatchObject({ cause: { code: '55000' } })
    }
    const [row] = await app.db.select().from(contracts).where(eq(contracts.id, target.id))
    expect(row.contractName).not.toBe('篡改')
    expect(row.sealed).toBe(true)
    expect(await app.db.$count(contractAttachments, eq(contractAttachments.contractId, target.id))).toBeGreaterThan(0)

    await operate(lisi, 2, [target.id])
    await app.db.update(contracts).set({ summary: '解封后可修改' }).where(eq(contracts.id, target.id))
    const [after] = await app.db.select({ summary: contracts.summary }).from(contracts).where(eq(contracts.id, target.id))
    expect(after.summary).toBe('解封后可修改')
  })

  it.each([
    ['3', [1], 'operateType 不合法，应为 1（封存）或 2（解封）'],
    ['seal', [1], 'operateType 不合法，应为 1（封存）或 2（解封）'],
  ])('refuses operateType %s', async (operateType, body, msg) => {
    const response = await operate(lisi, operateType, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().msg).toBe(msg)
  })

  it.each([[{ contractId: 1 }], [[]], [['abc']], [[-1]], [Array.from({ length: 101 }, (_, i) => i + 1)]])(
    'refuses the malformed body %j',
    async (body) => {
      const before = await app.db.$count(sealAudits)
      const response = await operate(lisi, 1, body)
      expect(response.statusCode).toBe(400)
      expect(response.json().success).toBe(false)
      expect(await app.db.$count(sealAudits)).toBe(before)
    },
  )

  it('refuses an unknown contract and one the sealer may not see with the same answer, and changes nothing', async () => {
    const target = await unsealedOf('财务部')
    const foreign = await unsealedHiddenFrom(lisi, '工程部')
    const unknown = await operate(lisi, 1, [target.id, 99_999_999])
    const hidden = await operate(lisi, 1, [target.id, foreign.id])
    for (const response of [unknown, hidden]) {
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ success: false, code: 403, resultCode: 'TND_ERR_RECORD_FORBIDDEN', msg: '无权查看该记录', data: null })
    }
    expect(await sealedNow(target.id)).toBe(false)
    expect(await sealedNow(foreign.id)).toBe(false)
    for (const id of [99_999_999, foreign.id]) {
      const info = await app.inject({ method: 'POST', url: `${BASE}/GetBizInfo`, headers: { cookie: lisi }, payload: { contractIds: [id] } })
      const history = await app.inject({ url: `${BASE}/GetSealHistory/${id}`, headers: { cookie: lisi } })
      expect(info.body).toBe(unknown.body)
      expect(history.body).toBe(unknown.body)
    }
  })

  it('is closed to users without htfc', async () => {
    const target = await unsealedOf('采购部')
    const response = await operate(zhangsan, 1, [target.id])
    expect(response.statusCode).toBe(403)
    expect(response.json().msg).toBe('无权访问该功能')
    expect(await sealedNow(target.id)).toBe(false)
    const info = await app.inject({ method: 'POST', url: `${BASE}/GetBizInfo`, headers: { cookie: zhangsan }, payload: { contractIds: [target.id] } })
    expect(info.statusCode).toBe(403)
    expect((await app.inject({ url: `${BASE}/GetSealHistory/${target.id}`, headers: { cookie: zhangsan } })).statusCode).toBe(403)
  })
})
