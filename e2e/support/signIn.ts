import { expect, type Page } from '@playwright/test'
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

/**
 * Opens a page of the SPA (default its root), follows the redirect to the IdP, signs in and
 * waits until the browser is back on that page with the user's name in the header.
 */
export async function signIn(page: Page, account: AccountName, password: string = accounts[account].password, path = '/'): Promise<void> {
  await page.goto(`${webBase}${path}`)
  await expectIdpLoginPage(page)
  await submitIdpLogin(page, account, password)
  await page.waitForURL((url) => url.origin === serverUrl && url.pathname.startsWith(`${webBase}/`))
  await expect(page.getByRole('banner').getByText(accounts[account].name)).toBeVisible()
}
