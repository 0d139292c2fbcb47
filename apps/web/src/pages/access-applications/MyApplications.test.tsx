import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http, type Application } from '../../api'
import { envelope, failure, fakeAdapter, renderRoute, restoreTransportAfterEach, type FakeReply } from '../../test-support'
import { MyApplications } from './MyApplications'

const API = '/contracttandem/api/AuthApply'

const application = (id: number, fields: Partial<Application>): Application => ({
  id,
  applyNo: `SQ-20250101-000${id}`,
  applicant: { id: 4, name: '王五', departmentName: '市场部' },
  contracts: [{ id: 8, bizType: 1, bizTypeName: '合同', contractNo: 'HT-2025-0008', contractName: '市场推广服务合同' }],
  grantees: [{ type: 'user', id: 2, name: '张三' }],
  scope: 'view',
  scopeName: '查看',
  validFrom: '2025-01-01T00:00:00.000Z',
  validUntil: '2025-02-01T00:00:00.000Z',
  reason: '项目审计',
  status: 'pending',
  statusName: '待审批',
  effective: false,
  expired: false,
  approver: null,
  approverComment: '',
  decidedAt: null,
  createdAt: '2025-01-01T01:00:00.000Z',
  ...fields,
})

function serve(withdrawReply: () => FakeReply) {
  const mine = [
    application(1, { status: 'pending', statusName: '待审批' }),
    application(2, {
      status: 'rejected',
      statusName: '已驳回',
      approver: { id: 9, name: '管理员' },
      approverComment: '理由不充分',
      decidedAt: '2025-01-03T06:30:00.000Z',
    }),
  ]
  const adapter = fakeAdapter((config: HttpRequest) => {
    if (config.url === '/contracttandem/api/Authentication/GetUserInfo') {
      return { status: 200, body: envelope({ userId: 4, account: 'wangwu', userName: '王五', userPhoto: '', departmentId: 3, departmentName: '市场部', roles: [] }) }
    }
    if (config.url === `${API}/GetMyList`) return { status: 200, body: envelope({ list: mine, total: mine.length }) }
    if (config.url === `${API}/Withdraw`) {
      const answer = withdrawReply()
      if ('status' in answer && answer.status === 200) mine[0] = application(1, { status: 'withdrawn', statusName: '已撤回', decidedAt: '2025-01-02T00:00:00.000Z' })
      return answer
    }
    return failure(404, '接口不存在')
  })
  http.transport = adapter
  return adapter
}

const open = () => renderRoute('/authorize?tab=mine', [{ path: '/authorize', element: <MyApplications /> }])
const rowOf = async (applyNo: string) => (await screen.findByText(applyNo)).closest('tr') as HTMLElement

describe('我的申请', () => {
  restoreTransportAfterEach()

  it("shows the approver's comment and the decision time, and 撤回 only on a pending application", async () => {
    serve(() => ({ status: 200, body: envelope(null) }))
    open()
    const rejected = await rowOf('SQ-20250101-0002')
    expect(within(rejected).getByText('管理员：理由不充分')).toBeTruthy()
    expect(within(rejected).getByText(/2025-01-03/)).toBeTruthy()
    expect(within(rejected).queryByRole('button', { name: /撤\s*回/ })).toBeNull()
    expect(within(await rowOf('SQ-20250101-0001')).getByRole('button', { name: /撤\s*回/ })).toBeTruthy()
  })

  it('withdraws after a confirmation and shows the application as 已撤回', async () => {
    const adapter = serve(() => ({ status: 200, body: envelope(null) }))
    open()
    fireEvent.click(within(await rowOf('SQ-20250101-0001')).getByRole('button', { name: /撤\s*回/ }))
    expect(await screen.findByText(/确定撤回/)).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: /撤\s*回/ }).at(-1)!)
    await waitFor(() => expect(adapter.calls.some((call) => call.url === `${API}/Withdraw`)).toBe(true))
    const call = adapter.calls.find((c) => c.url === `${API}/Withdraw`)!
    expect(JSON.parse(call.data as string)).toEqual({ applyId: 1 })
    expect(await screen.findByText('已撤回申请 SQ-20250101-0001')).toBeTruthy()
    expect(await within(await rowOf('SQ-20250101-0001')).findByText('已撤回')).toBeTruthy()
  })

  it("shows the server's msg when the application was decided meanwhile", async () => {
    serve(() => failure(409, '该申请已处理，不能撤回'))
    open()
    fireEvent.click(within(await rowOf('SQ-20250101-0001')).getByRole('button', { name: /撤\s*回/ }))
    fireEvent.click((await screen.findAllByRole('button', { name: /撤\s*回/ })).at(-1)!)
    expect(await screen.findByText('该申请已处理，不能撤回')).toBeTruthy()
  })

  it('marks the decisions as seen for this user', async () => {
    localStorage.removeItem('tandem.decisionsSeen.4')
    serve(() => ({ status: 200, body: envelope(null) }))
    const before = Date.now()
    open()
    await rowOf('SQ-20250101-0002')
    await waitFor(() => expect(Date.parse(localStorage.getItem('tandem.decisionsSeen.4') ?? '')).toBeGreaterThanOrEqual(before))
  })
})
