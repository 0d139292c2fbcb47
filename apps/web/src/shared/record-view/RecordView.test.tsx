import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http, type BizRecord } from '../../api'
import { contractRow, envelope, failure, fakeAdapter, renderRoute, type FakeReply, restoreTransportAfterEach } from '../../test-support'
import { RecordView } from './RecordView'

const record = (fields: Partial<BizRecord> = {}): BizRecord => ({
  ...contractRow(42, { sealed: true, sealStateName: '已封存' }),
  startDate: '2024-03-10',
  endDate: '2025-03-09',
  summary: '采购办公电脑 120 台及三年维保。',
  parties: [
    { role: '甲方', name: '天和集团有限公司', contact: '张三', phone: '010-88886666' },
    { role: '乙方', name: '北京华信科技有限公司', contact: '李明', phone: '13800138000' },
  ],
  sealedAt: '2024-05-01T01:00:00.000Z',
  sealedBy: { id: 3, name: '李四' },
  createdAt: '2024-03-01T01:00:00.000Z',
  canDownload: true,
  canAddAttachment: true,
  canSeal: false,
  grantValidUntil: null,
  attachments: [
    {
      id: 7,
      fileName: '正文.pdf',
      fileSize: 1536,
      contentType: 'application/pdf',
      createdAt: '2024-03-02T01:00:00.000Z',
    },
  ],
  history: [
    {
      id: 2,
      action: 'sealed',
      actionName: '封存',
      actorName: '李四',
      detail: {},
      createdAt: '2024-05-01T01:00:00.000Z',
    },
    {
      id: 1,
      action: 'created',
      actionName: '创建',
      actorName: '张三',
      detail: {},
      createdAt: '2024-03-01T01:00:00.000Z',
    },
  ],
  ...fields,
})

function serve(reply: (config: HttpRequest) => FakeReply) {
  const adapter = fakeAdapter(reply)
  http.transport = adapter
  return adapter
}

const open = (path: string, bizType: 1 | 2 | 3 | 4, route = path.split('?')[0]) =>
  renderRoute(path, [{ path: route, element: <RecordView bizType={bizType} /> }])

