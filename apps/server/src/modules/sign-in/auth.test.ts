import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { users } from '../../db/schema/index.js'
import { buildTestApp, startTestIdp, type TestIdp } from '../../test/index.js'

const PUBLIC_URL = 'http://localhost:8080'
const AUTH = '/contracttandem/api/Authentication'

let idp: TestIdp
let app: App

beforeAll(async () => {
  idp = await startTestIdp({
    clientId: 'tandem',
    clientSecret: 'tandem-dev-secret',
    redirectUri: `${PUBLIC_URL}${AUTH}/Callback`,
    postLogoutRedirectUri: `${PUBLIC_URL}/contract/web/`,
    accounts: {
      zhangsan: { name: '张三', email: 'zhangsan@example.com', picture: 'http://idp.example/avatars/zhangsan.svg' },
      lisi: { name: '李四', email: 'lisi@example.com' },
      stranger: { name: '陌生人', email: 'stranger@example.com' },
    },
  })
  app = await buildTestApp({
    config: { publicUrl: PUBLIC_URL, trustProxy: true, oidc: { issuer: idp.issuer, clientId: 'tandem', clientSecret: 'tandem-dev-secret' } },
  })
})
afterAll(async () => {
  await app?.close()
  await idp?.close()
})

type Headers = Record<string, string>

function cookieFrom(setCookie: string | string[] | undefined, name: string): string | undefined {
  return ([] as string[]).concat(setCookie ?? []).find((line) => line.startsWith(`${name}=`))
}

/** Login → IdP → Callback; returns the callback response. */
async function signInThroughIdp(account: string, returnUrl = '/contract/web/contractList', headers: Headers = {}) {
  const login = await app.inject({ url: `${AUTH}/Login?returnUrl=${encodeURIComponent(returnUrl)}`, headers })
  expect(login.statusCode).toBe(302)
  const loginCookie = cookieFrom(login.headers['set-cookie'], 'tandem_login') as string
  const back = await idp.signInAt(login.headers.location as string, account)
  expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}${AUTH}/Callback`)
  return app.inject({ url: back.pathname + back.search, headers: { ...headers, cookie: loginCookie.split(';')[0] } })
}

describe('sign-in with OpenID Connect', () => {
  it('redirects to the IdP with PKCE, state and nonce', async () => {
    const login = await app.inject(`${AUTH}/Login?returnUrl=/contract/web/`)
    const target = new URL(login.headers.location as string)
    expect(target.origin).toBe(idp.issuer)
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: 'tandem',
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: `${PUBLIC_URL}${AUTH}/Callback`,
      code_challenge_method: 'S256',
    })
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(target.searchParams.get('state')).toBeTruthy()
    expect(target.searchParams.get('nonce')).toBeTruthy()
    expect(cookieFrom(login.headers['set-cookie'], 'tandem_login')).toMatch(/HttpOnly/)
  })

  it('completes the code flow, creates a session and returns to the app path', async () => {
    const callback = await signInThroughIdp('zhangsan')
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/contract/web/contractList')
    const sessionCookie = cookieFrom(callback.headers['set-cookie'], 'tandem_sid') as string
    expect(sessionCookie).toMatch(/HttpOnly/)
    expect(sessionCookie).toMatch(/SameSite=Lax/)
    expect(sessionCookie).toMatch(/Path=\//)
    expect(sessionCookie).not.toMatch(/Secure/)

    const info = await app.inject({ url: `${AUTH}/GetUserInfo`, headers: { cookie: sessionCookie.split(';')[0] } })
    expect(info.statusCode).toBe(200)
    expect(info.json().data).toMatchObject({
      account: 'zhangsan',
      userName: '张三',
      userPhoto: 'http://idp.example/avatars/zhangsan.svg',
      departmentName: '采购部',
    })
  })

  it('sends HSTS only when the request came over https', async () => {
    expect((await app.inject({ url: `${AUTH}/GetUserInfo`, headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect((await app.inject({ url: `${AUTH}/GetUserInfo` })).headers['strict-transport-security']).toBeUndefined()
  })

  it('marks cookies Secure behind an https proxy', async () => {
    const callback = await signInThroughIdp('lisi', '/contract/web/', { 'x-forwarded-proto': 'https' })
    expect(callback.statusCode).toBe(302)
    expect(cookieFrom(callback.headers['set-cookie'], 'tandem_sid')).toMatch(/; Secure/)
  })

  it('refuses a callback whose state was not started by this browser', async () => {
    const login = await app.inject(`${AUTH}/Login`)
    const back = await idp.signInAt(login.headers.location as string, 'zhangsan')
    for (const cookie of [undefined, 'tandem_login=other-state']) {
      const response = await app.inject({ url: back.pathname + back.search, headers: cookie ? { cookie } : {} })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, resultCode: 'TND_ERR_LOGIN_STATE_INVALID' })
      expect(response.headers['set-cookie'] ?? '').not.toMatch(/tandem_sid=[^;]/)
    }
  })

  it('gives no session to an account unknown here or disabled, and signs it out at the IdP', async () => {
    await app.db.update(users).set({ enabled: false }).where(eq(users.account, 'lisi'))
    try {
      for (const account of ['stranger', 'lisi']) {
        const callback = await signInThroughIdp(account)
        expect(callback.statusCode).toBe(303)
        expect(callback.headers.location).toMatch(new RegExp(`^${idp.issuer}/session/end\\?`))
        expect(cookieFrom(callback.headers['set-cookie'], 'tandem_sid')).toBeUndefined()
      }
    } finally {
      await app.db.update(users).set({ enabled: true }).where(eq(users.account, 'lisi'))
    }
  })

  it('signs out with a POST: ends the session, clears the cookie and goes to the IdP end-session', async () => {
    const callback = await signInThroughIdp('zhangsan')
    const cookie = (cookieFrom(callback.headers['set-cookie'], 'tandem_sid') as string).split(';')[0]
    // As a browser submits the sign-out form: an empty urlencoded body.
    const logout = await app.inject({
      method: 'POST',
      url: `${AUTH}/Logout?returnUrl=/contract/web/`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    expect(logout.statusCode).toBe(303)
    const target = new URL(logout.headers.location as string)
    expect(target.origin + target.pathname).toBe(`${idp.issuer}/session/end`)
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/contract/web/`)
    expect(target.searchParams.get('id_token_hint')).toMatch(/^ey/)
    expect(cookieFrom(logout.headers['set-cookie'], 'tandem_sid')).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect((await app.inject({ url: `${AUTH}/GetUserInfo`, headers: { cookie } })).statusCode).toBe(401)
  })

  it('answers a GET of Logout with a page that asks, and keeps the session', async () => {
    const callback = await signInThroughIdp('zhangsan')
    const cookie = (cookieFrom(callback.headers['set-cookie'], 'tandem_sid') as string).split(';')[0]
    const page = await app.inject({ url: `${AUTH}/Logout?returnUrl=/contract/web/contractList`, headers: { cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['set-cookie']).toBeUndefined()
    expect(page.body).toContain('<form method="post" action="/contracttandem/api/Authentication/Logout?returnUrl=%2Fcontract%2Fweb%2FcontractList">')
    expect((await app.inject({ url: `${AUTH}/GetUserInfo`, headers: { cookie } })).statusCode).toBe(200)
  })

  it('refuses a sign-out POST from another site', async () => {
    const callback = await signInThroughIdp('zhangsan')
    const cookie = (cookieFrom(callback.headers['set-cookie'], 'tandem_sid') as string).split(';')[0]
    const logout = await app.inject({ method: 'POST', url: `${AUTH}/Logout`, headers: { cookie, origin: 'https://evil.example.com' } })
    expect(logout.statusCode).toBe(403)
    expect((await app.inject({ url: `${AUTH}/GetUserInfo`, headers: { cookie } })).statusCode).toBe(200)
  })

  it('returns to a page whose address holds Chinese text', async () => {
    const callback = await signInThroughIdp('zhangsan', '/contract/web/contractList?keyword=采购')
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/contract/web/contractList?keyword=%E9%87%87%E8%B4%AD')
    expect(cookieFrom(callback.headers['set-cookie'], 'tandem_sid')).toBeDefined()
  })

  it('refuses a bad returnUrl on Login and Logout', async () => {
    for (const [method, path] of [['GET', 'Login'], ['GET', 'Logout'], ['POST', 'Logout']] as const) {
      const response = await app.inject({ method, url: `${AUTH}/${path}?returnUrl=${encodeURIComponent('//evil.example.com')}` })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, code: 400, resultCode: 'TND_ERR_RETURN_URL_INVALID', msg: 'returnUrl 不合法', data: null })
    }
  })
})

