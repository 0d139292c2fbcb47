import { expect, test } from '@playwright/test'
import { loginApi, serverUrl, webBase } from './support/endpoints.js'
import { e2eDatabaseUrl, expireSession } from './support/sessions.js'
import { accounts, expectIdpLoginPage, signInAtIdp } from './support/signIn.js'

test('退出账号 ends the session at the IdP and the next visit asks for sign-in', async ({ page }) => {
  await signInAtIdp(page, 'zhangsan')
  await page.getByRole('banner').getByText(accounts.zhangsan.name).click()
  await page.getByRole('menuitem', { name: '退出账号' }).click()
  await expectIdpLoginPage(page)

  const userInfo = await page.request.get('/contracttandem/api/Authentication/GetUserInfo')
  expect(userInfo.status()).toBe(401)

  await page.goto(`${webBase}/contractList`)
  await expectIdpLoginPage(page)
})

test('an expired session sends the next call to sign-in', async ({ page }) => {
  test.skip(!e2eDatabaseUrl, 'needs DATABASE_URL: the e2e server then runs on PostgreSQL, whose sessions table this spec expires')
  await signInAtIdp(page, 'zhangsan', accounts.zhangsan.password, '/bidDocument')
  expect(await expireSession(page)).toBe(1)

  const userInfo = await page.request.get('/contracttandem/api/Authentication/GetUserInfo')
  expect(userInfo.status()).toBe(401)
  expect(await userInfo.json()).toMatchObject({ success: false, code: 20001, msg: '登录已过期，请重新登录' })

  // The IdP still knows the browser, so sign-in completes without the form and returns here.
  const toSignIn = page.waitForRequest((request) => request.url().startsWith(`${serverUrl}${loginApi}`))
  await page.reload()
  const login = new URL((await toSignIn).url())
  expect(login.searchParams.get('returnUrl')).toBe(`${webBase}/bidDocument`)
  await page.waitForURL(`${serverUrl}${webBase}/bidDocument`)
  await expect(page.getByRole('banner').getByText(accounts.zhangsan.name)).toBeVisible()
})
