import { expect, test, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'

// A validation message that appears while the user clicks must not move what the click aims at.
const PLAYGROUND = `${webBase}/playground.html`

const form = {
  formConfig: { labelWidth: 100 },
  widgetList: [
    { id: 'title', type: 'input', formItemFlag: true, options: { name: 'title', label: '合同名称', required: true } },
    { id: 'amount', type: 'input', formItemFlag: true, options: { name: 'amount', label: '合同金额' } },
    {
      id: 'submit',
      type: 'button',
      formItemFlag: false,
      options: { name: 'submit', label: '提交', onClick: "this.getFormRef().setFieldValue('amount', '按钮脚本已运行')" },
    },
  ],
}

async function showForm(page: Page, json: unknown): Promise<void> {
  await page.goto(PLAYGROUND)
  await expect(page.locator('.tfr-form')).toBeVisible()
  await page.evaluate((formJson) => (window as unknown as { __formPlayground: { setFormJson(json: unknown): Promise<void> } }).__formPlayground.setFormJson(formJson), json)
}

test('the click that blurs an empty required field lands on the button below it, whose script runs', async ({ page }) => {
  await showForm(page, form)
  const title = page.locator('[data-widget-name="title"] input')
  const button = page.getByRole('button', { name: '提 交' }).or(page.getByRole('button', { name: '提交' }))
  await title.click()
  const before = await button.boundingBox()
  // A person's click: the button goes down, the field loses focus and shows its message, the button comes up 100 ms later.
  await button.click({ delay: 100 })
  await expect(page.locator('[data-widget-name="title"] [role="alert"]')).toHaveText('字段值不可为空')
  expect(await button.boundingBox()).toEqual(before)
  await expect(page.locator('[data-widget-name="amount"] input')).toHaveValue('按钮脚本已运行')
})
