import { expect, test, type Page } from '@playwright/test'
import { serverUrl, webBase } from './support/endpoints.js'
import { breadcrumbCard, sideMenu, suiteLinks } from './support/layout.js'
import { expectIdpLoginPage, signIn } from './support/signIn.js'

// The 404 page says it in its result (matched exactly: the hidden first-level heading carries it
// too, followed by the platform's name).
const notFound = '您访问的页面不存在'

/** The product's page for a suite entry without an address: names the system, leads back. */
async function expectUnconfiguredEntryPage(page: Page, name: string) {
  await expect(page).toHaveURL(new RegExp(`${webBase}/suite/\\w+$`))
  await expect(page).toHaveTitle(`${name} - 合同管理平台`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByText(`“${name}”是办公套件中的另一个系统，当前部署尚未配置它的访问地址。`)).toBeVisible()
}

/** The page's declared icon, fetched as the browser would. */
async function expectFavicon(page: Page) {
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  expect(href).toBeTruthy()
  const answer = await page.request.get(new URL(href as string, page.url()).href)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^image\/svg\+xml/)
}

// SPEC §2 plus the form library (DESIGN §4): path, page title, breadcrumb trail (null: no card).
const adminRoutes: [string, string, string[] | null][] = [
  ['/contractList', '合同查询', ['合同管理']],
  ['/contractDetail', '合同详情', ['合同管理', '合同页面']],
  ['/bidDocument', '标书', ['合同管理', '标书']],
  ['/publicDocument', '公文', ['合同管理', '公文']],
  ['/lawyerLetter', '律师函', ['合同管理', '律师函']],
  ['/safeKeeping', '合同封存', null],
  ['/authorize', '合同授权', null],
  ['/formList', '表单管理', ['表单管理']],
  ['/formDesigner', '表单设计', ['表单管理', '表单设计']],
]

test.describe('as zhangsan (menu code htc only)', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'zhangsan'))

  test('the side menu offers 合同查询 only', async ({ page }) => {
    const menu = sideMenu(page)
    await expect(menu.getByText('合同查询')).toBeVisible()
    for (const absent of ['合同封存', '合同授权', '表单管理', '调试工具']) {
      await expect(menu.getByText(absent)).toHaveCount(0)
    }
  })

  test('通讯录, which the top bar adds without the grant, opens the page saying it has no address here', async ({ page }) => {
    await suiteLinks(page).filter({ hasText: '通讯录' }).click()
    await expectUnconfiguredEntryPage(page, '通讯录')
  })

  for (const path of ['/safeKeeping', '/authorize', '/formList']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await page.goto(`${webBase}${path}`)
      await expect(page.getByText(notFound, { exact: true })).toBeVisible()
      await expect(page).toHaveTitle(notFound)
    })
  }
})

test.describe('as admin', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'admin'))

  test('every route shows its page, title and breadcrumb', async ({ page }) => {
    for (const [path, title, trail] of adminRoutes) {
      await page.goto(`${webBase}${path}`)
      await expect(page, path).toHaveTitle(title)
      await expect(page.getByText(notFound), path).toHaveCount(0)
      if (trail) {
        await expect(breadcrumbCard(page).getByRole('listitem'), path).toHaveText(trail)
        // SPEC §2 writes the trail as 合同管理 > 标书.
        await expect(breadcrumbCard(page), path).toHaveText(new RegExp(`^当前所在位置：\\s*${trail.join('\\s*>\\s*')}\\s*$`))
      } else {
        await expect(breadcrumbCard(page), path).toHaveCount(0)
      }
    }
  })

  test('/ redirects to /contractList', async ({ page }) => {
    await page.goto(`${webBase}/`)
    await expect(page).toHaveURL(`${serverUrl}${webBase}/contractList`)
    await expect(page).toHaveTitle('合同查询')
  })

  test('an unknown path shows the 404 page titled 您访问的页面不存在', async ({ page }) => {
    await page.goto(`${webBase}/noSuchPage`)
    await expect(page.getByText(notFound, { exact: true })).toBeVisible()
    await expect(page).toHaveTitle(notFound)
  })

  test('the side menu lists the permitted entries, drops hidden ones and navigates', async ({ page }) => {
    const menu = sideMenu(page)
    for (const entry of ['合同查询', '合同封存', '合同授权', '表单管理']) {
      await expect(menu.getByText(entry)).toBeVisible()
    }
    await expect(menu.getByText('调试工具')).toHaveCount(0)
    await expect(menu.getByText('合同详情')).toHaveCount(0)
    await menu.getByText('合同封存').click()
    await expect(page).toHaveURL(`${serverUrl}${webBase}/safeKeeping`)
    await expect(page).toHaveTitle('合同封存')
  })

  test('the top bar shows the suite list plus 工作台, 通讯录 and the active 合同管理平台', async ({ page }) => {
    const links = suiteLinks(page)
    await expect(links).toHaveText(['工作台', '公文系统', '会议管理', '通讯录', '合同管理平台'])
    const active = links.filter({ hasText: '合同管理平台' })
    await expect(active).toHaveAttribute('aria-current', 'page')
    await expect(active).toHaveAttribute('href', /\/contract\/web\/?$/)
  })

  test('工作台 without a configured address opens a page naming it, with a way back to 合同管理平台', async ({ page }) => {
    await suiteLinks(page).filter({ hasText: '工作台' }).click()
    await expectUnconfiguredEntryPage(page, '工作台')
    await expectFavicon(page)
    await page.getByRole('link', { name: '返回合同管理平台' }).click()
    await expect(page).toHaveURL(`${serverUrl}${webBase}/contractList`)
    await expect(suiteLinks(page).filter({ hasText: '合同管理平台' })).toHaveAttribute('aria-current', 'page')
  })

  test('the other suite systems without an address open the same kind of page', async ({ page }) => {
    await suiteLinks(page).filter({ hasText: '会议管理' }).click()
    await expectUnconfiguredEntryPage(page, '会议管理')
  })

  test('the side menu is at most 240px wide and collapses and expands', async ({ page }) => {
    const menu = sideMenu(page)
    const width = async () => (await menu.boundingBox())?.width ?? 0
    const expanded = await width()
    expect(expanded).toBeGreaterThan(100)
    expect(expanded).toBeLessThanOrEqual(240)

    await page.getByRole('button', { name: '收起菜单' }).click()
    await expect.poll(width).toBeLessThan(100)
    await expect(menu.getByText('合同查询')).toBeHidden()

    await page.getByRole('button', { name: '展开菜单' }).click()
    await expect.poll(width).toBe(expanded)
    await expect(menu.getByText('合同查询')).toBeVisible()
  })
})

test('the IdP sign-in page and the form playground declare a favicon that loads', async ({ page }) => {
  await page.goto(`${webBase}/contractList`)
  await expectIdpLoginPage(page)
  await expectFavicon(page)
  await page.goto(`${webBase}/playground.html`)
  await expectFavicon(page)
})
