import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http, type BizRecord } from '../../api'
import {
  contractRow,
  dictReply,
  envelope,
  failure,
  fakeAdapter,
  LocationProbe,
  renderRoute,
  restoreTransportAfterEach,
} from '../../test-support'
import ContractListPage from '../contract-list'
import { RecordView } from '../../shared/record-view'

const API = '/contracttandem/api/ContractSealed'

const record = (fields: Partial<BizRecord>): BizRecord => ({
  ...contractRow(42),
  startDate: '2024-03-10',
  endDate: '2025-03-09',
  summary: '',
  parties: [],
  sealedAt: null,
  sealedBy: null,
  createdAt: '2024-03-01T01:00:00.000Z',
  canDownload: true,
  canAddAttachment: true,
  canSeal: false,
  grantValidUntil: null,
  attachments: [],
  history: [],
  ...fields,
})

/** The record answered with `fields`, the user holding `menuCodes`; the sealing call succeeds. */
function serve(fields: Partial<BizRecord>, menuCodes: string[] = []) {
  const adapter = fakeAdapter((config: HttpRequest) => {
    if (config.url?.startsWith(`${API}/GetBizInfoByBizId/`))
      return { status: 200, body: envelope(record(fields)) }
    if (config.url === '/unifiedauth/api/Frontend/GetUserMenusAndCodes')
      return { status: 200, body: envelope({ menuList: [], menuCodeList: menuCodes }) }
    if (config.url === `${API}/ContractSealed/1`) {
      return {
        status: 200,
        body: envelope({
          operateType: 1,
          operateTypeName: '封存',
          contracts: [
            { contractId: 42, contractNo: 'HT-2024-0042', fromState: 'unsealed', toState: 'sealed' },
          ],
        }),
      }
    }
    return failure(404, '接口不存在')
  })
  http.transport = adapter
  return adapter
}

const open = (entries = ['/contractDetail?id=42']) =>
  renderRoute(entries.at(-1)!, [
    { path: '/contractDetail', element: <RecordView bizType={1} /> },
    { path: '/authorize', element: <LocationProbe /> },
  ])

describe('record page actions', () => {
  restoreTransportAfterEach()
  afterEach(() => sessionStorage.clear())

  it('seals from the record after a confirmation when the user may', async () => {
    const adapter = serve({ canSeal: true })
    open()
    fireEvent.click(await screen.findByRole('button', { name: /封\s*存/ }))
    const dialog = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement
    expect(dialog.textContent).toContain('HT-2024-0042《办公设备采购合同42》')
    fireEvent.change(within(dialog).getByLabelText('封存原因'), { target: { value: '履行完毕' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确认封存' }))
    expect(await screen.findByText('封存成功：HT-2024-0042')).toBeTruthy()
    expect(
      adapter.calls
        .filter((call) => call.url === `${API}/ContractSealed/1`)
        .map((call) => [JSON.parse(call.data as string), call.params]),
    ).toEqual([[[42], { reason: '履行完毕' }]])
  })

  it('offers 解封 on a sealed record and nothing to those who may not seal', async () => {
    serve({ canSeal: true, sealed: true, sealStateName: '已封存', sealedAt: '2024-05-01T01:00:00.000Z' })
    const first = open()
    expect(await screen.findByRole('button', { name: /解\s*封/ })).toBeTruthy()
    first.unmount()
    serve({ canSeal: false })
    open()
    expect(await screen.findByRole('button', { name: /返\s*回/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /封\s*存|解\s*封/ })).toBeNull()
  })

  it('says until when a grant lets the user see the record and offers 申请授权 for the download', async () => {
    serve({ canDownload: false, canAddAttachment: false, grantValidUntil: '2025-06-30T15:59:59.999Z' }, [
      'htc',
      'qxsq',
    ])
    open()
    expect(await screen.findByText(/授权有效期至 2025-06-30 .*（仅查看，不能下载附件）/)).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: /申请授权/ }))
    const location = await screen.findByLabelText('当前地址')
    const search = new URLSearchParams(location.textContent!.split('?')[1])
    expect(location.textContent).toMatch(/^\/authorize\?/)
    expect(Object.fromEntries(search)).toEqual({
      contractId: '42',
      contractNo: 'HT-2024-0042',
      contractName: '办公设备采购合同42',
    })
  })

  it('offers no 申请授权 without the authorization menu', async () => {
    serve({ canDownload: false, canAddAttachment: false }, ['htc'])
    open()
    expect(await screen.findByRole('button', { name: /返\s*回/ })).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: /申请授权/ })).toBeNull())
  })

  it('goes back to the contract list when the record was opened directly', async () => {
    serve({})
    open()
    fireEvent.click(await screen.findByRole('button', { name: /返\s*回/ }))
    expect((await screen.findByLabelText('当前地址')).textContent).toBe('/contractList')
  })

  it('goes back to the list that opened the record, with its filters', async () => {
    const adapter = fakeAdapter((config: HttpRequest) => {
      if (config.url === `${API}/GetContractList`)
        return {
          status: 200,
          body: envelope({ list: [contractRow(42)], total: 1, totalExact: true, nextCursor: null }),
        }
      if (config.url?.startsWith(`${API}/GetBizInfoByBizId/`))
        return { status: 200, body: envelope(record({})) }
      return dictReply(config) ?? failure(404, '接口不存在')
    })
    http.transport = adapter
    renderRoute('/contractList?expiry=soon&pageIndex=2', [
      {
        path: '/contractList',
        element: (
          <>
            <ContractListPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/contractDetail', element: <RecordView bizType={1} /> },
    ])
    fireEvent.click(await screen.findByText('办公设备采购合同42'))
    fireEvent.click(await screen.findByRole('button', { name: /返\s*回/ }))
    await waitFor(() =>
      expect(screen.getByLabelText('当前地址').textContent).toBe('/contractList?expiry=soon&pageIndex=2'),
    )
  })
})
