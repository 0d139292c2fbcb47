import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'
import { idpUrl, serverUrl, webBase } from './endpoints.js'

/** The development accounts (DESIGN.md §4) with their passwords and display names. */
export const accounts = {
  admin: { password: 'admin123', name: '系统管理员' },
  zhangsan: { password: 'zhangsan123', name: '张三' },
  lisi: { password: 'lisi123', name: '李四' },
  wangwu: { password: 'wangwu123', name: '王五' },
} as const

export type AccountName = keyof typeof accounts

/** Waits for the IdP's login page (the product itself never shows a login form). */
export async function expectIdpLoginPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.origin === idpUrl && url.pathname.startsWith('/interaction/'))
  await expect(page).toHaveTitle('统一身份认证')
  await expect(page.locator('input[name="username"]')).toBeVisible()
}

/** Fills and submits the IdP's login form. */
export async function submitIdpLogin(page: Page, account: string, password: string): Promise<void> {
  await page.locator('input[name="username"]').fill(account)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: '登录' }).click()
}

async function expectSignedInAt(page: Page, account: AccountName): Promise<void> {
  await page.waitForURL((url) => url.origin === serverUrl && url.pathname.startsWith(`${webBase}/`))
  await expect(page.getByRole('banner').getByText(accounts[account].name)).toBeVisible()
}

/**
 * Opens a page of the SPA (default its root), follows the redirect to the IdP, signs in with the
 * form and waits until the browser is back on that page with the user's name in the header: a
 * new session of its own, for the specs about signing in and out.
 */
export async function signInAtIdp(page: Page, account: AccountName, password: string = accounts[account].password, path = '/'): Promise<void> {
  await page.goto(`${webBase}${path}`)
  await expectIdpLoginPage(page)
  await submitIdpLogin(page, account, password)
  await expectSignedInAt(page, account)
}

/** Where the global setup keeps each account's signed-in cookies (set for the workers). */
const sessionsDir = () => process.env.E2E_SESSIONS_DIR ?? ''
const sessionFile = (account: AccountName) => path.join(sessionsDir(), `${account}.json`)

/** Signs every account in once through the IdP and keeps its cookies for `signIn`. */
export async function signInEveryAccount(browser: Browser, dir: string): Promise<void> {
  for (const account of Object.keys(accounts) as AccountName[]) {
    const context = await browser.newContext({ baseURL: serverUrl, locale: 'zh-CN' })
    await signInAtIdp(await context.newPage(), account)
    await context.storageState({ path: path.join(dir, `${account}.json`) })
    await context.close()
  }
}

/**
 * Opens a page of the SPA (default its root) signed in as the account. With the account's own
 * password the page's context takes the cookies (server and IdP) of the account's one shared
 * session, made by the global setup; another password goes through the IdP's form. Tests that end
 * or expire a session sign in with `signInAtIdp`, which makes a session of their own.
 */
export async function signIn(page: Page, account: AccountName, password: string = accounts[account].password, path = '/'): Promise<void> {
  if (password !== accounts[account].password) return signInAtIdp(page, account, password, path)
  const { cookies } = JSON.parse(readFileSync(sessionFile(account), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] }
  await page.context().addCookies(cookies)
  await page.goto(`${webBase}${path}`)
  await expectSignedInAt(page, account)
}

/** A page of its own browser context (made with `options`), signed in as `account` and opened at `path`. */
export async function signedIn(browser: Browser, account: AccountName, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage()
  await signIn(page, account, undefined, path)
  return page
}
