import { expect, test, type Page } from '@playwright/test'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { contractFormGroup, data, FORM_API, ownFormCode } from './support/recordForms.js'
import { chooseOption } from './support/selects.js'

// An author builds a form's logic in the designer without writing code, by mouse and keyboard:
// 金额大写 computed by RMBUPPER(合同金额), 供应商 shown only for 采购 contracts, 审批说明 required
// above an amount. The published form then runs that logic on a record, in the browser and on the
// server, and the saved values read back.

const CODE = 'e2e-logic-designer'
const NAME = '合同联动登记'
const WORDS = '贰佰万元整'

const toolbar = (page: Page) => page.getByRole('toolbar', { name: '设计器工具栏' })
const settings = (page: Page) => page.getByRole('complementary', { name: '组件设置' })
/** The canvas frame of a widget (the form inside the frame is inert; the frame takes the click). */
const frameOf = (page: Page, name: string) => page.locator('[data-designer-canvas] [data-designer-type]', { has: page.locator(`[data-widget-name="${name}"]`) }).last()
const dialogTitled = (page: Page, title: string) => whenOpened(page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) }))

/** Adds a widget by double-clicking its palette entry (it is selected) and names and labels it. */
async function addField(page: Page, type: string, name: string, label: string): Promise<void> {
  await page.locator(`[data-palette-type="${type}"]`).dblclick()
  const panel = settings(page)
  const nameInput = panel.getByLabel('唯一名称')
  await nameInput.fill(name)
  await nameInput.press('Tab')
  await panel.getByRole('textbox', { name: '标签', exact: true }).fill(label)
  await expect(page.locator(`[data-designer-canvas] [data-widget-name="${name}"]`)).toContainText(label)
}

