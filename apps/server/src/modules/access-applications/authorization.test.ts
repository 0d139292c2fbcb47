import { and, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { accessApplications, contracts, departments } from '../../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../../test/index.js'

const API = '/contracttandem/api'
const DAY = 86_400_000

describe('access authorization and visibility', () => {
  let app: App
  const cookies: Record<string, string> = {}
  let marketContract: { id: number; contractNo: string; bizType: number }
  let zhangsanId: number

  const post = (account: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API}${url}`, headers: { cookie: cookies[account] }, payload })
  const get = (account: string, url: string, query: Record<string, string> = {}) =>
    app.inject({ url: `${API}${url}`, headers: { cookie: cookies[account] }, query })

  function application(overrides: Record<string, unknown> = {}) {
    const now = Date.now()
    return {
      contractIds: [marketContract.id],
      granteeUserIds: [zhangsanId],
      scope: 'view',
      validFrom: new Date(now - DAY).toISOString(),
      validUntil: new Date(now + 30 * DAY).toISOString(),
      reason: '项目审计需要查阅',
      ...overrides,
    }
  }

  /** What zhangsan sees of the market contract: by id and in the list. */
  async function zhangsanSees() {
    const detail = await get('zhangsan', `/ContractSealed/GetBizInfoByBizId/${marketContract.id}/${marketContract.bizType}`)
    const list = await get('zhangsan', '/ContractSealed/GetContractList', { keyword: marketContract.contractNo })
    const listed = list.json().data.list.some((row: { id: number }) => row.id === marketContract.id)
    return { status: detail.statusCode, listed, body: detail.json() }
  }

  async function approvedApplication(overrides: Record<string, unknown> = {}) {
    const saved = await post('wangwu', '/AuthApply/SaveData', application(overrides))
    expect(saved.statusCode).toBe(200)
    const decided = await post('admin', '/AuthApply/Decide', { applyId: saved.json().data.id, decision: 'approved', comment: '同意' })
    expect(decided.statusCode).toBe(200)
    return decided.json().data as { id: number; status: string; effective: boolean }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    for (const account of ['admin', 'zhangsan', 'lisi', 'wangwu']) cookies[account] = await signIn(app, account)
    zhangsanId = await userIdOf(app, 'zhangsan')
    ;[marketContract] = await app.db
      .select({ id: contracts.id, contractNo: contracts.contractNo, bizType: contracts.bizType })
      .from(contracts)
      .innerJoin(departments, eq(departments.id, contracts.departmentId))
      .where(and(eq(departments.name, '市场部'), eq(contracts.bizType, 1)))
      .limit(1)
  })
  // Each case starts from no grants at all, so what zhangsan sees follows from that case alone.
  beforeEach(async () => {
    await app.db.delete(accessApplications)
  })
  afterAll(() => app.close())

  it('shows zhangsan only his own department without a grant, by list and by id', async () => {
    const [own] = await app.db.select({ id: departments.id }).from(departments).where(eq(departments.name, '采购部'))
    const list = await get('zhangsan', '/ContractSealed/GetContractList', { pageSize: '100' })
    expect(list.json().data.total).toBe(await app.db.$count(contracts, eq(contracts.departmentId, own.id)))
    expect(list.json().data.list.every((row: { departmentId: number }) => row.departmentId === own.id)).toBe(true)
    const seen = await zhangsanSees()
    expect(seen).toMatchObject({ status: 403, listed: false })
    expect(seen.body.msg).toBe('无权查看该记录')
    expect(seen.body.data).toBeNull()
  })

  it('grants nothing while pending or after a rejection', async () => {
    const saved = await post('wangwu', '/AuthApply/SaveData', application())
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({ status: 'pending', statusName: '待审批', effective: false, scope: 'view', scopeName: '查看' })
    expect(await zhangsanSees()).toMatchObject({ status: 403, listed: false })

    const rejected = await post('admin', '/AuthApply/Decide', { applyId: saved.json().data.id, decision: 'rejected', comment: '理由不充分' })
    expect(rejected.json().data).toMatchObject({ status: 'rejected', statusName: '已驳回', approverComment: '理由不充分', approver: { name: '系统管理员' } })
    expect(await zhangsanSees()).toMatchObject({ status: 403, listed: false })
  })

  it('makes a contract visible once approved, and hides it again after expiry', async () => {
    const approved = await approvedApplication()
    expect(approved).toMatchObject({ status: 'approved', effective: true })
    const seen = await zhangsanSees()
    expect(seen).toMatchObject({ status: 200, listed: true })
    expect(seen.body.data).toMatchObject({ id: marketContract.id, canDownload: false })

    await app.db
      .update(accessApplications)
      .set({ validFrom: new Date(Date.now() - 10 * DAY), validUntil: new Date(Date.now() - DAY) })
      .where(eq(accessApplications.id, approved.id))
    expect(await zhangsanSees()).toMatchObject({ status: 403, listed: false })
  })

  it('grants a whole department and the download scope', async () => {
    const [purchasing] = await app.db.select({ id: departments.id }).from(departments).where(eq(departments.name, '采购部'))
    await approvedApplication({ granteeUserIds: [], granteeDepartmentIds: [purchasing.id], scope: 'download' })
    const seen = await zhangsanSees()
    expect(seen.status).toBe(200)
    expect(seen.body.data.canDownload).toBe(true)
  })

  it('lets the applicant follow the outcome in their own list', async () => {
    const approved = await approvedApplication()
    const mine = await get('wangwu', '/AuthApply/GetMyList')
    expect(mine.json().data.total).toBe(1)
    expect(mine.json().data.list[0]).toMatchObject({
      id: approved.id,
      applicant: { name: '王五', departmentName: '市场部' },
      contracts: [{ id: marketContract.id, contractNo: marketContract.contractNo, bizTypeName: '合同' }],
      grantees: [{ type: 'user', id: zhangsanId, name: '张三' }],
      status: 'approved',
      statusName: '已通过',
    })
    expect((await get('wangwu', '/AuthApply/GetMyList', { status: 'pending' })).json().data.total).toBe(0)
    expect((await get('admin', '/AuthApply/GetMyList')).json().data.total).toBe(0)
  })

  it('lists pending applications for approvers, oldest first', async () => {
    const first = (await post('wangwu', '/AuthApply/SaveData', application())).json().data
    const second = (await post('wangwu', '/AuthApply/SaveData', application({ scope: 'download' }))).json().data
    const pending = await get('admin', '/AuthApply/GetPendingList')
    expect(pending.json().data.list.map((a: { id: number }) => a.id)).toEqual([first.id, second.id])
    await post('admin', '/AuthApply/Decide', { applyId: first.id, decision: 'approved', comment: '' })
    expect((await get('admin', '/AuthApply/GetPendingList')).json().data.total).toBe(1)
  })

  it('decides an application only once, never one\'s own, and wants a reason to reject', async () => {
    const saved = (await post('wangwu', '/AuthApply/SaveData', application())).json().data
    const own = await post('wangwu', '/AuthApply/Decide', { applyId: saved.id, decision: 'approved', comment: '' })
    expect(own.statusCode).toBe(403)
    expect(own.json().msg).toBe('不能审批自己提交的申请')
    const noReason = await post('admin', '/AuthApply/Decide', { applyId: saved.id, decision: 'rejected', comment: '  ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().msg).toBe('驳回时必须填写审批意见')
    expect((await post('admin', '/AuthApply/Decide', { applyId: saved.id, decision: 'approved', comment: '' })).statusCode).toBe(200)
    const again = await post('admin', '/AuthApply/Decide', { applyId: saved.id, decision: 'rejected', comment: '撤回' })
    expect(again.statusCode).toBe(409)
    expect(again.json().msg).toBe('该申请已处理，不能重复审批')
    const unknown = await post('admin', '/AuthApply/Decide', { applyId: 99_999_999, decision: 'approved', comment: '' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().msg).toBe('授权申请 99999999 不存在')
  })

  it.each([
    ['the end before the start', () => ({ validFrom: new Date(Date.now() + 2 * DAY).toISOString(), validUntil: new Date(Date.now() + DAY).toISOString() }), 400, '有效期结束时间必须晚于开始时间'],
    ['more than a year', () => ({ validFrom: new Date().toISOString(), validUntil: new Date(Date.now() + 367 * DAY).toISOString() }), 400, '有效期不能超过一年'],
    ['a window already over', () => ({ validFrom: new Date(Date.now() - 10 * DAY).toISOString(), validUntil: new Date(Date.now() - DAY).toISOString() }), 400, '有效期结束时间不能早于当前时间'],
    ['no grantee', () => ({ granteeUserIds: [] }), 400, '授权对象不能为空'],
    ['an unknown user', () => ({ granteeUserIds: [99_999_999] }), 400, '用户 99999999 不存在或已停用'],
    ['an unknown department', () => ({ granteeUserIds: [], granteeDepartmentIds: [99_999_999] }), 400, '部门 99999999 不存在'],
    ['an unknown contract', () => ({ contractIds: [99_999_999] }), 403, '无权查看该记录'],
  ])('refuses an application with %s', async (_, overrides, status, msg) => {
    const response = await post('wangwu', '/AuthApply/SaveData', application(overrides()))
    expect(response.statusCode).toBe(status)
    expect(response.json().msg).toBe(msg)
    expect(await app.db.$count(accessApplications)).toBe(0)
  })

  it.each([
    ['a missing reason', { reason: '   ' }, 'reason'],
    ['an unknown scope', { scope: 'edit' }, 'scope'],
    ['a date without offset', { validFrom: '2025-01-01' }, 'validFrom'],
    ['no contracts', { contractIds: [] }, 'contractIds'],
  ])('refuses a malformed application: %s', async (_, overrides, field) => {
    const response = await post('wangwu', '/AuthApply/SaveData', application(overrides))
    expect(response.statusCode).toBe(400)
    expect(response.json().msg).toContain(field)
    expect(await app.db.$count(accessApplications)).toBe(0)
  })

  it('refuses to apply for a contract the applicant may not see', async () => {
    const [foreign] = await app.db
      .select({ id: contracts.id, contractNo: contracts.contractNo })
      .from(contracts)
      .innerJoin(departments, eq(departments.id, contracts.departmentId))
      .where(ne(departments.name, '市场部'))
      .orderBy(sql`${contracts.id}`)
      .limit(1)
    const response = await post('wangwu', '/AuthApply/SaveData', application({ contractIds: [foreign.id] }))
    expect(response.statusCode).toBe(403)
    expect(response.json().msg).toBe('无权查看该记录')
    expect(response.body).not.toContain(foreign.contractNo)
  })

  it('keeps users without the menu codes out', async () => {
    expect((await post('zhangsan', '/AuthApply/SaveData', application())).statusCode).toBe(403)
    expect((await get('zhangsan', '/AuthApply/GetMyList')).statusCode).toBe(403)
    const pendingForLisi = await get('lisi', '/AuthApply/GetPendingList')
    expect(pendingForLisi.statusCode).toBe(403)
    expect(pendingForLisi.json().msg).toBe('无权访问该功能')
  })
})
