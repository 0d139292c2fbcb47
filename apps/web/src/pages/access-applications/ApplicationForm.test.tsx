import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import dayjs from 'dayjs'
import { http, type Application } from '../../api'
import { contractRow, dictReply, envelope, failure, fakeAdapter, renderRoute, restoreTransportAfterEach } from '../../test-support'
import { ApplicationForm } from './ApplicationForm'

const SAVE_URL = '/contracttandem/api/AuthApply/SaveData'

function serve() {
  const adapter = fakeAdapter((config: HttpRequest) => {
    if (config.url === '/contracttandem/api/ContractSealed/GetContractList') {
      return {
        status: 200,
        body: envelope({
          list: [contractRow(8, { contractName: '市场推广服务合同' })],
          total: 1,
          totalExact: true,
          nextCursor: null,
        }),
      }
    }
    if (config.url === SAVE_URL)
      return { status: 200, body: envelope({ id: 1, applyNo: 'SQ-20240101-0001' } as Partial<Application>) }
    return dictReply(config) ?? failure(404, '接口不存在')
  })
  http.transport = adapter
  return {
    saves: () =>
      adapter.calls
        .filter((call) => call.url === SAVE_URL)
        .map((call) => JSON.parse(call.data as string) as Record<string, unknown>),
  }
}

/** Types a date into an antd DatePicker the way a keyboard user does. */
function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label)
  fireEvent.mouseDown(input)
  fireEvent.focus(input)
  fireEvent.change(input, { target: { value } })
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 })
  fireEvent.blur(input)
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label))
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }))
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交申请/ }))

describe('access application form', () => {
  restoreTransportAfterEach()

  it(
    'refuses dates out of order and periods over one year, and sends nothing',
    { timeout: 60_000 },
    async () => {
      const backend = serve()
      const onSubmitted = vi.fn()
      renderRoute('/authorize', [
        { path: '/authorize', element: <ApplicationForm onSubmitted={onSubmitted} /> },
      ])
      await choose('申请的合同', 'HT-2024-0008 市场推广服务合同')
      await choose('授权人员', '张三（zhangsan，采购部）')
      fireEvent.change(screen.getByLabelText('申请理由'), { target: { value: '市场活动需要核对采购条款' } })
      const start = dayjs().add(10, 'day')

      typeDate('开始日期', start.format('YYYY-MM-DD'))
      typeDate('结束日期', start.subtract(1, 'day').format('YYYY-MM-DD'))
      submit()
      expect(await screen.findByText('结束日期不能早于开始日期')).toBeTruthy()

      typeDate('结束日期', start.add(1, 'year').format('YYYY-MM-DD'))
      submit()
      expect(await screen.findByText('有效期不能超过一年')).toBeTruthy()
      expect(backend.saves()).toHaveLength(0)

      // One year, the first day counted: the last allowed day.
      typeDate('结束日期', start.add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD'))
      submit()
      await waitFor(() => expect(backend.saves()).toHaveLength(1))
      const body = backend.saves()[0]
      expect(body).toMatchObject({
        contractIds: [8],
        granteeUserIds: [2],
        scope: 'view',
        reason: '市场活动需要核对采购条款',
      })
      expect(dayjs(body.validFrom as string).isSame(start.startOf('day'))).toBe(true)
      expect(
        dayjs(body.validUntil as string).isSame(start.add(1, 'year').subtract(1, 'day').endOf('day')),
      ).toBe(true)
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce())
      expect(onSubmitted.mock.calls[0][0]).toMatchObject({ applyNo: 'SQ-20240101-0001' })
    },
  )

  it('requires contracts, a grantee and a reason', { timeout: 60_000 }, async () => {
    const backend = serve()
    renderRoute('/authorize', [{ path: '/authorize', element: <ApplicationForm onSubmitted={() => {}} /> }])
    submit()
    expect(await screen.findByText('请选择至少一份合同')).toBeTruthy()
    expect(screen.getByText('请选择授权人员')).toBeTruthy()
    expect(screen.getByText('请填写申请理由')).toBeTruthy()
    expect(backend.saves()).toHaveLength(0)
  })
})
