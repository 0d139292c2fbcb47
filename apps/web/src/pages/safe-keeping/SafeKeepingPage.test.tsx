import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { InternalAxiosRequestConfig } from 'axios'
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
import { SafeKeepingPage } from './SafeKeepingPage'

const API = '/contracttandem/api/ContractSealed'

/** The signed-in sealer, of 采购部 (3) like the fixture rows. */
const SEALER = { userId: 3, account: 'lisi', userName: '李四', userPhoto: '', departmentId: 3, departmentName: '采购部', roles: ['sealer'] }

/**
 * One contract whose seal state the fake server keeps, and one of another department; `refuse`
 * answers the sealing call instead.
 */
function serve(refuse?: FakeReply) {
  let sealed = false
  const adapter = fakeAdapter((config: InternalAxiosRequestConfig) => {
    if (config.url === '/contracttandem/api/Authentication/GetUserInfo') return { status: 200, body: envelope(SEALER) }
    if (config.url === `${API}/GetContractList`) {
      const foreign = contractRow(6, { departmentId: 4, department: '市场部' })
      return {
        status: 200,
        body: envelope({ list: [contractRow(5, { sealed }), foreign], total: 2, totalExact: true, nextCursor: null }),
      }
    }
    const operation = /\/ContractSealed\/ContractSealed\/(\d)$/.exec(config.url ?? '')
    if (operation) {
      if (refuse) return refuse
      const operateType = Number(operation[1])
      const fromState = sealed ? 'sealed' : 'unsealed'
      sealed = operateType === 1
      return {
        status: 200,
        body: envelope({
          operateType,
          operateTypeName: sealed ? '封存' : '解封',
          contracts: [
            { contractId: 5, contractNo: 'HT-2024-0005', fromState, toState: sealed ? 'sealed' : 'unsealed' },
          ],
        }),
      }
    }
    return dictReply(config) ?? failure(404, '接口不存在')
  })
  http.defaults.adapter = adapter
  const calls = (suffix: string) => adapter.calls.filter((call) => call.url?.endsWith(suffix))
  return { calls }
}

const open = () => renderRoute('/safeKeeping', [{ path: '/safeKeeping', element: <SafeKeepingPage /> }])
// Closed dialogs linger in the DOM (no animation end in happy-dom): the newest is the open one.
const lastDialog = async () => (await screen.findAllByRole('dialog')).at(-1) as HTMLElement
const row = async (contractNo = 'HT-2024-0005') => (await screen.findByText(contractNo)).closest('tr') as HTMLElement
/** The row's 封存 button once the signed-in user is known (until then nothing is offered). */
async function sealButton(contractNo = 'HT-2024-0005') {
  const button = within(await row(contractNo)).getByRole('button', { name: /封\s*存$/ })
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(contractNo !== 'HT-2024-0005'))
  return button
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
      fireEvent.click(within(await lastDialog()).getByRole('button', { name: '确认封存' }))
      expect(await screen.findByText('封存成功：HT-2024-0005')).toBeTruthy()
      expect(backend.calls('/ContractSealed/1').map((call) => JSON.parse(call.data as string))).toEqual([[5]])
      // The list is asked again and now offers 解封 and the 已封存 tag.
      await waitFor(() =>
        expect(
          within(screen.getByText('HT-2024-0005').closest('tr') as HTMLElement).getByText('已封存'),
        ).toBeTruthy(),
      )

      fireEvent.click(within(await row()).getByRole('button', { name: /解\s*封/ }))
      fireEvent.click(within(await lastDialog()).getByRole('button', { name: '确认解封' }))
      expect(await screen.findByText('解封成功：HT-2024-0005')).toBeTruthy()
      expect(backend.calls('/ContractSealed/2').map((call) => JSON.parse(call.data as string))).toEqual([[5]])
    },
  )

  it("shows the server's refusal as a toast and changes nothing", { timeout: 60_000 }, async () => {
    serve(failure(409, '合同 HT-2024-0005 已封存，无需重复封存'))
    open()
    fireEvent.click(await sealButton())
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确认封存' }))
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
})
