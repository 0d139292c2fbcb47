import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { contractFormGroup, data, field, FORM_API, formIdByCode, ownFormCode } from './support/recordForms.js'
import { sealOnScreen } from './support/records.js'
import { chooseOption } from './support/selects.js'

const CODE = 'e2e-contract-extra'
const NAME = '合同补充登记'

/** The form the author imports: what the designer's 保存 hands over (VForm JSON). */
const firstVersion = {
  formConfig: { labelWidth: 100 },
  widgetList: [
    field('input', 'regNo', '登记编号', { required: true, validation: '/^DJ-\\d{4}$/', validationHint: '登记编号格式应为 DJ-四位数字' }),
    field('select', 'riskLevel', '风险等级', {
      required: true,
      optionItems: [
        { label: '低', value: 1 },
        { label: '中', value: 2 },
        { label: '高', value: 3 },
      ],
    }),
    field('textarea', 'note', '登记说明', { maxLength: 200 }),
  ],
}

test.describe.serial('form library: design, publish, bind, fill, validate, seal, version, print', () => {
  // Two blank contracts: one is filled and sealed, the other shows the second version empty.
  const group = contractFormGroup({ contracts: 2 })

  test('admin imports a VForm JSON as a new form, saves and publishes it from the designer and binds it to 合同', async () => {
    const { admin } = group
    const code = ownFormCode(CODE)
    await admin.goto(`${webBase}/formList`)
    await admin.getByRole('button', { name: /新\s*建/ }).click()
    const dialog = await whenOpened(admin.getByRole('dialog').filter({ hasText: '新建表单' }))
    await dialog.getByText('导入 VForm JSON').click()
    await dialog.locator('input[type=file]').setInputFiles({ name: 'form.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(firstVersion)) })
    await expect(dialog.getByText('已选择：form.json')).toBeVisible()
    await dialog.getByLabel('编码').fill(code)
    await dialog.getByLabel('名称').fill(NAME)
    await dialog.getByLabel('分类').fill('端到端')
    await dialog.getByRole('button', { name: /创\s*建/ }).click()
    // The new form opens in the designer: its toolbar saves the draft and publishes it.
    await expect(admin).toHaveURL(/\/formDesigner\?id=\d+/)
    // The designer's own state tag: the list it came from may show other forms' 未发布 a moment longer.
    const toolbar = admin.getByRole('toolbar', { name: '设计器工具栏' })
    await expect(toolbar.getByText('未发布')).toBeVisible()
    await expect(admin.locator('[data-widget-name="regNo"]').first()).toBeVisible()
    await toolbar.getByRole('button', { name: /保\s*存$/ }).click()
    await expect(admin.getByText('草稿已保存')).toBeVisible()
    await toolbar.getByRole('button', { name: /^发\s*布$/ }).click()
    await expect(admin.getByText('已发布第 1 版')).toBeVisible()

    await admin.goto(`${webBase}/formList`)
    const row = admin.locator('.ant-table-row', { hasText: code })
    await expect(row).toContainText('已发布')
    await expect(row).toContainText('第 1 版')

    await row.getByRole('button', { name: /绑\s*定/ }).click()
    const bind = await whenOpened(admin.getByRole('dialog').filter({ hasText: `绑定表单：${NAME}` }))
    await chooseOption(bind.getByLabel('记录类型'), '合同')
    await bind.getByRole('button', { name: /^绑\s*定$/ }).click()
    await expect(admin.getByText(`已将 ${NAME} 绑定到合同`)).toBeVisible()
    await expect(row.locator('.ant-tag', { hasText: /^合同$/ })).toBeVisible()
  })

  test('zhangsan fills the form on a contract of his department and saves it', async () => {
    const { zhangsan, contracts: [contract] } = group
    await zhangsan.goto(`${webBase}/contractDetail?id=${contract.id}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const form = zhangsan.getByTestId('record-form')
    await expect(form.getByText(NAME)).toBeVisible()
    await form.locator('[data-widget-name="regNo"] input').fill('DJ-2024')
    await chooseOption(form.locator('[data-widget-name="riskLevel"] .ant-select'), '中')
    await form.locator('[data-widget-name="note"] textarea').fill('采购部登记')
    await form.getByRole('button', { name: /保\s*存/ }).click()
    await expect(zhangsan.getByText('扩展信息已保存')).toBeVisible()
    await expect(form.getByText(/张三 于 .* 保存（第 1 版）/)).toBeVisible()
  })

  test('the server refuses invalid data even when the browser check is bypassed, and keeps the saved data', async () => {
    const { zhangsan, contracts: [contract] } = group
    const before = await data<{ current: { versionId: number }; saved: { revision: number; data: Record<string, unknown> } }>(
      await zhangsan.request.get(`${FORM_API}/Record/${contract.id}`),
    )
    const refused = await zhangsan.request.put(`${FORM_API}/Record/${contract.id}`, {
      data: { versionId: before.current.versionId, revision: before.saved.revision, data: { regNo: 'DJ-12', riskLevel: 7, note: '', extra: 'x' } },
    })
    expect(refused.status()).toBe(422)
    const body = (await refused.json()) as { resultCode: string; data: { errors: Array<{ path: string; message: string }> } }
    expect(body.resultCode).toBe('TND_ERR_FORM_DATA_INVALID')
    expect(body.data.errors.map((error) => [error.path, error.message])).toEqual([
      ['extra', '未知字段：extra'],
      ['regNo', '登记编号格式应为 DJ-四位数字'],
      ['riskLevel', '[风险等级]的值不在可选项中'],
    ])
    const after = await data<{ saved: { data: Record<string, unknown> } }>(await zhangsan.request.get(`${FORM_API}/Record/${contract.id}`))
    expect(after.saved.data).toEqual(before.saved.data)
  })

  test('the contract is sealed and the tab turns read-only', async () => {
    const { admin, zhangsan, contracts: [contract] } = group
    // Sealing is for the owning department or admin, and lisi (财务部) cannot seal a 采购部 contract:
    // admin seals it on the sealing screen.
    await sealOnScreen(admin, contract.contractNo, '扩展信息已核对')

    await zhangsan.goto(`${webBase}/contractDetail?id=${contract.id}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const form = zhangsan.getByTestId('record-form')
    await expect(form.getByTestId('read-only-reason')).toContainText('该记录已封存，扩展信息只能查看')
    await expect(form.getByText('DJ-2024')).toBeVisible()
    await expect(form.getByRole('button', { name: /保\s*存/ })).toHaveCount(0)
  })

  test('a second version adds a field; the old data still renders with its own version', async () => {
    const { admin, zhangsan, contracts: [contract, other] } = group
    const formId = await formIdByCode(admin, ownFormCode(CODE))
    const draft = await data<{ revision: number; json: typeof firstVersion }>(await admin.request.get(`${FORM_API}/Forms/${formId}`))
    const json = { ...draft.json, widgetList: [...draft.json.widgetList, field('input', 'contactPhone', '联系电话', { validation: 'mobilePhone' })] }
    const saved = await data<{ revision: number }>(await admin.request.put(`${FORM_API}/Forms/${formId}`, { data: { revision: draft.revision, json } }))
    const published = await data<{ version: number }>(await admin.request.post(`${FORM_API}/Forms/${formId}/Publish`, { data: { revision: saved.revision } }))
    expect(published.version).toBe(2)

    await zhangsan.goto(`${webBase}/contractDetail?id=${contract.id}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    const sealedForm = zhangsan.getByTestId('record-form')
    await expect(sealedForm.getByText('该数据按表单第 1 版填写，表单现为第 2 版。')).toBeVisible()
    await expect(sealedForm.getByText('DJ-2024')).toBeVisible()
    await expect(sealedForm.getByText('联系电话')).toHaveCount(0)

    await zhangsan.goto(`${webBase}/contractDetail?id=${other.id}`)
    await zhangsan.getByRole('tab', { name: '扩展信息' }).click()
    await expect(zhangsan.getByTestId('record-form').getByText('联系电话')).toBeVisible()
  })

  test('the print view holds the filled values (Chromium PDF, pdftotext)', async () => {
    const { zhangsan, contracts: [contract] } = group
    await zhangsan.goto(`${webBase}/formPrint?contractId=${contract.id}`)
    await expect(zhangsan.locator('.tandem-print-sheet').getByText('DJ-2024')).toBeVisible()
    await expect(zhangsan.locator('.tandem-print-sheet').getByText('张三')).toBeVisible()
    const pdf = await zhangsan.pdf({ format: 'A4', printBackground: true })
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tandem-print-')), 'form.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    for (const expected of [NAME, contract.contractNo, 'DJ-2024', '中', '采购部登记', '张三']) expect(text).toContain(expected)
    expect(text).not.toContain('打印')
  })
})
