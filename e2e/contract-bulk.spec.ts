import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

const API = '/contracttandem/api/ContractSealed'
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row')

interface ListedRow {
  id: number
  contractNo: string
  contractName: string
  amount: number
  signDate: string
  sealed: boolean
}

/** Every row GetContractList answers for `query`, page after page. */
async function listed(request: APIRequestContext, query: Record<string, string>): Promise<ListedRow[]> {
  const all: ListedRow[] = []
  let cursor: string | undefined
  do {
    const response = await request.get(`${API}/GetContractList`, { params: { ...query, pageSize: '100', ...(cursor ? { cursor } : {}) } })
    const page = ((await response.json()) as { data: { list: ListedRow[]; nextCursor: string | null } }).data
    all.push(...page.list)
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return all
}

for (const width of [1280, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('导出 saves the list’s query as an .xlsx holding exactly the rows the list shows', async ({ page }) => {
      test.setTimeout(120_000)
      const query = { bizType: '1', status: 'executing', sortField: 'amount', sortOrder: 'asc' }
      await signIn(page, 'lisi', undefined, `/contractList?${new URLSearchParams(query).toString()}`)
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
      const expected = await listed(page.request, query)
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
      const departments = (await (await page.request.get('/contracttandem/api/Dict/Departments')).json()) as { data: Array<{ id: number; name: string }> }
      const finance = departments.data.find((department) => department.name === '财务部')!
      await page.goto(`${webBase}/safeKeeping?bizType=1&sealed=false&departmentId=${finance.id}&pageSize=10`)
      await expect(rows(page).first()).toBeVisible()

      const numberOf = async (index: number) => (await rows(page).nth(index).locator('td a').first().innerText()).trim()
      const first = await numberOf(0)
      await rows(page).nth(0).getByRole('checkbox').check()
      await expect(page.getByText('已选 1 条')).toBeVisible()
      await page.locator('.ant-pagination-next').click()
      await expect(page).toHaveURL(/pageIndex=2/)
      await expect(rows(page).first().locator('td a').first()).not.toHaveText(first)
      const second = await numberOf(0)
      await rows(page).nth(0).getByRole('checkbox').check()
      await expect(page.getByText('已选 2 条')).toBeVisible()

      await page.getByRole('button', { name: /批量封存/ }).click()
      const dialog = page.getByRole('dialog').filter({ hasText: '确认封存选中的 2 条记录？' })
      await expect(dialog).toContainText(first)
      await expect(dialog).toContainText(second)
      await dialog.getByRole('button', { name: '确认封存' }).click()
      await expect(dialog).toContainText('请填写封存原因')
      await dialog.getByLabel('封存原因').fill('年度归档')
      await dialog.getByLabel('档案位置').fill('档案室 B-01')
      await dialog.getByRole('button', { name: '确认封存' }).click()
      await expect(page.getByText('封存成功：2 条记录')).toBeVisible()
      await expect(page.getByText('已选 0 条')).toBeVisible()

      const byNumber = async (contractNo: string) => (await listed(page.request, { keyword: contractNo })).find((row) => row.contractNo === contractNo)!
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
