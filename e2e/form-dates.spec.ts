import { expect, test } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { contractFormGroup, data, FORM_API } from './support/recordForms.js'

// A VForm 2 date form as VForm 3's designer saves it: jsonVersion 3, Element UI date patterns kept.
const vform2DateForm = {
  formConfig: { labelWidth: 120, jsonVersion: 3 },
  widgetList: [
    {
      id: 'date1', type: 'date', formItemFlag: true,
      options: { name: 'signDay', label: '签订日', type: 'date', format: 'yyyy/MM/dd', valueFormat: 'yyyy-MM-dd', defaultValue: '2026-11-01' },
    },
    {
      id: 'date2', type: 'date', formItemFlag: true,
      options: { name: 'cnDay', label: '中文日期', type: 'date', format: 'yyyy年MM月dd日', valueFormat: 'yyyy年MM月dd日', defaultValue: '2026年11月01日' },
    },
  ],
}

test.describe.serial('a VForm 2 date form on a record', () => {
  const group = contractFormGroup({ form: { code: 'e2e-vform2-dates', name: 'VForm 2 日期表单', json: vform2DateForm } })

  test('picked days are stored in the VForm 2 valueFormat and read back in its display format', async () => {
    const { zhangsan, contracts: [{ id: contractId }] } = group
    await zhangsan.goto(`${webBase}/contractDetail?id=${contractId}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const form = zhangsan.getByTestId('record-form')
    const signDay = form.locator('[data-widget-name="signDay"] input')
    const cnDay = form.locator('[data-widget-name="cnDay"] input')
    // A record without data starts from the defaults, written in the VForm 2 patterns.
    await expect(signDay).toHaveValue('2026/11/01')
    await expect(cnDay).toHaveValue('2026年11月01日')

    await signDay.click()
    await zhangsan.locator('.ant-picker-dropdown:visible td[title="2026-11-15"]').click()
    // The first panel closes before the second opens, or both show the same month.
    await expect(zhangsan.locator('.ant-picker-dropdown:visible')).toHaveCount(0)
    await cnDay.click()
    await zhangsan.locator('.ant-picker-dropdown:visible td[title="2026-11-20"]').click()
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(zhangsan.getByText('扩展信息已保存')).toBeVisible()

    const saved = await data<{ saved: { data: Record<string, unknown> } }>(await zhangsan.request.get(`${FORM_API}/Record/${contractId}`))
    expect(saved.saved.data).toMatchObject({ signDay: '2026-11-15', cnDay: '2026年11月20日' })

    await zhangsan.reload()
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    await expect(form.locator('[data-widget-name="signDay"] input')).toHaveValue('2026/11/15')
    await expect(form.locator('[data-widget-name="cnDay"] input')).toHaveValue('2026年11月20日')
  })
})
