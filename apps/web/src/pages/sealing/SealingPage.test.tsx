import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { HttpRequest } from '../../api'
import { http } from '../../api'
import {
  contractRow,
  dictReply,
  envelope,
  failure,
  fakeAdapter,
  renderRoute,
  restoreTransportAfterEach,
  type FakeReply,
} from '../../test-support'
import { SealingPage } from './SealingPage'

const API = '/contracttandem/api/ContractSealed'

/** The signed-in sealer, of 采购部 (3) like the fixture rows. */
const SEALER = { userId: 3, account: 'lisi', userName: '李四', userPhoto: '', departmentId: 3, departmentName: '采购部', roles: ['sealer'] }

/**
 * Contracts whose seal state the fake server keeps: 5 and one of another department (6) on page 1,
 * 7 on page 2; `refuse` answers the sealing call instead.
 */
function serve(refuse?: FakeReply) {
  const sealed = new Set<number>()
  const adapter = fakeAdapter((config: HttpRequest) => {
    if (config.url === '/contracttandem/api/Authentication/GetUserInfo') return { status: 200, body: envelope(SEALER) }
    if (config.url === `${API}/GetContractList`) {
      const row = (id: number) => contractRow(id, { sealed: sealed.has(id) })
      const second = (config.params as { pageIndex?: number }).pageIndex === 2
      const list = second ? [row(7)] : [row(5), contractRow(6, { departmentId: 4, department: '市场部' })]
      return { status: 200, body: envelope({ list, total: 21, totalExact: true, nextCursor: null }) }
    }
    const operation = /\/ContractSealed\/ContractSealed\/(\d)$/.exec(config.url ?? '')
    if (operation) {
      if (refuse) return refuse
      const operateType = Number(operation[1])
      const ids = JSON.parse(config.data as string) as number[]
      for (const id of ids) {
        if (operateType === 1) sealed.add(id)
        else sealed.delete(id)
      }
      return {
        status: 200,
        body: envelope({
          operateType,
          operateTypeName: operateType === 1 ? '封存' : '解封',
          contracts: ids.map((id) => ({
            contractId: id,
            contractNo: `HT-2024-000${id}`,
            fromState: operateType === 1 ? 'unsealed' : 'sealed',
            toState: operateType === 1 ? 'sealed' : 'unsealed',
          })),
        }),
      }
    }
    return dictReply(config) ?? failure(404, '接口不存在')
  })
  http.transport = adapter
  const calls = (suffix: string) => adapter.calls.filter((call) => call.url?.endsWith(suffix))
  return { calls }
}

/** Body and query of each sealing call. */
const sent = (calls: HttpRequest[]) => calls.map((call) => [JSON.parse(call.data as string), call.params])

const open = () => renderRoute('/safeKeeping', [{ path: '/safeKeeping', element: <SealingPage /> }])
// Closed dialogs linger in the DOM (no animation end in happy-dom): the newest is the open one.
const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1) as HTMLElement
const row = async (contractNo = 'HT-2024-0005') => (await screen.findByText(contractNo)).closest('tr') as HTMLElement
/** The row's 封存 button once the signed-in user is known (until then nothing is offered). */
async function sealButton(contractNo = 'HT-2024-0005') {
  const button = within(await row(contractNo)).getByRole('button', { name: /封\s*存$/ })
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(contractNo !== 'HT-2024-0005'))
  return button
}

/** Fills the open dialog's reason (and archive location) and confirms it. */
async function confirmWith(button: string, reason: string, archiveLocation?: string) {
  const dialog = await lastDialog()
  fireEvent.change(within(dialog).getByLabelText(/原因/), { target: { value: reason } })
  if (archiveLocation) fireEvent.change(within(dialog).getByLabelText('档案位置'), { target: { value: archiveLocation } })
  fireEvent.click(within(dialog).getByRole('button', { name: button }))
}

