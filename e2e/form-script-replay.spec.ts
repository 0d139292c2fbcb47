import { expect, test, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

const FORM_API = '/contracttandem/api/Form'

// 甲/乙: onFormMounted hides the required 乙; 甲 = 显示 shows it again.
const jiaYiForm = {
  formConfig: { onFormMounted: "this.getWidgetRef('yi').setHidden(true)" },
  widgetList: [
    { id: 'jia', type: 'input', formItemFlag: true, options: { name: 'jia', label: '甲', required: true, onChange: "if (value === '显示') this.getWidgetRef('yi').setHidden(false)" } },
    { id: 'yi', type: 'input', formItemFlag: true, options: { name: 'yi', label: '乙', required: true } },
  ],
}

async function data<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  return ((await answer.json()) as { data: T }).data
}

test.describe.serial('a form whose script hides a required field, saved in the browser and by an API client', () => {
  let admin: Page
  let zhangsan: Page
  let contractId: number | undefined
  let versionId: number
  let formerFormId: number | null

  test.beforeAll(async ({ browser }) => {
    admin = await (await browser.newContext()).newPage()
    await signIn(admin, 'admin', undefined, '/formList')
    zhangsan = await (await browser.newContext()).newPage()
    await signIn(zhangsan, 'zhangsan', undefined, '/contractList')

    const created = await data<{ id: number; revision: number }>(
      await admin.request.post(`${FORM_API}/Forms`, { data: { code: 'e2e-jia-yi', name: '甲乙表单', json: jiaYiForm } }),
    )
    expect((await admin.request.post(`${FORM_API}/Forms/${created.id}/Publish`, { data: { revision: created.revision } })).status()).toBe(200)
    const bindings = await data<Array<{ bizType: number; form: { id: number } | null }>>(await admin.request.get(`${FORM_API}/Bindings`))
    formerFormId = bindings.find((binding) => binding.bizType === 1)?.form?.id ?? null
    expect((await admin.request.put(`${FORM_API}/Bindings/1`, { data: { formId: created.id } })).status()).toBe(200)

    const list = await data<{ list: Array<{ id: number; department: string; sealed: boolean }> }>(
      await zhangsan.request.get('/contracttandem/api/ContractSealed/GetContractList', { params: { bizType: 1, pageSize: 50, sealed: 'false' } }),
    )
    for (const row of list.list.filter((candidate) => candidate.department === '采购部' && !candidate.sealed)) {
      const recordForm = await data<{ saved: unknown; current: { versionId: number } }>(await zhangsan.request.get(`${FORM_API}/Record/${row.id}`))
      if (recordForm.saved === null) {
        contractId = row.id
        versionId = recordForm.current.versionId
        break
      }
    }
    if (contractId === undefined) throw new Error('zhangsan sees no unsealed contract of 采购部 without form data')
  })

  // Later specs find 合同 bound to the seeded form again.
  test.afterAll(async () => {
    await admin.request.put(`${FORM_API}/Bindings/1`, { data: { formId: formerFormId } })
  })

  test('the user fills 甲 only, saves, and reads it back: the server skips the 乙 its script hid', async () => {
    await zhangsan.goto(`${webBase}/contractDetail?id=${contractId}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const form = zhangsan.getByTestId('record-form')
    await expect(form.locator('[data-widget-name="yi"]')).toHaveCount(0)
    await form.locator('[data-widget-name="jia"] input').fill('采购合同')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(zhangsan.getByText('扩展信息已保存')).toBeVisible()

    await zhangsan.reload()
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    await expect(form.locator('[data-widget-name="jia"] input')).toHaveValue('采购合同')
    const saved = await data<{ saved: { data: Record<string, unknown>; revision: number } }>(await zhangsan.request.get(`${FORM_API}/Record/${contractId}`))
    // the browser sends 乙's default; the server did not ask for a value there
    expect(saved.saved.data).toEqual({ jia: '采购合同', yi: '' })
  })

  test('an API client that leaves out 乙 after setting 甲 to 显示 (which shows 乙) gets 422 naming 乙', async () => {
    const current = await data<{ saved: { revision: number } }>(await zhangsan.request.get(`${FORM_API}/Record/${contractId}`))
    const refused = await zhangsan.request.put(`${FORM_API}/Record/${contractId}`, { data: { versionId, revision: current.saved.revision, data: { jia: '显示' } } })
    expect(refused.status()).toBe(422)
    const body = (await refused.json()) as { resultCode: string; data: { errors: Array<{ path: string; label: string }> } }
    expect(body.resultCode).toBe('TND_ERR_FORM_DATA_INVALID')
    expect(body.data.errors).toEqual([expect.objectContaining({ path: 'yi', label: '乙' })])
  })
})