describe('record pages', () => {
  restoreTransportAfterEach()

  it('shows the fields, parties, attachments, seal state and history of a contract', async () => {
    const adapter = serve(() => ({ status: 200, body: envelope(record()) }))
    open('/contractDetail?id=42', 1)
    expect(await screen.findByRole('heading', { name: '办公设备采购合同42' })).toBeTruthy()
    expect(adapter.calls[0].url).toBe('/contracttandem/api/ContractSealed/GetBizInfoByBizId/42/1')

    const fields = screen.getByText('合同编号').closest('table') as HTMLElement
    expect(within(fields).getByText('HT-2024-0042')).toBeTruthy()
    expect(within(fields).getByText('¥1,234,567.80')).toBeTruthy()
    expect(within(fields).getByText('2024-03-05')).toBeTruthy()
    expect(within(fields).getByText('2024-03-10 至 2025-03-09')).toBeTruthy()
    expect(within(fields).getByText('采购办公电脑 120 台及三年维保。')).toBeTruthy()
    expect(screen.getByText(/该合同已于 .* 封存（操作人：李四），内容与附件只读。/)).toBeTruthy()
    // parties and attachments once the 扩展信息 answer tells where they sit
    expect(await screen.findByText('010-88886666')).toBeTruthy()
    expect(screen.getByText('正文.pdf')).toBeTruthy()
    expect(screen.getByText('1.5 KB')).toBeTruthy()
    expect(screen.getByRole('button', { name: /下\s*载/ }).hasAttribute('disabled')).toBe(false)
    expect(screen.getByText('创建')).toBeTruthy()
    expect(screen.getAllByText('已封存').length).toBeGreaterThan(0)
  })

  it("a failed download shows the server's msg even though a file was asked for", async () => {
    serve((config) =>
      config.url?.includes('/DownloadAttachment/')
        ? {
            status: 403,
            body: new Blob(
              [JSON.stringify(envelope(null, { success: false, code: 403, msg: '无权下载该附件' }))],
              { type: 'application/json' },
            ),
          }
        : { status: 200, body: envelope(record()) },
    )
    open('/contractDetail?id=42', 1)
    fireEvent.click(await screen.findByRole('button', { name: /下\s*载/ }))
    expect(await screen.findByText('无权下载该附件')).toBeTruthy()
  })

  it('names the fields after the kind of record', async () => {
    const adapter = serve(() => ({
      status: 200,
      body: envelope(
        record({
          bizType: 4,
          bizTypeName: '律师函',
          contractType: null,
          contractTypeName: '',
          sealed: false,
          canDownload: false,
        }),
      ),
    }))
    open('/lawyerLetter?id=42', 4)
    expect(await screen.findByText('函件编号')).toBeTruthy()
    expect(screen.getByText('发函日期')).toBeTruthy()
    expect(screen.queryByText(/内容与附件只读/)).toBeNull()
    expect((await screen.findByRole('button', { name: /下\s*载/ })).hasAttribute('disabled')).toBe(true)
    expect(adapter.calls[0].url).toBe('/contracttandem/api/ContractSealed/GetBizInfoByBizId/42/4')
  })

  it("shows the server's msg for a forbidden record, as a toast and on the page, with the way back", async () => {
    // the menus answer (the access hint asks for them): only the record is refused, so one toast
    serve((config) =>
      config.url === '/unifiedauth/api/Frontend/GetUserMenusAndCodes'
        ? { status: 200, body: envelope({ menuList: [], menuCodeList: [] }) }
        : failure(403, '无权查看该记录'),
    )
    open('/bidDocument?id=9', 2)
    await waitFor(() => expect(screen.getAllByText('无权查看该记录')).toHaveLength(2))
    expect(screen.getByText('无法查看该记录')).toBeTruthy()
    expect(await screen.findByText('如需权限，请联系该记录所属部门的合同管理员或授权审批人为你本人或你的部门授权。')).toBeTruthy()
    expect(screen.getAllByText('无权查看该记录')).toHaveLength(2)
    expect(document.body.textContent).not.toMatch(/success|resultCode|\{"/)
    fireEvent.click(screen.getByRole('button', { name: '返回合同查询' }))
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '当前地址' }).textContent).toBe('/contractList'),
    )
  })

  it('shows 记录不存在 for an unknown id', async () => {
    serve(() => failure(404, '记录不存在'))
    open('/publicDocument?id=999999', 3)
    await waitFor(() => expect(screen.getAllByText('记录不存在')).toHaveLength(2))
  })

  it('asks for nothing when the id is missing or malformed', async () => {
    const adapter = serve(() => ({ status: 200, body: envelope(record()) }))
    open('/contractDetail?id=abc', 1, '/contractDetail')
    expect(await screen.findByText('缺少或无效的合同编号，请从合同查询中打开。')).toBeTruthy()
    expect(adapter.calls).toHaveLength(0)
  })

  describe('上传附件', () => {
    const added = { id: 8, fileName: '补充协议.pdf', fileSize: 2048, contentType: 'application/pdf', createdAt: '2024-06-01T01:00:00.000Z' }

    /** The record (unsealed, downloadable) until AddAttachment succeeds, then with the new attachment. */
    function serveUpload(upload: FakeReply = { status: 200, body: envelope({ id: 'f-1', name: '补充协议.pdf' }) }) {
      let linked = false
      return serve((config) => {
        if (config.url === '/contracttandem/api/File/Upload') return upload
        if (config.url === '/contracttandem/api/ContractSealed/AddAttachment/42') {
          linked = true
          return { status: 200, body: envelope(added) }
        }
        const base = record({ sealed: false, sealStateName: '未封存', sealedAt: null, sealedBy: null })
        return { status: 200, body: envelope(linked ? { ...base, attachments: [...base.attachments, added] } : base) }
      })
    }

    async function chooseFile(name: string) {
      const button = await screen.findByRole('button', { name: /上传附件/ })
      const input = button.closest('.ant-upload')?.querySelector('input[type=file]') as HTMLInputElement
      fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] } })
    }

    it('uploads the file, links it to the record and shows the record again with it', async () => {
      const adapter = serveUpload()
      open('/contractDetail?id=42', 1)
      await chooseFile('补充协议.pdf')
      expect(await screen.findByText('已上传附件：补充协议.pdf')).toBeTruthy()
      await waitFor(() => expect(screen.getByText('附件（2）')).toBeTruthy())
      expect(screen.getByText('补充协议.pdf')).toBeTruthy()
      // The 扩展信息 lookup (form library) and the menus (record actions) are not part of the upload.
      const calls = adapter.calls.filter((call) => !call.url?.startsWith('/contracttandem/api/Form/') && !call.url?.startsWith('/unifiedauth/'))
      const urls = calls.map((call) => `${call.method} ${call.url}`)
      expect(urls).toEqual([
        'get /contracttandem/api/ContractSealed/GetBizInfoByBizId/42/1',
        'post /contracttandem/api/File/Upload',
        'post /contracttandem/api/ContractSealed/AddAttachment/42',
        'get /contracttandem/api/ContractSealed/GetBizInfoByBizId/42/1',
      ])
      const sent = calls[1].data as FormData
      expect((sent.get('file') as File).name).toBe('补充协议.pdf')
      expect(JSON.parse(calls[2].data as string)).toEqual({ fileId: 'f-1' })
    })

    it("shows the server's msg when the upload is refused and links nothing", async () => {
      const adapter = serveUpload(failure(415, '文件 补充协议.exe 的内容是可执行程序（Windows 可执行文件），不允许上传'))
      open('/contractDetail?id=42', 1)
      await chooseFile('补充协议.exe')
      expect(await screen.findByText(/不允许上传/)).toBeTruthy()
      expect(adapter.calls.some((call) => call.url?.includes('AddAttachment'))).toBe(false)
      expect(screen.getByText('附件（1）')).toBeTruthy()
    })

    it.each([
      ['sealed', { sealed: true }],
      ['not downloadable', { sealed: false, canDownload: false, canAddAttachment: false }],
      ['downloadable through a grant only', { sealed: false, canDownload: true, canAddAttachment: false }],
    ])('is not offered when the record is %s', async (_, fields) => {
      serve(() => ({ status: 200, body: envelope(record(fields)) }))
      open('/contractDetail?id=42', 1)
      expect(await screen.findByText('附件（1）')).toBeTruthy()
      expect(screen.queryByRole('button', { name: /上传附件/ })).toBeNull()
    })
  })
})
