import { expect, test } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { contractFormGroup, data, FORM_API } from './support/recordForms.js'

// 甲/乙: onFormMounted hides the required 乙; 甲 = 显示 shows it again.
const jiaYiForm = {
  formConfig: { onFormMounted: "this.getWidgetRef('yi').setHidden(true)" },
  widgetList: [
    { id: 'jia', type: 'input', formItemFlag: true, options: { name: 'jia', label: '甲', required: true, onChange: "if (value === '显示') this.getWidgetRef('yi').setHidden(false)" } },
    { id: 'yi', type: 'input', formItemFlag: true, options: { name: 'yi', label: '乙', required: true } },
  ],
}

test.describe.serial('a form whose script hides a required field, saved in the browser and by an API client', () => {
  const group = contractFormGroup({ form: { code: 'e2e-jia-yi', name: '甲乙表单', json: jiaYiForm } })

  test('the user fills 甲 only, saves, and reads it back: the server skips the 乙 its script hid', async () => {
    const { zhangsan, contracts: [{ id: contractId }] } = group
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
    const { zhangsan, contracts: [{ id: contractId }] } = group
    const { current, saved } = await data<{ current: { versionId: number }; saved: { revision: number } }>(await zhangsan.request.get(`${FORM_API}/Record/${contractId}`))
    const refused = await zhangsan.request.put(`${FORM_API}/Record/${contractId}`, {
      data: { versionId: current.versionId, revision: saved.revision, data: { jia: '显示' } },
    })
    expect(refused.status()).toBe(422)
    const body = (await refused.json()) as { resultCode: string; data: { errors: Array<{ path: string; label: string }> } }
    expect(body.resultCode).toBe('TND_ERR_FORM_DATA_INVALID')
    expect(body.data.errors).toEqual([expect.objectContaining({ path: 'yi', label: '乙' })])
  })
})
