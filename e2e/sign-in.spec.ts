import { expect, test } from '@playwright/test'
import { idpUrl, serverUrl, webBase } from './support/endpoints.js'
import { accounts, expectIdpLoginPage, signInAtIdp, submitIdpLogin } from './support/signIn.js'

test('admin signs in through the IdP and sees 系统管理员 in the header', async ({ page }) => {
  await signInAtIdp(page, 'admin')
  await expect(page).toHaveURL(`${serverUrl}${webBase}/contractList`)
})

test('zhangsan signs in and sees his name and the photo the IdP serves', async ({ page }) => {
  await signInAtIdp(page, 'zhangsan')
  // The account button is named by the visible name; its photo beside it is decoration.
  const account = page.getByRole('banner').getByRole('button', { name: `${accounts.zhangsan.name} 账号菜单` })
  await expect(account.locator('img')).toHaveAttribute('src', `${idpUrl}/avatars/zhangsan.svg`)
})

test('a deep link comes back to the same page after sign-in', async ({ page }) => {
  await signInAtIdp(page, 'admin', accounts.admin.password, '/bidDocument?id=42')
  await expect(page).toHaveURL(`${serverUrl}${webBase}/bidDocument?id=42`)
  await expect(page).toHaveTitle('标书')
})

test('a wrong password shows 用户名或密码错误 and stays on the IdP', async ({ page }) => {
  await page.goto(`${webBase}/`)
  await expectIdpLoginPage(page)
  await submitIdpLogin(page, 'zhangsan', 'not-his-password')
  await expect(page.getByText('用户名或密码错误')).toBeVisible()
  expect(new URL(page.url()).origin).toBe(idpUrl)
  await submitIdpLogin(page, 'zhangsan', accounts.zhangsan.password)
  await page.waitForURL(`${serverUrl}${webBase}/contractList`)
  await expect(page.getByRole('banner').getByText(accounts.zhangsan.name)).toBeVisible()
})
