import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { claimRecord } from './support/claims.js'
import { whenOpened } from './support/dialogs.js'
import { webBase } from './support/endpoints.js'
import { allListed, departmentId } from './support/records.js'
import { signIn } from './support/signIn.js'

const API = '/contracttandem/api/ContractSealed'
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row')

/** Ticks the first row of the page whose record the test can claim; answers the record's number. */
async function checkClaimableRow(page: Page): Promise<string> {
  await expect(rows(page).first()).toBeVisible()
  for (const row of await rows(page).all()) {
    const link = row.locator('td a').first()
    if (!claimRecord(Number(new URL((await link.getAttribute('href'))!, page.url()).searchParams.get('id')))) continue
    await row.getByRole('checkbox').check()
    return (await link.innerText()).trim()
  }
  throw new Error('every record on the page is claimed by another test')
}

for (const width of [1280, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('导出 saves the list’s query as an .xlsx holding exactly the rows the list shows', async ({ page }) => {
      test.setTimeout(120_000)
      await signIn(page, 'lisi', undefined, '/contractList')
      // His own department's: the rows a grant to him (sealing.spec.ts makes one) adds would come and go.
      const query = { bizType: '1', status: 'executing', departmentId: String(await departmentId(page.request, '财务部')), sortField: 'amount', sortOrder: 'asc' }
      await page.goto(`${webBase}/contractList?${new URLSearchParams(query).toString()}`)
      await expect(rows(page).first()).toBeVisible()
      const firstShown = (await rows(page).first().locator('td a').first().innerText()).trim()

      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: /导\s*出/ }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^合同查询-\d{8}-\d{6}\.xlsx$/)
      await expect(page.getByText(/^已导出 [\d,]+ 条记录$/)).toBeVisible()

      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer)
      const sheet = workbook.getWorksheet('合同查询')!
      const expected = await allListed(page.request, query)
      expect(expected.length).toBeGreaterThan(0)
      expect(sheet.rowCount).toBe(expected.length + 1)
      expect(sheet.getCell('A1').value).toBe('编号')
      expect(sheet.getCell('A2').value).toBe(firstShown)
      expected.forEach((row, index) => {
        const cells = sheet.getRow(index + 2)
        expect(cells.getCell(1).value).toBe(row.contractNo)
        expect(cells.getCell(2).value).toBe(row.contractName)
        expect(cells.getCell(8).value).toBe(row.amount)
        expect(cells.getCell(9).value).toEqual(new Date(`${row.signDate}T00:00:00Z`))
      })
      expect(sheet.getCell('H2').numFmt).toBe('"¥"#,##0.00')
    })

    test('合同封存 seals rows chosen on two pages in one confirmed operation with its reason', async ({ page }) => {
      test.setTimeout(120_000)
      await signIn(page, 'lisi', undefined, '/safeKeeping')
      const finance = await departmentId(page.request, '财务部')
      await page.goto(`${webBase}/safeKeeping?bizType=1&sealed=false&departmentId=${finance}&pageSize=10`)

      const first = await checkClaimableRow(page)
      await expect(page.getByText('已选 1 条')).toBeVisible()
      await page.locator('.ant-pagination-next').click()
      await expect(page).toHaveURL(/pageIndex=2/)
      await expect(rows(page).first().locator('td a').first()).not.toHaveText(first)
      const second = await checkClaimableRow(page)
      await expect(page.getByText('已选 2 条')).toBeVisible()

      await page.getByRole('button', { name: /批量封存/ }).click()
      const dialog = await whenOpened(page.getByRole('dialog').filter({ hasText: '确认封存选中的 2 条记录？' }))
      await expect(dialog).toContainText(first)
      await expect(dialog).toContainText(second)
      await dialog.getByRole('button', { name: '确认封存' }).click()
      await expect(dialog).toContainText('请填写封存原因')
      await dialog.getByLabel('封存原因').fill('年度归档')
      await dialog.getByLabel('档案位置').fill('档案室 B-01')
      await dialog.getByRole('button', { name: '确认封存' }).click()
      await expect(page.getByText('封存成功：2 条记录')).toBeVisible()
      await expect(page.getByText('已选 0 条')).toBeVisible()

      const byNumber = async (contractNo: string) => (await allListed(page.request, { keyword: contractNo })).find((row) => row.contractNo === contractNo)!
      const [firstRecord, record] = [await byNumber(first), await byNumber(second)]
      expect([firstRecord.sealed, record.sealed]).toEqual([true, true])

      // The record's history shows the reason and the archive location.
      await page.goto(`${webBase}/contractDetail?id=${record.id}`)
      await expect(page.locator('.ant-timeline-item').filter({ hasText: '封存' }).first()).toContainText('封存原因：年度归档；档案位置：档案室 B-01')

      // Unsealed again, so other runs find the same state.
      const unsealed = await page.request.post(`${API}/ContractSealed/2`, { data: [firstRecord.id, record.id], params: { reason: '测试后恢复' } })
      expect(unsealed.ok()).toBe(true)
    })
  })
}
