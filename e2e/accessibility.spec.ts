import { AxeBuilder } from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { isClaimed } from './support/claims.js'
import { idpUrl, webBase } from './support/endpoints.js'
import { listedRecords } from './support/records.js'
import { expectIdpLoginPage, signIn, type AccountName } from './support/signIn.js'

/** The first record of each kind the signed-in user sees that no test has claimed (so as seeded), for the record pages. */
async function firstRecordsOf(page: Page, bizTypes: readonly number[]): Promise<Map<number, number>> {
  const records = new Map<number, number>()
  for (const bizType of bizTypes) {
    for await (const row of listedRecords(page.request, { bizType })) {
      if (isClaimed(row.id)) continue
      records.set(bizType, row.id)
      break
    }
  }
  return records
}

/** An unclaimed record of a kind whose 扩展信息 the seed saved (its print view shows filled sub-form rows). */
async function recordWithFormData(page: Page, bizType: number): Promise<number> {
  for await (const row of listedRecords(page.request, { bizType, sealed: 'false' })) {
    if (isClaimed(row.id)) continue
    const saved = ((await (await page.request.get(`/contracttandem/api/Form/Record/${row.id}`)).json()) as { data: { saved: unknown } }).data.saved
    if (saved) return row.id
  }
  throw new Error(`no record of kind ${bizType} with saved form data`)
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

/** Each route opened and settled (one h1, no spinner, no skeleton), with its findings; routes without any are left out. */
async function violationsOn(page: Page, routes: readonly string[]): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {}
  for (const route of routes) {
    await page.goto(`${webBase}${route}`)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 30_000 })
    const violations = await seriousViolations(page)
    if (violations.length > 0) found[route] = violations
  }
  return found
}

test('no serious or critical axe violation on any page of the platform', async ({ page }) => {
  test.setTimeout(300_000)
  await signIn(page, 'admin', undefined, '/contractList')
  const records = await firstRecordsOf(page, [1, 2, 3, 4])
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
  expect(await violationsOn(page, routes)).toEqual({})
})

test('no serious or critical axe violation on the print view of records with sub-forms', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, 'admin', undefined, '/contractList')
  // 合同 and 标书 forms hold a sub-form (付款计划, 评审专家), 律师函 none.
  const routes = [`/formPrint?contractId=${await recordWithFormData(page, 1)}`, `/formPrint?contractId=${await recordWithFormData(page, 2)}`]
  expect(await violationsOn(page, routes)).toEqual({})
})

test('no serious or critical axe violation on the form playground', async ({ page }) => {
  await page.goto(`${webBase}/playground.html`)
  await expect(page.locator('.tfr-form [data-widget-name="contractName"]')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('no serious or critical axe violation on the page of a suite entry without an address', async ({ page }) => {
  await page.goto(`${webBase}/suite/gzt`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('工作台')
  expect(await seriousViolations(page)).toEqual([])
})

/** Every route the account's menus hold, as that account sees it (no admin-only data). */
const accountRoutes: Record<Exclude<AccountName, 'admin'>, string[]> = {
  zhangsan: ['/contractList', '/authorize', '/authorize?tab=mine'],
  lisi: ['/contractList', '/safeKeeping', '/authorize?tab=mine'],
  wangwu: ['/contractList', '/authorize?tab=pending'],
}

for (const [account, routes] of Object.entries(accountRoutes) as [Exclude<AccountName, 'admin'>, string[]][]) {
  test(`no serious or critical axe violation for ${account}`, async ({ page }) => {
    test.setTimeout(180_000)
    await signIn(page, account, undefined, '/contractList')
    const [first] = (await firstRecordsOf(page, [1])).values()
    expect(await violationsOn(page, [...routes, `/contractDetail?id=${first}`])).toEqual({})
  })
}

test('no serious or critical axe violation on the IdP login page', async ({ page }) => {
  await page.goto(`${webBase}/contractList`)
  await expectIdpLoginPage(page)
  expect(page.url().startsWith(idpUrl)).toBe(true)
  expect(await seriousViolations(page)).toEqual([])
})

/**
 * Opens and closes the user menu; answers whether antd animated it. Its motion classes reach the
 * active step only when it animates (without motion a popup still passes a prepare step, where it is aligned).
 */
async function userMenuAnimates(page: Page): Promise<boolean> {
  const seen = await page.evaluateHandle(() => {
    const state = { animated: false }
    const animating = (node: Node) =>
      node instanceof Element && (/-(appear|enter)-active\b/.test(node.getAttribute('class') ?? '') || node.querySelector('[class*="-appear-active"], [class*="-enter-active"]') !== null)
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if ([mutation.target, ...mutation.addedNodes].some(animating)) state.animated = true
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
    return state
  })
  const trigger = page.getByRole('banner').getByRole('button', { name: /账号菜单/ })
  const signOut = page.getByRole('menuitem', { name: '退出账号' })
  await trigger.click()
  await expect(signOut).toBeVisible()
  await trigger.click()
  await expect(signOut).toBeHidden()
  return seen.evaluate((state) => state.animated)
}

test('the user menu opens without motion when the system asks to reduce it, and with it otherwise, following the setting as it changes', async ({ page }) => {
  await signIn(page, 'admin', undefined, '/contractList')
  await expect(page.locator('h1')).toHaveCount(1)
  expect(await userMenuAnimates(page)).toBe(false)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await userMenuAnimates(page)).toBe(true)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await userMenuAnimates(page)).toBe(false)
})
