import { expect, test, type Locator, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

const WIDTHS = [1280, 1440, 1920] as const

interface Box {
  left: number
  right: number
}

/** The part of the table's scroll area not covered by pinned columns, in page coordinates. */
async function openArea(table: Locator): Promise<Box> {
  return table.evaluate((element) => {
    const scroller = element.querySelector('.ant-table-content, .ant-table-body') as HTMLElement
    const area = scroller.getBoundingClientRect()
    let left = area.left
    let right = area.right
    for (const cell of element.querySelectorAll<HTMLElement>('thead th.ant-table-cell-fix-left, thead th.ant-table-cell-fix-start')) {
      left = Math.max(left, cell.getBoundingClientRect().right)
    }
    for (const cell of element.querySelectorAll<HTMLElement>('thead th.ant-table-cell-fix-right, thead th.ant-table-cell-fix-end')) {
      right = Math.min(right, cell.getBoundingClientRect().left)
    }
    return { left, right }
  })
}

/** Asserts the column headed `title` lies whole in the visible, unpinned part of the table, and its first cell's text is not cut. */
async function expectWholeColumn(table: Locator, title: string): Promise<void> {
  const area = await openArea(table)
  const header = table.locator('thead th', { hasText: new RegExp(`^${title}$`) }).first()
  const box = await header.boundingBox()
  expect(box, `${title} header`).not.toBeNull()
  expect(box!.x, `${title} starts inside the table`).toBeGreaterThanOrEqual(area.left - 1)
  expect(box!.x + box!.width, `${title} ends inside the table`).toBeLessThanOrEqual(area.right + 1)
  const index = await header.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex)
  const cell = table.locator('tbody tr.ant-table-row').first().locator('td').nth(index)
  const cut = await cell.evaluate((element) => {
    const content = (element.firstElementChild as HTMLElement | null) ?? element
    return content.scrollWidth > content.clientWidth + 1 || element.scrollWidth > element.clientWidth + 1
  })
  expect(cut, `${title} of the first row is cut`).toBe(false)
}

async function listTable(page: Page, path: string): Promise<Locator> {
  await page.goto(`${webBase}${path}`)
  const table = page.locator('.ant-table').first()
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 })
  return table
}

async function foldMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: '收起菜单' }).click()
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible()
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('合同查询 and 合同封存 show 状态 and 金额 whole, menu open or folded', async ({ page }) => {
      await signIn(page, 'admin', undefined, '/contractList')
      for (const folded of [false, true]) {
        if (folded) await foldMenu(page)
        for (const path of ['/contractList', '/safeKeeping']) {
          const table = await listTable(page, path)
          await expectWholeColumn(table, '状态')
          await expectWholeColumn(table, '金额')
        }
      }
    })

    test('我的申请 shows 状态 and 有效期 whole', async ({ page }) => {
      // wangwu holds 合同授权 and has applied himself (zhangsan and lisi hold no 合同授权 menu).
      await signIn(page, 'wangwu', undefined, '/authorize?tab=mine')
      const table = await listTable(page, '/authorize?tab=mine')
      await expectWholeColumn(table, '状态')
      await expectWholeColumn(table, '有效期')
    })

    test('a record page keeps its number, dates and times on one line', async ({ page }) => {
      await signIn(page, 'admin', undefined, '/contractList')
      const table = await listTable(page, '/contractList')
      await table.locator('tbody tr.ant-table-row').first().locator('td a').first().click()
      const fields = page.locator('.ant-descriptions').first()
      await expect(fields).toBeVisible()
      for (const label of ['编号', '合同编号', '创建时间', '更新时间', '签订日期']) {
        const value = fields.locator('th', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::td[1]')
        if ((await value.count()) === 0) continue
        const lines = await value.evaluate((cell) => {
          const range = document.createRange()
          range.selectNodeContents(cell)
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        })
        expect(lines, `${label} on one line`).toBe(1)
      }
    })
  })
}

test('the folded side menu stays folded after a reload', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/contractList')
  await foldMenu(page)
  await page.reload()
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible()
  await page.getByRole('button', { name: '展开菜单' }).click()
  await page.reload()
  await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible()
})

test('scripts go compressed by Accept-Encoding, cached as immutable; the page itself is revalidated', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/contractList')
  const html = await page.request.get(`${webBase}/contractList`, { headers: { 'accept-encoding': 'gzip' } })
  expect(html.headers()['cache-control']).toBe('private, no-cache')
  const script = (await html.text()).match(/src="(\/contract\/web\/js\/[^"]+\.js)"/)?.[1]
  expect(script).toBeDefined()
  for (const encoding of ['br', 'gzip'] as const) {
    const answer = await page.request.get(script!, { headers: { 'accept-encoding': encoding } })
    expect(answer.status()).toBe(200)
    const headers = answer.headers()
    expect(headers['content-encoding']).toBe(encoding)
    expect(headers.vary).toMatch(/accept-encoding/i)
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The client undoes the encoding: what arrives is the script.
    expect((await answer.text()).length).toBeGreaterThan(1000)
  }
})
