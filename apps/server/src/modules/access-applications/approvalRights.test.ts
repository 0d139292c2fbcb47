import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { accessApplications, contracts, departments } from '../../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../../test/index.js'

const API = '/contracttandem/api/AuthApply'
const DAY = 86_400_000

describe('who decides and who withdraws an access application', () => {
  let app: App
  const cookies: Record<string, string> = {}
  let legalContractId: number
  let marketDepartmentId: number
  const ids: Record<string, number> = {}

  const post = (account: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API}${url}`, headers: { cookie: cookies[account] }, payload })
  const get = (account: string, url: string) => app.inject({ url: `${API}${url}`, headers: { cookie: cookies[account] } })

  /** admin (法务部) applies for one of his department's contracts, granting `grantees`. */
  async function adminApplies(grantees: { granteeUserIds?: number[]; granteeDepartmentIds?: number[] }) {
    const response = await post('admin', '/SaveData', {
      contractIds: [legalContractId],
      ...grantees,
      scope: 'view',
      validFrom: new Date(Date.now() - DAY).toISOString(),
      validUntil: new Date(Date.now() + 10 * DAY).toISOString(),
      reason: '核对条款',
    })
    expect(response.statusCode).toBe(200)
    return response.json().data as { id: number }
  }
  const pendingIds = async (account: string) => {
    const page = (await get(account, '/GetPendingList')).json().data as { list: Array<{ id: number }>; total: number }
    return { ids: page.list.map((a) => a.id), total: page.total }
  }
  const statusOf = async (id: number) =>
    (await app.db.select({ status: accessApplications.status }).from(accessApplications).where(eq(accessApplications.id, id)))[0].status

  beforeAll(async () => {
    app = await buildTestApp()
    for (const account of ['admin', 'zhangsan', 'wangwu']) {
      cookies[account] = await signIn(app, account)
      ids[account] = await userIdOf(app, account)
    }
    ;[{ id: legalContractId }] = await app.db
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(departments, eq(departments.id, contracts.departmentId))
      .where(and(eq(departments.name, '法务部'), eq(contracts.bizType, 1)))
      .limit(1)
    ;[{ id: marketDepartmentId }] = await app.db.select({ id: departments.id }).from(departments).where(eq(departments.name, '市场部'))
  })
  beforeEach(async () => {
    await app.db.delete(accessApplications)
  })
  afterAll(() => app.close())

  it('never lists or counts the approver’s own applications as waiting for him', async () => {
    const saved = await post('wangwu', '/SaveData', {
      contractIds: [(await app.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.departmentId, marketDepartmentId)).limit(1))[0].id],
      granteeUserIds: [ids.zhangsan],
      scope: 'view',
      validFrom: new Date().toISOString(),
      validUntil: new Date(Date.now() + DAY).toISOString(),
      reason: '配合审计',
    })
    const own = saved.json().data.id as number
    expect(await pendingIds('wangwu')).toEqual({ ids: [], total: 0 })
    expect((await pendingIds('admin')).ids).toEqual([own])
  })

  it.each([
    ['himself', () => ({ granteeUserIds: [ids.wangwu] })],
    ['his department', () => ({ granteeDepartmentIds: [marketDepartmentId] })],
    ['himself among others', () => ({ granteeUserIds: [ids.zhangsan, ids.wangwu] })],
  ])('keeps a grant to %s away from the approver and refuses his decision', async (_, grantees) => {
    const application = await adminApplies(grantees())
    expect(await pendingIds('wangwu')).toEqual({ ids: [], total: 0 })
    for (const decision of ['approved', 'rejected']) {
      const refused = await post('wangwu', '/Decide', { applyId: application.id, decision, comment: '同意' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_SELF_GRANT_APPROVAL', msg: '不能审批授权给自己或本部门的申请' })
    }
    expect(await statusOf(application.id)).toBe('pending')
  })

  it('still lets the approver decide a grant to someone else', async () => {
    const application = await adminApplies({ granteeUserIds: [ids.zhangsan] })
    expect((await pendingIds('wangwu')).ids).toEqual([application.id])
    const decided = await post('wangwu', '/Decide', { applyId: application.id, decision: 'rejected', comment: '理由不足' })
    expect(decided.statusCode).toBe(200)
    expect(decided.json().data).toMatchObject({ status: 'rejected', approver: { name: '王五' }, approverComment: '理由不足' })
    expect(Date.parse(decided.json().data.decidedAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('lets the applicant withdraw his pending application, which then leaves the approvers’ list', async () => {
    const application = await adminApplies({ granteeUserIds: [ids.zhangsan] })
    const withdrawn = await post('admin', '/Withdraw', { applyId: application.id })
    expect(withdrawn.statusCode).toBe(200)
    expect(withdrawn.json().data).toMatchObject({ id: application.id, status: 'withdrawn', statusName: '已撤回', effective: false, approver: null })
    expect(await pendingIds('wangwu')).toEqual({ ids: [], total: 0 })
    const mine = (await get('admin', '/GetMyList?status=withdrawn')).json().data
    expect(mine.list.map((a: { id: number }) => a.id)).toEqual([application.id])
    const decide = await post('wangwu', '/Decide', { applyId: application.id, decision: 'approved', comment: '' })
    expect(decide.statusCode).toBe(409)
  })

  it('refuses to withdraw what is decided, someone else’s or an unknown application, and changes nothing', async () => {
    const decided = await adminApplies({ granteeUserIds: [ids.zhangsan] })
    await post('wangwu', '/Decide', { applyId: decided.id, decision: 'approved', comment: '' })
    const late = await post('admin', '/Withdraw', { applyId: decided.id })
    expect(late.statusCode).toBe(409)
    expect(late.json().msg).toBe('该申请已处理，不能撤回')
    expect(await statusOf(decided.id)).toBe('approved')

    const pending = await adminApplies({ granteeUserIds: [ids.zhangsan] })
    const foreign = await post('wangwu', '/Withdraw', { applyId: pending.id })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().msg).toBe(`授权申请 ${pending.id} 不存在`)
    expect(await statusOf(pending.id)).toBe('pending')
    expect((await post('admin', '/Withdraw', { applyId: 'x' })).statusCode).toBe(400)
    expect((await post('zhangsan', '/Withdraw', { applyId: pending.id })).statusCode).toBe(403)
  })

  it('tells the applicant which decisions came after a given time', async () => {
    const before = new Date(Date.now() - 1000).toISOString()
    const decided = await adminApplies({ granteeUserIds: [ids.zhangsan] })
    const withdrawn = await adminApplies({ granteeUserIds: [ids.zhangsan] })
    await adminApplies({ granteeUserIds: [ids.zhangsan] })
    await post('wangwu', '/Decide', { applyId: decided.id, decision: 'approved', comment: '同意' })
    await post('admin', '/Withdraw', { applyId: withdrawn.id })
    const news = (await get('admin', `/GetMyList?decidedAfter=${encodeURIComponent(before)}`)).json().data
    expect(news.list.map((a: { id: number }) => a.id)).toEqual([decided.id])
    const later = new Date(Date.now() + 1000).toISOString()
    expect((await get('admin', `/GetMyList?decidedAfter=${encodeURIComponent(later)}`)).json().data.total).toBe(0)
    expect((await get('admin', '/GetMyList?decidedAfter=yesterday')).statusCode).toBe(400)
  })
})
