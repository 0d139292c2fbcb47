import { expect, test } from '@playwright/test'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { FORM_API, ownFormCode } from './support/recordForms.js'
import { signIn } from './support/signIn.js'

const CODE = 'e2e-two-thousand'

/** An input as VForm's designer writes it: every option, defaults included (about 800 bytes). */
const vformInput = (index: number) => ({
  type: 'input',
  icon: 'text-field',
  formItemFlag: true,
  id: `input${index}`,
  options: {
    name: `input${index}`, label: `字段${index}`, labelAlign: '', type: 'text', defaultValue: '', placeholder: '', columnWidth: '200px',
    size: '', labelWidth: null, labelHidden: false, readonly: false, disabled: false, hidden: false, clearable: true, showPassword: false,
    required: false, requiredHint: '', validation: '', validationHint: '', customClass: [], labelIconClass: null, labelIconPosition: 'rear',
    labelTooltip: null, minLength: null, maxLength: null, showWordLimit: false, prefixIcon: '', suffixIcon: '', appendButton: false,
    appendButtonDisabled: false, buttonIcon: 'custom-search', onCreated: '', onMounted: '', onInput: '', onChange: '', onFocus: '',
    onBlur: '', onValidate: '', onAppendButtonClick: '',
  },
})

const twoThousand = {
  formConfig: { modelName: 'formData', refName: 'vForm', rulesName: 'rules', labelWidth: 80, labelPosition: 'left', size: '', labelAlign: 'label-left-align', cssCode: '', customClass: [], functions: '', layoutType: 'PC', jsonVersion: 3, onFormCreated: '', onFormMounted: '', onFormDataChange: '' },
  widgetList: Array.from({ length: 2000 }, (_, index) => vformInput(index)),
}

test('a 2,000-field form as VForm writes it (over 1 MiB) is imported, opened in the designer and saved', async ({ page }) => {
  test.setTimeout(180_000)
  const text = JSON.stringify(twoThousand)
  expect(text.length).toBeGreaterThan(1024 * 1024)
  await signIn(page, 'admin', undefined, '/formList')
  await page.goto(`${webBase}/formList`)
  await page.getByRole('button', { name: /新\s*建/ }).click()
  const dialog = await whenOpened(page.getByRole('dialog').filter({ hasText: '新建表单' }))
  await dialog.getByText('导入 VForm JSON').click()
  await dialog.locator('input[type=file]').setInputFiles({ name: 'large.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(dialog.getByText('已选择：large.json')).toBeVisible()
  await dialog.getByLabel('编码').fill(ownFormCode(CODE))
  await dialog.getByLabel('名称').fill('两千字段表单')
  await dialog.getByRole('button', { name: /创\s*建/ }).click()

  await expect(page).toHaveURL(/\/formDesigner\?id=\d+/, { timeout: 60_000 })
  const formId = Number(new URL(page.url()).searchParams.get('id'))
  await expect(page.locator('[data-widget-name="input0"]').first()).toBeVisible({ timeout: 60_000 })
  await page.getByRole('toolbar', { name: '设计器工具栏' }).getByRole('button', { name: /保\s*存$/ }).click()
  await expect(page.getByText('草稿已保存')).toBeVisible({ timeout: 60_000 })

  const stored = ((await (await page.request.get(`${FORM_API}/Forms/${formId}`)).json()) as { data: { revision: number; json: typeof twoThousand } }).data
  expect(stored.revision).toBe(2)
  expect(stored.json.widgetList).toHaveLength(2000)
  expect(stored.json.widgetList[1999].options).toEqual({ name: 'input1999', label: '字段1999' })
  // Saved without the default-valued options: a fraction of what VForm writes.
  expect(JSON.stringify(stored.json).length).toBeLessThan(text.length / 4)

  expect((await page.request.delete(`${FORM_API}/Forms/${formId}`)).status()).toBe(200)
})
