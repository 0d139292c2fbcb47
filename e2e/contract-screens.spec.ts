import { expect, test, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row')

for (const width of [1280, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('pages with one click, keeps amounts whole and 编号 in view when scrolled right', async ({ page }) => {
      test.setTimeout(120_000)
      await signIn(page, 'admin', undefined, '/contractList')
      await expect(rows(page).first()).toBeVisible()
      const firstNo = await rows(page).first().locator('td').first().innerText()
      await page.locator('.ant-pagination-next').click()
      await expect(page).toHaveURL(/pageIndex=2/)
      await expect(page).not.toHaveURL(/sortField/)
      await expect(rows(page).first().locator('td').first()).not.toHaveText(firstNo)

      // No amount is cut: each cell is as wide as its text needs.
      const amounts = page.locator('.ant-table-tbody td.ant-table-cell:has(> span)').filter({ hasText: '¥' })
      for (const cell of (await amounts.all()).slice(0, 10)) {
        const fits = await cell.evaluate((td) => td.scrollWidth <= td.clientWidth)
        expect(fits).toBe(true)
      }
      // Scrolled fully right, 编号 is still there (pinned) and so is 状态's tag.
      await page.locator('.ant-table-content').evaluate((content) => content.scrollTo({ left: content.scrollWidth }))
      const number = rows(page).first().locator('td').first()
      await expect(number).toBeInViewport()
      await expect(number.locator('a')).toBeVisible()
    })
  })
}

test('即将到期 filter lists only records ending within 30 days, tagged, with the condition shown', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin', undefined, '/contractList?expiry=soon&bizType=1')
  await expect(rows(page).first()).toBeVisible()
  const count = Math.min(await rows(page).count(), 10)
  for (let i = 0; i < count; i++) await expect(rows(page).nth(i)).toContainText('即将到期')
  // The detailed conditions open with the filter shown.
  await expect(page.locator('.ant-form-item', { hasText: '到期提醒' })).toContainText('即将到期（30 天内）')
})

test('the keyword is marked in the results', async ({ page }) => {
  await signIn(page, 'admin', undefined, `/contractList?keyword=${encodeURIComponent('租赁')}`)
  await expect(rows(page).first().locator('mark').first()).toHaveText('租赁')
  await expect(page).toHaveURL(/keyword=/)
  await page.goto(`${webBase}/contractList`)
  await expect(rows(page).first()).toBeVisible()
  await expect(page.locator('.ant-table-tbody mark')).toHaveCount(0)
})

test('返回 on a record leads to the list it was opened from, filters and page included', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin', undefined, '/contractList?bizType=1&pageIndex=2')
  await expect(rows(page).first()).toBeVisible()
  // The record page renders forms, so it may open as a new document: the way back must survive that.
  await rows(page).first().locator('td').first().locator('a').click()
  await expect(page).toHaveURL(/\/contractDetail\?id=/)
  await page.getByRole('button', { name: /返\s*回/ }).click()
  await expect(page).toHaveURL(/\/contractList\?bizType=1&pageIndex=2$/)
  await expect(rows(page).first()).toBeVisible()
})
