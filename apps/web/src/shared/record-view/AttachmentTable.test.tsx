import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http, type BizRecord } from '../../api'
import { contractRow, envelope, failure, fakeAdapter, renderRoute, restoreTransportAfterEach, userInfoReply, type FakeReply } from '../../test-support'
import { RecordView } from './RecordView'

const API = '/contracttandem/api/ContractSealed'

const record = (fields: Partial<BizRecord>): BizRecord => ({
  ...contractRow(42),
  startDate: null,
  endDate: null,
  summary: '',
  parties: [],
  sealedAt: null,
  sealedBy: null,
  createdAt: '2024-03-01T01:00:00.000Z',
  canDownload: false,
  canAddAttachment: false,
  canSeal: false,
  grantValidUntil: '2030-01-01T00:00:00.000Z',
  attachments: [
    { id: 7, fileName: '正文.pdf', fileSize: 1536, contentType: 'application/pdf', createdAt: '2024-03-02T01:00:00.000Z' },
    { id: 8, fileName: '报价明细.txt', fileSize: 120, contentType: 'text/plain; charset=utf-8', createdAt: '2024-03-02T01:00:00.000Z' },
  ],
  history: [],
  ...fields,
})

/** The record (or `recordReply`), the user zhangsan holding `menuCodes`, the attachments' bytes and (when given) the 扩展信息 answer. */
function serve(menuCodes: string[], recordReply: () => FakeReply = () => ({ status: 200, body: envelope(record({})) }), formReply?: () => Promise<FakeReply>) {
  const adapter = fakeAdapter((config: HttpRequest) => {
    const user = userInfoReply(config)
    if (user) return user
    if (formReply && config.url === '/contracttandem/api/Form/Record/42') return formReply()
    if (config.url?.startsWith(`${API}/GetBizInfoByBizId/`)) return recordReply()
    if (config.url === '/unifiedauth/api/Frontend/GetUserMenusAndCodes') return { status: 200, body: envelope({ menuList: [], menuCodeList: menuCodes }) }
    if (config.url === `${API}/PreviewAttachment/7`) return { status: 200, body: new Blob(['%PDF-1.7 damaged'], { type: 'application/pdf' }) }
    return failure(404, '接口不存在')
  })
  http.transport = adapter
  return adapter
}

const open = () => renderRoute('/contractDetail?id=42', [{ path: '/contractDetail', element: <RecordView bizType={1} /> }])

describe('attachments of a record seen through a 查看 grant', () => {
  restoreTransportAfterEach()

  it('offers 预览 for PDFs and images only, and 下载 disabled', async () => {
    serve([])
    open()
    const table = (await screen.findByText('正文.pdf')).closest('table') as HTMLElement
    expect(within(table).getAllByRole('button', { name: /^预览/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['预览 正文.pdf'])
    for (const download of within(table).getAllByRole('button', { name: /^下载/ })) expect(download.hasAttribute('disabled')).toBe(true)
  })

  it('tells a user without 合同授权 whom to ask, and offers nothing to click in vain', async () => {
    serve([])
    open()
    expect(await screen.findByText('无下载权限：PDF 和图片可在线预览（带水印），不能下载。')).toBeTruthy()
    expect(screen.getByText('如需权限，请联系采购部的合同管理员或授权审批人为你本人或你的部门授权。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /申请授权/ })).toBeNull()
  })

  it('offers 申请授权 for this record to a user with 合同授权', async () => {
    serve(['htc', 'qxsq'])
    const { router } = open()
    const hint = (await screen.findByText('无下载权限：PDF 和图片可在线预览（带水印），不能下载。')).closest('[role="alert"]') as HTMLElement
    fireEvent.click(await within(hint).findByRole('button', { name: /申请授权/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorize'))
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ contractId: '42', contractNo: 'HT-2024-0042', contractName: '办公设备采购合同42' })
  })

  it('previews through PreviewAttachment with a watermark naming the viewer, and no 下载 in the viewer', async () => {
    const adapter = serve([])
    open()
    fireEvent.click(await screen.findByRole('button', { name: '预览 正文.pdf' }))
    const viewer = await screen.findByRole('dialog', { name: '预览：正文.pdf' })
    expect(await within(viewer).findByText(/^仅可在线预览，不能下载；页面带有水印「张三 \d{4}-\d{2}-\d{2} \d{2}:\d{2}」。$/)).toBeTruthy()
    await waitFor(() => expect(adapter.calls.some((call) => call.url === `${API}/PreviewAttachment/7`)).toBe(true))
    expect(within(viewer).queryByRole('button', { name: /下\s*载/ })).toBeNull()
    // The fixture's bytes are no real PDF: the viewer says so instead of spinning.
    expect(await within(viewer).findByText('无法预览该附件：文件无法打开或已损坏。', {}, { timeout: 10_000 })).toBeTruthy()
  })
})

describe('the attachment viewer', () => {
  restoreTransportAfterEach()

  it('shows the attachments once the 扩展信息 answer is in, so they never move under the pointer', async () => {
    let answerForm: (reply: FakeReply) => void = () => undefined
    const form = new Promise<FakeReply>((resolve) => (answerForm = resolve))
    serve([], undefined, () => form)
    open()
    expect(await screen.findByRole('heading', { name: '办公设备采购合同42' })).toBeTruthy()
    // Until then it is not known whether they sit in a tab.
    expect(screen.queryByRole('button', { name: '预览 正文.pdf' })).toBeNull()
    answerForm({ status: 200, body: envelope({ bound: true, record: null, form: null, current: null, saved: null, draft: null, canEdit: false, readOnlyReason: null }) })
    expect(await screen.findByRole('tab', { name: '扩展信息' })).toBeTruthy()
    const basic = screen.getByRole('tabpanel', { name: '基本信息' })
    fireEvent.click(within(basic).getByRole('button', { name: '预览 正文.pdf' }))
    expect(await screen.findByRole('dialog', { name: '预览：正文.pdf' })).toBeTruthy()
  })
})

describe('a record the user may not see', () => {
  restoreTransportAfterEach()

  it('tells a user without 合同授权 whom to ask', async () => {
    serve([], () => failure(403, '无权查看该记录'))
    open()
    expect(await screen.findByText('该记录不属于你的部门，你也没有有效的查看授权。')).toBeTruthy()
    expect(screen.getByText('如需权限，请联系该记录所属部门的合同管理员或授权审批人为你本人或你的部门授权。')).toBeTruthy()
    expect(screen.getByRole('button', { name: '返回合同查询' })).toBeTruthy()
  })

  it('leads a user with 合同授权 to 合同授权', async () => {
    serve(['htc', 'qxsq'], () => failure(403, '无权查看该记录'))
    const { router } = open()
    fireEvent.click(await screen.findByRole('button', { name: /前往合同授权/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/authorize'))
  })

  it('says nothing about access for an unknown record (404)', async () => {
    serve([], () => failure(404, '记录不存在'))
    open()
    await waitFor(() => expect(screen.getAllByText('记录不存在')).toHaveLength(2))
    expect(screen.queryByText(/查看授权/)).toBeNull()
  })
})
