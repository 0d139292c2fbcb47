import { expect, test, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

// The data sources call the platform API with the session cookie: sign in, then open the playground.
const PLAYGROUND = `${webBase}/playground.html`
const SAMPLE_LABEL = '数据源（部门、合同分页）与对话框'

async function openSample(page: Page): Promise<void> {
  await signIn(page, 'zhangsan')
  await page.goto(PLAYGROUND)
  await page.getByLabel('示例表单').selectOption({ label: SAMPLE_LABEL })
  await expect(page.getByTestId('playground-result')).toHaveText(`已加载：${SAMPLE_LABEL}`)
}

const table = (page: Page) => page.locator('.tfr-form [data-widget-name="contractTable"]')

test.describe('playground containers', () => {
  test('opens and closes a dialog and a drawer', async ({ page }) => {
    await openSample(page)
    await page.getByRole('button', { name: '打开对话框' }).click()
    const dialog = page.locator('[data-dialog-name="remarkDialog"]')
    await expect(dialog.locator('[data-widget-name="remark"] input')).toBeVisible()
    await dialog.locator('[data-widget-name="remark"] input').fill('备注')
    // antd spaces out a two-character CJK label: 保 存.
    await page.getByRole('button', { name: /^保\s*存$/ }).click()
    await expect(dialog).toHaveCount(0)

    await page.getByRole('button', { name: '打开抽屉' }).click()
    const drawer = page.locator('[data-dialog-name="detailDrawer"]')
    await expect(drawer.locator('textarea')).toBeVisible()
    await page.getByTestId('dialog-cancel').click()
    await expect(drawer).toHaveCount(0)
  })

  test('fills the department select and pages the contract table from the API', async ({ page }) => {
    await openSample(page)
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10)
    // rowSpacing (VForm's default 8 px) pads the cells, not antd's size padding (12 px for middle)
    await expect(table(page).locator('tbody tr.ant-table-row td').nth(2)).toHaveCSS('padding-top', '8px')
    await expect(table(page).locator('.ant-pagination-total-text')).toContainText('共')
    const firstOnPage1 = await table(page).locator('tbody tr.ant-table-row').first().locator('td').nth(2).textContent()
    const listed = page.waitForResponse((response) => response.url().includes('GetContractList') && response.url().includes('pageIndex=2'))
    await table(page).locator('.ant-pagination-item-2').click()
    expect((await listed).status()).toBe(200)
    // The index column comes first, before the selection column (VForm Pro's order).
    await expect(table(page).locator('tbody tr.ant-table-row').first().locator('td').nth(0)).toHaveText('11')
    await expect(table(page).locator('tbody tr.ant-table-row').first().locator('td').nth(2)).not.toHaveText(firstOnPage1 ?? '')

    await page.locator('.tfr-form [data-widget-name="department"] .ant-select').click()
    await expect(page.locator('.ant-select-item-option').first()).toBeVisible()
  })

  test('sorts the contract table on the server from a column header', async ({ page }) => {
    await openSample(page)
    await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10)
    const sorted = page.waitForResponse(
      (response) => response.url().includes('GetContractList') && response.url().includes('sortField=amount') && response.url().includes('sortOrder=asc'),
    )
    await table(page).locator('thead th', { hasText: '金额' }).click()
    const answer = (await (await sorted).json()) as { data: { list: Array<{ contractNo: string; amount: number }> } }
    const amounts = answer.data.list.map((row) => row.amount)
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
    await expect(table(page).locator('tbody tr.ant-table-row').first().locator('td').nth(2)).toHaveText(answer.data.list[0].contractNo)
  })
})
