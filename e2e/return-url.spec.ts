import { expect, test } from '@playwright/test'
import { idpUrl, loginApi, serverUrl, webBase } from './support/endpoints.js'

const offSite = [
  'returnUrl=https://evil.example/',
  'returnUrl=//evil.example',
  'returnUrl=/%2F%2Fevil.example',
  `returnUrl=${encodeURIComponent('/%2F%2Fevil.example')}`,
  `returnUrl=${encodeURIComponent('/\\evil.example')}`,
  `returnUrl=${encodeURIComponent('https://evil.example/contract/web/')}`,
]

for (const query of offSite) {
  test(`the server refuses ${query} without redirecting`, async ({ request }) => {
    const response = await request.get(`${loginApi}?${query}`, { maxRedirects: 0 })
    expect(response.status()).toBe(400)
    expect(response.headers().location).toBeUndefined()
    expect(await response.json()).toMatchObject({ success: false, msg: 'returnUrl 不合法' })
  })
}

test('a return URL inside the application leads to the IdP', async ({ request }) => {
  const response = await request.get(`${loginApi}?returnUrl=${encodeURIComponent(`${webBase}/bidDocument`)}`, { maxRedirects: 0 })
  expect(response.status()).toBe(302)
  const location = new URL(response.headers().location ?? '')
  expect(location.origin).toBe(idpUrl)
  expect(location.searchParams.get('code_challenge_method')).toBe('S256')
})

test('a browser sent to an off-site return URL stays on the platform', async ({ page }) => {
  await page.goto(`${loginApi}?returnUrl=${encodeURIComponent('https://evil.example/')}`)
  expect(new URL(page.url()).origin).toBe(serverUrl)
  await expect(page.getByText('returnUrl 不合法')).toBeVisible()
})
