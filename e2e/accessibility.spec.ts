import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { webBase } from './support/endpoints.js'
import { signIn } from './support/signIn.js'

interface Row {
  id: number
  bizType: number
}

/** The first record of each kind admin sees, for the record pages. */
async function firstRecords(page: Page): Promise<Map<number, number>> {
  const records = new Map<number, number>()
  for (const bizType of [1, 2, 3, 4]) {
    const answer = await page.request.get('/contracttandem/api/ContractSealed/GetContractList', { params: { bizType, pageSize: 1 } })
    const [row] = ((await answer.json()) as { data: { list: Row[] } }).data.list
    records.set(bizType, row.id)
  }
  return records
}

/** Serious and critical axe findings (WCAG 2.x A and AA), as rule → the elements' selectors. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
}

test('no serious or critical axe violation on any page of the platform', async ({ page }) => {
  test.setTimeout(300_000)
  await signIn(page, 'admin', undefined, '/contractList')
  const records = await firstRecords(page)
  const routes = [
    '/contractList',
    '/contractList?expiry=soon',
    `/contractDetail?id=${records.get(1)}`,
    `/bidDocument?id=${records.get(2)}`,
    `/publicDocument?id=${records.get(3)}`,
    `/lawyerLetter?id=${records.get(4)}`,
    '/safeKeeping',
    '/authorize',
    '/authorize?tab=mine',
    '/authorize?tab=pending',
    '/formList',
    '/no-such-page',
  ]
  const found: Record<string, unknown> = {}
  for (const route of routes) {
    await page.goto(`${webBase}${route}`)
    await expect(page.locator('h1')).toHaveCount(1)
    // Settled: no spinner, no skeleton.
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 30_000 })
    const violations = await seriousViolations(page)
    if (violations.length > 0) found[route] = violations
  }
  expect(found).toEqual({})
})
