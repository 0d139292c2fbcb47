import { expect, test, type Locator, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { contractFormGroup, field, ownFormCode, publishForm } from './support/recordForms.js'
import { chooseOption } from './support/selects.js'

// The seeded 合同登记信息 links its fields with rules and formulas only (no VForm script), so a
// record page showing it is served without 'unsafe-eval' and must work there: the CSP of the page
// comes from the form the record will show (docs/security.md).

test.describe.serial("a record whose form has rules and formulas only, on a page without 'unsafe-eval'", () => {
  const group = contractFormGroup({ form: { seededCode: 'contract-registration' }, contracts: 2 })
  const violations: string[] = []

  /** Collects every CSP violation the page's documents report, as events and as console messages. */
  async function watchViolations(page: Page) {
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation
      document.addEventListener('securitypolicyviolation', (event) => report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`))
    })
    page.on('console', (message) => {
      if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text())
    })
  }

  const widget = (form: Locator, name: string) => form.locator(`[data-widget-name="${name}"]`)

  const choose = (form: Locator, name: string, option: string) => chooseOption(widget(form, name).locator('.ant-select'), option)

  async function openExtendedInfo(page: Page): Promise<Locator> {
    await page.getByRole('tab', { name: '扩展信息' }).click()
    const form = page.getByTestId('record-form')
    await expect(widget(form, 'amountInWords').locator('input')).toHaveValue('零元整')
    return form
  }

  test('opened as a document: no unsafe-eval in its CSP, 大写 follows the amount, 工程地点 follows 合同类型, no violation', async () => {
    const { zhangsan: page, contracts } = group
    await watchViolations(page)
    const response = await page.goto(`${webBase}/contractDetail?id=${contracts[0].id}`)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toMatch(/script-src 'self'(;|$)/)
    expect(policy).not.toContain('unsafe-eval')

    const form = await openExtendedInfo(page)
    const amount = widget(form, 'contractAmount').locator('input')
    await amount.click()
    await amount.pressSequentially('15')
    await expect(widget(form, 'amountInWords').locator('input')).toHaveValue('壹拾伍万元整')
    await amount.pressSequentially('0.5')
    await expect(widget(form, 'amountInWords').locator('input')).toHaveValue('壹佰伍拾万伍仟元整')

    // 工程地点 is there only while 合同类型 is 工程
    await expect(widget(form, 'projectSite')).toHaveCount(0)
    await choose(form, 'contractType', '工程')
    await expect(widget(form, 'projectSite')).toBeVisible()
    await choose(form, 'contractType', '采购')
    await expect(widget(form, 'projectSite')).toHaveCount(0)

    expect(violations).toEqual([])
  })

  test('reached in-app from the contract list, the record opens in place, without a new document', async () => {
    const { zhangsan: page, contracts } = group
    await page.goto(`${webBase}/contractList?keyword=${encodeURIComponent(contracts[0].contractNo)}`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: contracts[0].contractNo }).click()
    await expect(page).toHaveURL(new RegExp(`/contractDetail\\?id=${contracts[0].id}$`))
    const form = await openExtendedInfo(page)
    await widget(form, 'contractAmount').locator('input').fill('8')
    await expect(widget(form, 'amountInWords').locator('input')).toHaveValue('捌万元整')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(violations).toEqual([])
  })

  test('a form with a script: the record reached in-app from the list is loaded as a document that may run it', async () => {
    const { admin, zhangsan: page, contracts } = group
    const scripted = { formConfig: { onFormMounted: "this.getWidgetRef('note').setValue('脚本已运行')" }, widgetList: [field('input', 'note', '备注')] }
    await group.bind(await publishForm(admin, ownFormCode('e2e-csp-scripted'), '脚本表单', scripted))
    await page.goto(`${webBase}/contractList?keyword=${encodeURIComponent(contracts[1].contractNo)}`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const document = page.waitForResponse((response) => new URL(response.url()).pathname === `${webBase}/contractDetail` && response.request().resourceType() === 'document')
    await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: contracts[1].contractNo }).click()
    expect((await document).headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/)
    await page.getByRole('tab', { name: '扩展信息' }).click()
    await expect(widget(page.getByTestId('record-form'), 'note').locator('input')).toHaveValue('脚本已运行')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
  })
})