test.describe.serial('form logic authored in the designer', () => {
  // wide enough for the designer's three panels
  const group = contractFormGroup({ adminViewport: { width: 1440, height: 1000 } })

  test('the author builds a formula and two rules by mouse and keyboard, sees them marked in the widget tree, and publishes', async () => {
    test.setTimeout(240_000)
    const { admin } = group
    await admin.getByRole('button', { name: /新\s*建/ }).click()
    const create = await dialogTitled(admin, '新建表单')
    await create.getByText('空白表单').click()
    await create.getByLabel('编码').fill(ownFormCode(CODE))
    await create.getByLabel('名称').fill(NAME)
    await create.getByRole('button', { name: /创\s*建/ }).click()
    await expect(admin).toHaveURL(/\/formDesigner\?id=\d+/)
    const formId = Number(new URL(admin.url()).searchParams.get('id'))

    await addField(admin, 'select', 'contractType', '合同类型')
    await settings(admin).getByRole('textbox', { name: '标签 1', exact: true }).fill('采购')
    await settings(admin).getByRole('textbox', { name: '标签 2', exact: true }).fill('销售')
    await addField(admin, 'input', 'supplier', '供应商')
    await settings(admin).getByRole('switch', { name: '必填' }).click()
    await addField(admin, 'number', 'contractAmount', '合同金额')
    await addField(admin, 'textarea', 'approvalNote', '审批说明')
    await addField(admin, 'input', 'amountInWords', '金额大写')

    // 金额大写 = RMBUPPER(合同金额): the function and the field are picked from the lists
    await settings(admin).getByRole('button', { name: /编辑公式/ }).click()
    const formula = await dialogTitled(admin, '公式：金额大写')
    await formula.locator('[data-formula-functions]').getByRole('button', { name: 'RMBUPPER' }).click()
    await formula.locator('[data-formula-fields]').getByRole('button', { name: '合同金额（contractAmount）' }).click()
    await admin.keyboard.type(')')
    await expect(formula.locator('.cm-content')).toHaveText('RMBUPPER(contractAmount)')
    await expect(formula.getByLabel('检查发现的问题')).toHaveText('没有问题')
    await formula.getByLabel('填写 合同金额 的示例值').fill('123456.78')
    await expect(formula.locator('[data-formula-result]')).toContainText('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
    await formula.getByRole('button', { name: /确\s*定/ }).click()
    await expect(formula).toBeHidden()
    await expect(settings(admin).locator('[data-formula-of="amountInWords"]')).toContainText('RMBUPPER(contractAmount)')

    // 供应商 is hidden unless the contract is a 采购 one
    await frameOf(admin, 'supplier').click()
    await settings(admin).getByRole('button', { name: /添加规则/ }).click()
    let rule = await dialogTitled(admin, '联动规则')
    await chooseOption(rule.getByLabel('字段', { exact: true }), '合同类型（contractType）')
    await chooseOption(rule.getByLabel('比较方式', { exact: true }), '不等于')
    await chooseOption(rule.getByLabel('值', { exact: true }), '采购')
    await expect(rule.getByLabel('目标', { exact: true })).toBeVisible()
    await chooseOption(rule.getByLabel('效果', { exact: true }), '隐藏')
    await rule.getByRole('button', { name: /确\s*定/ }).click()
    await expect(rule).toBeHidden()
    await expect(settings(admin).locator('[data-rule-list="supplier"]')).toContainText('当 合同类型（contractType） 不等于 采购：隐藏 供应商（supplier）')

    // 审批说明 is required above 1,000,000
    await frameOf(admin, 'approvalNote').click()
    await settings(admin).getByRole('button', { name: /添加规则/ }).click()
    rule = await dialogTitled(admin, '联动规则')
    await chooseOption(rule.getByLabel('字段', { exact: true }), '合同金额（contractAmount）')
    await chooseOption(rule.getByLabel('比较方式', { exact: true }), '大于')
    await rule.getByLabel('值', { exact: true }).click()
    await admin.keyboard.type('1000000')
    await chooseOption(rule.getByLabel('效果', { exact: true }), '必填')
    await rule.getByRole('button', { name: /确\s*定/ }).click()
    await expect(rule).toBeHidden()

    // the widget tree marks the fields with logic
    await admin.getByRole('button', { name: '组件层次结构树' }).click()
    const tree = admin.getByRole('dialog').filter({ hasText: '组件层次结构树' })
    const node = (name: string) => tree.locator('.ant-tree-treenode').filter({ hasText: new RegExp(` ${name}\\b`) })
    await expect(node('amountInWords').locator('[data-outline-mark="formula"]')).toBeVisible()
    await expect(node('supplier').locator('[data-outline-mark="rules"]')).toBeVisible()
    await expect(node('approvalNote').locator('[data-outline-mark="rules"]')).toBeVisible()
    await expect(node('contractAmount').locator('[data-outline-mark]')).toHaveCount(0)
    await tree.locator('.ant-drawer-close').click()
    await expect(tree).toBeHidden()

    await toolbar(admin).getByRole('button', { name: /保\s*存$/ }).click()
    await expect(admin.getByText('草稿已保存')).toBeVisible()
    await toolbar(admin).getByRole('button', { name: /^发\s*布$/ }).click()
    await expect(admin.getByText('已发布第 1 版')).toBeVisible()

    const published = await data<{ json: { formConfig: unknown; widgetList: Array<{ options: Record<string, unknown> }> } }>(await admin.request.get(`${FORM_API}/Forms/${formId}`))
    const options = (name: string) => published.json.widgetList.find((widget) => widget.options.name === name)!.options
    expect(options('amountInWords').tandemFormula).toBe('RMBUPPER(contractAmount)')
    expect(options('supplier').tandemRules).toEqual([{ id: expect.any(String), when: { field: 'contractType', op: 'ne', value: 1 }, then: [{ action: 'hide' }] }])
    expect(options('approvalNote').tandemRules).toEqual([{ id: expect.any(String), when: { field: 'contractAmount', op: 'gt', value: 1000000 }, then: [{ action: 'require' }] }])
    await group.bind(formId)
  })

  test('on a record the hidden field is skipped, 大写 is computed, required-when holds, and the values read back', async () => {
    const { zhangsan, contracts: [{ id: contractId }] } = group
    await zhangsan.goto(`${webBase}/contractDetail?id=${contractId}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const form = zhangsan.getByTestId('record-form')
    await expect(form.getByText(NAME)).toBeVisible()
    const supplier = form.locator('[data-widget-name="supplier"]')
    await expect(supplier).toBeHidden()
    await chooseOption(form.locator('[data-widget-name="contractType"] .ant-select'), '采购')
    await expect(supplier).toBeVisible()
    await chooseOption(form.locator('[data-widget-name="contractType"] .ant-select'), '销售')
    await expect(supplier).toBeHidden()

    await form.locator('[data-widget-name="contractAmount"] input').click()
    await zhangsan.keyboard.type('2000000')
    const words = form.locator('[data-widget-name="amountInWords"] input')
    await expect(words).toHaveValue(WORDS)
    await expect(words).toHaveAttribute('readonly', /.*/)

    // above 1,000,000 审批说明 is required: the save is refused until it is filled
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(form.locator('[data-widget-name="approvalNote"] .el-form-item__error')).toContainText('不可为空')
    await form.locator('[data-widget-name="approvalNote"] textarea').click()
    await zhangsan.keyboard.type('金额超过一百万，需总经理审批')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(zhangsan.getByText('扩展信息已保存')).toBeVisible()

    // the hidden, required 供应商 was skipped by the server as by the browser
    const saved = await data<{ saved: { data: Record<string, unknown> } }>(await zhangsan.request.get(`${FORM_API}/Record/${contractId}`))
    expect(saved.saved.data).toMatchObject({ contractType: 2, contractAmount: 2000000, amountInWords: WORDS, approvalNote: '金额超过一百万，需总经理审批' })
    expect(saved.saved.data.supplier ?? '').toBe('')

    await zhangsan.reload()
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const again = zhangsan.getByTestId('record-form')
    await expect(again.locator('[data-widget-name="amountInWords"] input')).toHaveValue(WORDS)
    await expect(again.locator('[data-widget-name="contractAmount"] input')).toHaveValue(/^2,?000,?000$/)
    await expect(again.locator('[data-widget-name="approvalNote"] textarea')).toHaveValue('金额超过一百万，需总经理审批')
    await expect(again.locator('[data-widget-name="contractType"]')).toContainText('销售')
    await expect(again.locator('[data-widget-name="supplier"]')).toBeHidden()
  })
})