describe('合同封存', () => {
  restoreTransportAfterEach()

  it(
    'seals only after the confirmation, then shows the new state; unseals the same way',
    { timeout: 60_000 },
    async () => {
      const backend = serve()
      open()
      fireEvent.click(await sealButton())
      const dialog = await screen.findByRole('dialog')
      expect(dialog.textContent).toContain('确认封存该合同？')
      expect(dialog.textContent).toContain('HT-2024-0005《办公设备采购合同5》。封存后合同的内容与附件只读')

      fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }))
      expect(backend.calls('/ContractSealed/1')).toHaveLength(0)

      fireEvent.click(await sealButton())
      // The reason is required: without it nothing is sent.
      fireEvent.click(within(await lastDialog()).getByRole('button', { name: '确认封存' }))
      expect(await within(await lastDialog()).findByText('请填写封存原因')).toBeTruthy()
      expect(backend.calls('/ContractSealed/1')).toHaveLength(0)
      await confirmWith('确认封存', ' 履行完毕归档 ', '档案室 A-03 柜')
      expect(await screen.findByText('封存成功：HT-2024-0005')).toBeTruthy()
      expect(sent(backend.calls('/ContractSealed/1'))).toEqual([[[5], { reason: '履行完毕归档', archiveLocation: '档案室 A-03 柜' }]])
      // The list is asked again and now offers 解封 and the 已封存 tag.
      await waitFor(() =>
        expect(
          within(screen.getByText('HT-2024-0005').closest('tr') as HTMLElement).getByText('已封存'),
        ).toBeTruthy(),
      )

      fireEvent.click(within(await row()).getByRole('button', { name: /解\s*封/ }))
      await confirmWith('确认解封', '补充附件')
      expect(await screen.findByText('解封成功：HT-2024-0005')).toBeTruthy()
      expect(sent(backend.calls('/ContractSealed/2'))).toEqual([[[5], { reason: '补充附件' }]])
    },
  )

  it("shows the server's refusal as a toast and changes nothing", { timeout: 60_000 }, async () => {
    serve(failure(409, '合同 HT-2024-0005 已封存，无需重复封存'))
    open()
    fireEvent.click(await sealButton())
    await confirmWith('确认封存', '归档')
    expect(await screen.findByText('合同 HT-2024-0005 已封存，无需重复封存')).toBeTruthy()
    expect(screen.queryByText(/封存成功/)).toBeNull()
    expect(within(await row()).queryByText('已封存')).toBeNull()
  })

  it('offers sealing only for records of the user’s own department', async () => {
    const backend = serve()
    open()
    const foreign = await sealButton('HT-2024-0006')
    expect(foreign.hasAttribute('disabled')).toBe(true)
    fireEvent.click(foreign)
    expect((await sealButton()).hasAttribute('disabled')).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(backend.calls('/ContractSealed/1')).toHaveLength(0)
  })

  it('seals rows chosen on several pages in one operation, then clears the choice', { timeout: 60_000 }, async () => {
    const backend = serve()
    open()
    await sealButton()
    const checkbox = async (contractNo: string) => within(await row(contractNo)).getByRole('checkbox')
    expect((await checkbox('HT-2024-0006')).hasAttribute('disabled')).toBe(true)
    fireEvent.click(await checkbox('HT-2024-0005'))
    expect(await screen.findByText('已选 1 条')).toBeTruthy()

    fireEvent.click(screen.getByTitle('2'))
    fireEvent.click(await checkbox('HT-2024-0007'))
    expect(await screen.findByText('已选 2 条')).toBeTruthy()
    expect(screen.getByRole('button', { name: /批量解封/ }).hasAttribute('disabled')).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: /批量封存/ }))
    const dialog = await lastDialog()
    expect(dialog.textContent).toContain('确认封存选中的 2 条记录？')
    expect(dialog.textContent).toContain('HT-2024-0005')
    expect(dialog.textContent).toContain('HT-2024-0007')
    await confirmWith('确认封存', '年度归档', '档案室 B-01')
    expect(await screen.findByText('封存成功：2 条记录')).toBeTruthy()
    expect(sent(backend.calls('/ContractSealed/1'))).toEqual([[[5, 7], { reason: '年度归档', archiveLocation: '档案室 B-01' }]])
    expect(await screen.findByText('已选 0 条')).toBeTruthy()
  })
})
