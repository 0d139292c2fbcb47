import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http, type ContractListFilters, type ContractRow } from '../../api'
import {
  contractRow,
  dictReply,
  envelope,
  failure,
  fakeAdapter,
  renderRoute,
  restoreTransportAfterEach,
  userInfoReply,
  type FakeReply,
} from '../../test-support'
import { ContractListPage } from './ContractListPage'

const LIST_URL = '/contracttandem/api/ContractSealed/GetContractList'

function serve(list: (params: ContractListFilters) => FakeReply | Promise<FakeReply>) {
  const adapter = fakeAdapter((config: HttpRequest) => {
    if (config.url === LIST_URL) return list(config.params as ContractListFilters)
    return dictReply(config) ?? userInfoReply(config) ?? failure(404, '接口不存在')
  })
  http.transport = adapter
  return {
    listCalls: () =>
      adapter.calls.filter((call) => call.url === LIST_URL).map((call) => call.params as ContractListFilters),
  }
}

const page = (list: ContractRow[], total = list.length) => ({
  status: 200,
  body: envelope({ list, total, totalExact: true, nextCursor: null }),
})
const open = (query = '') =>
  renderRoute(`/contractList${query}`, [{ path: '/contractList', element: <ContractListPage /> }])
const location = () => screen.getByRole('status', { name: '当前地址' }).textContent

