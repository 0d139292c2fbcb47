import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { boundVersionId, contractFormGroup, field, FORM_API, ownFormCode, publishForm } from './support/recordForms.js'

const FILLED_NAME = '合同明细登记'
const ROWS = 60

/** The form the data is filled with: a label wider than its 80 px column, a foldable card, a long sub-form. */
const filledForm = {
  formConfig: { labelWidth: 80 },
  widgetList: [
    field('input', 'contractAmount', '合同金额（万元）'),
    {
      id: 'extra',
      type: 'card',
      category: 'container',
      options: { name: 'extra', label: '补充说明', showFold: true },
      widgetList: [field('input', 'remark', '备注')],
    },
    {
      id: 'lines',
      type: 'sub-form',
      category: 'container',
      options: { name: 'lines', label: '付款明细' },
      widgetList: [field('input', 'item', '项目名称'), field('number', 'amount', '金额'), field('input', 'paid', '已付')],
    },
  ],
}

const rowText = (index: number) => `明细第${index}行`
const lines = Array.from({ length: ROWS }, (_, i) => ({ item: rowText(i + 1), amount: (i + 1) * 100, paid: i % 2 === 0 ? '是' : '否' }))

test.describe.serial("the A4 print of a record's 扩展信息", () => {
  const group = contractFormGroup({ form: { code: 'e2e-print-lines', name: FILLED_NAME, json: filledForm } })

  test.beforeAll(async () => {
    const { admin, zhangsan, contracts: [{ id: contractId }] } = group
    const saved = await zhangsan.request.put(`${FORM_API}/Record/${contractId}`, {
      data: { versionId: await boundVersionId(zhangsan, contractId), revision: 0, data: { contractAmount: '102.21', remark: '按合同约定分期付款', lines } },
    })
    expect(saved.status()).toBe(200)
    // 合同 is bound to another form afterwards: the data stays on the form it was filled with.
    await group.bind(await publishForm(admin, ownFormCode('e2e-print-other'), '合同其他信息', { formConfig: {}, widgetList: [field('input', 'other', '其他')] }))
  })

  test('prints every sub-form row once, its header on each page, under the name of the form it was filled with', async () => {
    const { zhangsan, contracts: [{ id: contractId }] } = group
    await zhangsan.goto(`${webBase}/formPrint?contractId=${contractId}`)
    const sheet = zhangsan.locator('.tandem-print-sheet')
    await expect(sheet.getByRole('heading', { name: FILLED_NAME })).toBeVisible()
    await expect(sheet.getByText(rowText(ROWS), { exact: true })).toBeAttached()

    // What acts on the page is not on paper.
    await zhangsan.emulateMedia({ media: 'print' })
    await expect(sheet.locator('.ant-card-extra')).toBeHidden()
    await expect(sheet.locator('.tandem-print-actions')).toBeHidden()
    await zhangsan.emulateMedia({ media: null })

    const pdf = await zhangsan.pdf({ format: 'A4', printBackground: true })
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tandem-print-')), 'record.pdf')
    writeFileSync(file, pdf)
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })
    const pages = text.split('\f').filter((page) => page.trim() !== '')
    expect(pages.length).toBeGreaterThan(1)

    expect(pages[0]).toContain(FILLED_NAME)
    expect(text).not.toContain('合同其他信息')
    // The label wraps in its 80 px column (its second line follows the value in the text) instead of ending in an ellipsis.
    expect(text).toContain('合同金额')
    expect(text).toContain('（万元）')
    expect(text).not.toContain('…')
    for (let index = 1; index <= ROWS; index++) {
      const count = text.match(new RegExp(`${rowText(index)}(?!\\d)`, 'g'))?.length ?? 0
      expect(count, rowText(index)).toBe(1)
    }
    const pagesWithRows = pages.filter((page) => page.includes('明细第'))
    expect(pagesWithRows.length).toBeGreaterThan(1)
    for (const page of pagesWithRows) {
      expect(page).toContain('项目名称')
      expect(page).toContain('已付')
    }
    for (const control of ['打印', '关闭', '添加', '操作']) expect(text).not.toContain(control)
  })
})
