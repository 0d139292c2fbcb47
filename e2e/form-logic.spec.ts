import { expect, test, type Locator } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { contractFormGroup, data, FORM_API } from './support/recordForms.js'
import { chooseOption } from './support/selects.js'
import { signedIn } from './support/signIn.js'

// The seeded 合同登记信息 (bound to 合同) carries rules and formulas: 金额大写 computed from the
// amount, 计划合计 summing the payment plan and an error rule when it differs from the amount,
// 工程地点 shown only for 工程 contracts, 审批说明 required above 100 万元. The spec binds it
// itself, holding the binding lock: no other spec binds another form meanwhile.

test.describe.serial('form logic on a record: the seeded 合同登记信息', () => {
  const group = contractFormGroup({ form: { seededCode: 'contract-registration' } })

  const widget = (form: Locator, name: string) => form.locator(`[data-widget-name="${name}"]`)
  const errorOf = (form: Locator, name: string) => widget(form, name).getByRole('alert')

  const choose = (form: Locator, name: string, option: string) => chooseOption(widget(form, name).locator('.ant-select'), option)

  // VForm's date boxes take no typing: days are picked in the panel, which opens on this month
  const month = new Date().toISOString().slice(0, 7)
  const pickDay = (day: string) => group.zhangsan.locator(`.ant-picker-dropdown:visible td[title="${day}"]`).click()

  test('computes 大写 as the amount is typed, shows 工程地点 for 工程 only, requires 审批说明 above 100 万元, refuses a plan that does not add up, then saves and reads back', async () => {
    const { zhangsan, contracts: [{ id: contractId }] } = group
    await zhangsan.goto(`${webBase}/contractDetail?id=${contractId}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const form = zhangsan.getByTestId('record-form')
    const amountInWords = widget(form, 'amountInWords').locator('input')
    await expect(amountInWords).toHaveValue('零元整')
    await expect(amountInWords).toHaveAttribute('readonly', '')

    await widget(form, 'contractCode').locator('input').fill('HT-2024-7654321')
    await widget(form, 'signMethod').getByText('电子签章').click()

    // 工程地点 exists only while 合同类型 is 工程
    await expect(widget(form, 'projectSite')).toHaveCount(0)
    await choose(form, 'contractType', '工程')
    await expect(widget(form, 'projectSite')).toBeVisible()
    await choose(form, 'contractType', '采购')
    await expect(widget(form, 'projectSite')).toHaveCount(0)

    await widget(form, 'performancePeriod').locator('input').first().click()
    await pickDay(`${month}-05`)
    await pickDay(`${month}-25`)
    await expect(zhangsan.locator('.ant-picker-dropdown:visible')).toHaveCount(0)
    await choose(form, 'riskLevel', '中')

    // 大写 follows each keystroke
    const amount = widget(form, 'contractAmount').locator('input')
    await amount.click()
    await amount.pressSequentially('15')
    await expect(amountInWords).toHaveValue('壹拾伍万元整')
    await amount.pressSequentially('0')
    await expect(amountInWords).toHaveValue('壹佰伍拾万元整')
    await amount.press('Tab')

    // the plan does not add up to the amount yet
    await expect(errorOf(form, 'planTotal')).toHaveText('付款计划合计须等于合同金额')
    // the sub-form starts with one blank row (VForm's showBlankRow)
    await expect(widget(form, 'milestone')).toHaveCount(1)
    await widget(form, 'milestone').first().locator('input').fill('预付款')
    await widget(form, 'dueDate').first().locator('input').click()
    await pickDay(`${month}-10`)
    await widget(form, 'amount').first().locator('input').fill('100')
    await expect(widget(form, 'planTotal').locator('input')).toHaveValue(/^100(\.00)?$/)
    await expect(errorOf(form, 'planTotal')).toHaveText('付款计划合计须等于合同金额')
    await widget(form, 'contactName').locator('input').fill('赵工')

    // 保存 is refused: the plan total and the 审批说明 required above 100 万元
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(errorOf(form, 'approvalNote')).toBeVisible()
    await expect(errorOf(form, 'planTotal')).toHaveText('付款计划合计须等于合同金额')
    await expect(zhangsan.getByText('扩展信息已保存')).toHaveCount(0)
    expect((await data<{ saved: unknown }>(await zhangsan.request.get(`${FORM_API}/Record/${contractId}`))).saved).toBeNull()

    await widget(form, 'amount').first().locator('input').fill('150')
    await expect(widget(form, 'planTotal').locator('input')).toHaveValue(/^150(\.00)?$/)
    await expect(errorOf(form, 'planTotal')).toHaveCount(0)
    await widget(form, 'approvalNote').locator('textarea').fill('经合同评审会审议通过')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(zhangsan.getByText('扩展信息已保存')).toBeVisible()

    const saved = await data<{ saved: { data: Record<string, unknown> } }>(await zhangsan.request.get(`${FORM_API}/Record/${contractId}`))
    expect(saved.saved.data).toMatchObject({
      contractCode: 'HT-2024-7654321',
      contractType: 1,
      performancePeriod: [`${month}-05`, `${month}-25`],
      contractAmount: 150,
      amountInWords: '壹佰伍拾万元整',
      approvalNote: '经合同评审会审议通过',
      paymentPlan: [expect.objectContaining({ milestone: '预付款', dueDate: `${month}-10`, amount: 150 })],
      planTotal: 150,
      planDifference: 0,
    })

    await zhangsan.reload()
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    await expect(widget(form, 'amountInWords').locator('input')).toHaveValue('壹佰伍拾万元整')
    await expect(widget(form, 'planTotal').locator('input')).toHaveValue(/^150(\.00)?$/)
    await expect(widget(form, 'approvalNote').locator('textarea')).toHaveValue('经合同评审会审议通过')
  })

  test("runs the rules and formulas on a page whose CSP has no 'unsafe-eval' (the form has no scripts)", async ({ browser }) => {
    const page = await signedIn(browser, 'zhangsan', '/contractList')
    const { current } = await data<{ current: { json: unknown } }>(await page.request.get(`${FORM_API}/Record/${group.contracts[0].id}`))
    const policies: string[] = []
    // The form playground renders a form JSON with form-render as the record pages do
    await page.route(
      (url) => url.pathname.endsWith('/playground.html'),
      async (route) => {
        const response = await route.fetch()
        // the body comes decoded: the encoding and length headers would no longer fit it
        const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers()
        const policy = (headers['content-security-policy'] ?? '').replace(/ 'unsafe-eval'/g, '')
        policies.push(policy)
        await route.fulfill({ status: response.status(), body: await response.body(), headers: { ...headers, 'content-security-policy': policy } })
      },
    )
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.sourceFile}`))
    })
    await page.goto(`${webBase}/playground.html`)
    type Playground = { __formPlayground?: { setFormJson(json: unknown): Promise<void> } }
    await page.waitForFunction(() => typeof (window as unknown as Playground).__formPlayground?.setFormJson === 'function')
    await page.evaluate((json) => (window as unknown as Playground).__formPlayground?.setFormJson(json), current.json)
    const form = page.locator('body')
    await widget(form, 'contractAmount').locator('input').fill('200.5')
    await expect(widget(form, 'amountInWords').locator('input')).toHaveValue('贰佰万伍仟元整')
    await expect(errorOf(form, 'planTotal')).toHaveText('付款计划合计须等于合同金额')
    await choose(form, 'contractType', '工程')
    await expect(widget(form, 'projectSite')).toBeVisible()

    expect(policies).toHaveLength(1)
    expect(policies[0]).toMatch(/script-src 'self'(;|$)/)
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
    await page.close()
  })
})