describe('sign-in starts per client', () => {
  let limited: App
  beforeAll(async () => {
    limited = await buildTestApp({ config: { loginRatePerMinute: 3, oidc: { issuer: idp.issuer, clientId: 'tandem', clientSecret: 'tandem-dev-secret' } } })
  })
  afterAll(() => limited.close())

  it('are limited, so anonymous calls cannot fill the pending-login table', async () => {
    const answers = []
    for (let i = 0; i < 5; i++) answers.push(await limited.inject(`${AUTH}/Login`))
    expect(answers.map((answer) => answer.statusCode)).toEqual([302, 302, 302, 429, 429])
    expect(answers[4].json()).toMatchObject({ success: false, code: 429, resultCode: 'TND_ERR_LOGIN_RATE_LIMITED' })
    const other = await limited.inject({ url: `${AUTH}/Login`, remoteAddress: '10.0.0.7' })
    expect(other.statusCode).toBe(302)
  })
})

describe('IdP unreachable', () => {
  let offline: App
  beforeAll(async () => {
    offline = await buildTestApp({ config: { oidc: { issuer: 'http://127.0.0.1:9', clientId: 'tandem', clientSecret: 'x' } } })
  })
  afterAll(() => offline.close())

  it('answers 502 with a message instead of a stack', async () => {
    const response = await offline.inject(`${AUTH}/Login`)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toMatchObject({ success: false, resultCode: 'TND_ERR_SSO_UNAVAILABLE', msg: '统一身份认证服务暂不可用，请稍后重试' })
  })
})