describe('合同查询', () => {
  restoreTransportAfterEach()

  // Many antd fields on a shared two-core machine: generous time, no timing asserted.
  it(
    'restores the filters of the URL into the form and the request, and writes a new search back',
    { timeout: 60_000 },
    async () => {
      const backend = serve(() => page([contractRow(1)], 45))
      const { router } = open(
        '?keyword=%E7%A7%9F%E8%B5%81&status=executing&sortField=amount&sortOrder=asc&pageIndex=2&pageSize=10&sealed=true',
      )

      await waitFor(() => expect(backend.listCalls()).toHaveLength(1))
      expect(backend.listCalls()[0]).toEqual({
        keyword: '租赁',
        status: 'executing',
        sealed: true,
        sortField: 'amount',
        sortOrder: 'asc',
        pageIndex: 2,
        pageSize: 10,
      })
      const keyword = screen.getByLabelText('关键字') as HTMLInputElement
      expect(keyword.value).toBe('租赁')
      // The folded conditions unfold when the link uses one of them.
      expect(screen.getByRole('button', { name: /收\s*起/ })).toBeTruthy()

      fireEvent.change(keyword, { target: { value: '  采购  ' } })
      fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
      await waitFor(() =>
        expect(router.state.location.search).toBe(
          '?keyword=%E9%87%87%E8%B4%AD&status=executing&sealed=true&sortField=amount&sortOrder=asc&pageSize=10',
        ),
      )
      await waitFor(() =>
        expect(backend.listCalls().at(-1)).toEqual({
          keyword: '采购',
          status: 'executing',
          sealed: true,
          sortField: 'amount',
          sortOrder: 'asc',
          pageIndex: 1,
          pageSize: 10,
        }),
      )

      fireEvent.click(screen.getByRole('button', { name: /重\s*置/ }))
      await waitFor(() => expect(router.state.location.search).toBe('?pageSize=10'))
      expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('')
    },
  )

  it('fetches the folded inputs when they first unfold; a folded value keeps counting', { timeout: 60_000 }, async () => {
    const backend = serve(() => page([contractRow(1)]))
    open()
    await screen.findByText('HT-2024-0001')
    // Folded: the date range and amount inputs are not there (nor their chunk asked for).
    expect(document.querySelector('.ant-picker-range')).toBeNull()
    expect(screen.queryByLabelText('最低金额')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: /展\s*开/ }))
    fireEvent.change(await screen.findByLabelText('最低金额'), { target: { value: '1000' } })
    expect(document.querySelector('.ant-picker-range')).toBeTruthy()
    // Folded again, the typed amount still takes part in the search.
    fireEvent.click(screen.getByRole('button', { name: /收\s*起/ }))
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(backend.listCalls().at(-1)).toEqual({ amountMin: 1000, pageIndex: 1, pageSize: 20 }))
  })

  it('shows a signing-date range from the URL in the unfolded picker', { timeout: 60_000 }, async () => {
    const backend = serve(() => page([contractRow(1)]))
    open('?signDateFrom=2024-01-01&signDateTo=2024-06-30')
    await waitFor(() => expect(backend.listCalls()[0]).toMatchObject({ signDateFrom: '2024-01-01', signDateTo: '2024-06-30' }))
    expect(await screen.findByDisplayValue('2024-01-01')).toBeTruthy()
    expect(screen.getByDisplayValue('2024-06-30')).toBeTruthy()
  })

  it('sorts and pages through the URL', async () => {
    const backend = serve(() => page([contractRow(1)], 95))
    const { router } = open()
    await screen.findByText('HT-2024-0001')
    fireEvent.click(screen.getAllByText('签订日期').find((label) => label.closest('th')) as HTMLElement)
    await waitFor(() => expect(router.state.location.search).toBe('?sortField=signDate&sortOrder=desc'))
    fireEvent.click(screen.getByTitle('2'))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sortField=signDate&sortOrder=desc&pageIndex=2'),
    )
    expect(backend.listCalls().at(-1)).toEqual({
      sortField: 'signDate',
      sortOrder: 'desc',
      pageIndex: 2,
      pageSize: 20,
    })
  })

  it('pages with the first click while the default sort is shown', async () => {
    const backend = serve(() => page([contractRow(1)], 95))
    const { router } = open()
    await screen.findByText('HT-2024-0001')
    fireEvent.click(screen.getByTitle('2'))
    await waitFor(() => expect(router.state.location.search).toBe('?pageIndex=2'))
    expect(backend.listCalls().at(-1)).toEqual({ pageIndex: 2, pageSize: 20 })
  })

  it('says once that the upper amount is below the lower one', { timeout: 60_000 }, async () => {
    serve(() => page([contractRow(1)]))
    open('?amountMin=100000')
    fireEvent.change(await screen.findByLabelText('最高金额'), { target: { value: '50000' } })
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }))
    await waitFor(() => expect(screen.getAllByText('金额上限不能小于下限')).toHaveLength(1))
  })

  it('shows amounts in CNY, dates as YYYY-MM-DD, status and 已封存 tags', async () => {
    serve(() =>
      page([
        contractRow(1, { amount: 1234567.8, signDate: '2024-03-05' }),
        contractRow(2, { sealed: true, status: 'completed', statusName: '已完成', amount: 0 }),
      ]),
    )
    open()
    const first = (await screen.findByText('HT-2024-0001')).closest('tr') as HTMLElement
    expect(within(first).getByText('¥1,234,567.80')).toBeTruthy()
    expect(within(first).getByText('2024-03-05')).toBeTruthy()
    expect(within(first).getByText('履行中')).toBeTruthy()
    expect(within(first).queryByText('已封存')).toBeNull()
    const second = screen.getByText('HT-2024-0002').closest('tr') as HTMLElement
    expect(within(second).getByText('已封存')).toBeTruthy()
    expect(within(second).getByText('已完成')).toBeTruthy()
    expect(within(second).getByText('¥0.00')).toBeTruthy()
    expect(screen.getByText('共 2 条')).toBeTruthy()
  })

  it('opens each kind of record on its own page with the id in the query', { timeout: 60_000 }, async () => {
    serve(() =>
      page([
        contractRow(11),
        contractRow(12, { bizType: 2, bizTypeName: '标书' }),
        contractRow(13, { bizType: 3 }),
        contractRow(14, { bizType: 4 }),
      ]),
    )
    const expected = [
      '/contractDetail?id=11',
      '/bidDocument?id=12',
      '/publicDocument?id=13',
      '/lawyerLetter?id=14',
    ]
    for (const [index, path] of expected.entries()) {
      const view = open()
      fireEvent.click(await screen.findByText(`办公设备采购合同${11 + index}`))
      await waitFor(() => expect(location()).toBe(path))
      view.unmount()
    }
  })

  it('does not call the table empty while the first page loads', async () => {
    let answer: (reply: FakeReply) => void = () => {}
    serve(() => new Promise<FakeReply>((resolve) => (answer = resolve)))
    open()
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeTruthy())
    expect(screen.queryByText('没有符合条件的记录')).toBeNull()
    answer(page([]))
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy()
  })

  it('shows the empty state when nothing matches', async () => {
    serve(() => page([]))
    open('?keyword=none')
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy()
  })

  it("shows the server's msg as a toast and in the table, never raw JSON", async () => {
    serve(() => failure(400, '签订日期起始不能晚于结束日期'))
    open('?signDateFrom=2024-05-01&signDateTo=2024-01-01')
    await waitFor(() => expect(screen.getAllByText('签订日期起始不能晚于结束日期').length).toBe(2))
    expect(document.body.textContent).not.toContain('"success"')
  })

  it('asks for 即将到期 from the URL, tags the rows and marks the keyword where it matched', async () => {
    const backend = serve(() =>
      page([
        contractRow(1, { contractName: '北京租赁服务合同', endDate: '2025-03-20', expiry: 'soon', expiryName: '即将到期' }),
        contractRow(2, { contractName: '仓库租赁合同', endDate: '2025-01-10', expiry: 'expired', expiryName: '已到期' }),
      ]),
    )
    open('?keyword=%E7%A7%9F%E8%B5%81&expiry=soon')
    await waitFor(() => expect(backend.listCalls()[0]).toMatchObject({ keyword: '租赁', expiry: 'soon' }))
    const soon = (await screen.findByText('即将到期')).closest('tr') as HTMLElement
    expect(within(soon).getByText('2025-03-20')).toBeTruthy()
    expect(within(soon).getByText('租赁', { selector: 'mark' })).toBeTruthy()
    const expired = screen.getByText('已到期').closest('tr') as HTMLElement
    expect(expired.querySelector('.ant-tag-error')).toBeTruthy()
  })

  it('refreshes, changes density and keeps shown columns per user across visits', { timeout: 60_000 }, async () => {
    localStorage.clear()
    const backend = serve(() => page([contractRow(1)]))
    const first = open()
    const headers = async () => {
      await screen.findByText('HT-2024-0001')
      return [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim()).filter(Boolean)
    }
    expect(await headers()).toContain('金额')
    await waitFor(() => expect(backend.listCalls()).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(backend.listCalls()).toHaveLength(2))

    fireEvent.click(screen.getByRole('button', { name: '密度' }))
    fireEvent.click(await screen.findByText('紧凑'))
    await waitFor(() => expect(document.querySelector('.ant-table-small')).toBeTruthy())

    fireEvent.click(screen.getByRole('button', { name: '列设置' }))
    fireEvent.click(await screen.findByRole('checkbox', { name: '金额' }))
    expect(screen.getByRole('checkbox', { name: '编号' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '上移签订日期' }))
    fireEvent.click(screen.getByRole('button', { name: '上移签订日期' }))
    await waitFor(() => expect(document.querySelectorAll('thead th')).not.toHaveLength(0))
    const after = await headers()
    expect(after).not.toContain('金额')
    expect(after.indexOf('签订日期')).toBeLessThan(after.indexOf('相对方'))

    first.unmount()
    open()
    const again = await headers()
    expect(again).not.toContain('金额')
    expect(again[0]).toBe('编号')
    expect(document.querySelector('.ant-table-small')).toBeTruthy()
  })
})
