import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig, type SsoConfig } from './config.js'
import { createSsoServer, type SsoServer } from './server.js'
import { BrowserAgent } from './test/browserAgent.js'
import { freePort } from './test/freePort.js'

let config: SsoConfig
let idp: SsoServer
const publicUrl = 'http://localhost:18999'
const redirectUri = `${publicUrl}/contracttandem/api/Authentication/Callback`
const postLogoutRedirectUri = `${publicUrl}/contract/web/`

beforeAll(async () => {
  const port = await freePort()
  config = readConfig({ SSO_PORT: String(port), PUBLIC_URL: publicUrl })
  idp = createSsoServer(config)
  await new Promise<void>((resolve) => idp.server.listen(port, resolve))
})

afterAll(async () => {
  await new Promise((resolve) => idp.server.close(resolve))
})

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

function authorizeUrl(challenge: string | undefined, extra: Record<string, string> = {}): string {
  const url = new URL(`${config.issuer}/auth`)
  url.search = new URLSearchParams({
    client_id: 'tandem',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    state: 'state-1',
    nonce: 'nonce-1',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  }).toString()
  return url.toString()
}

/** Starts an authorization request and returns the login page it lands on. */
async function openLoginPage(agent: BrowserAgent, challenge: string) {
  const start = authorizeUrl(challenge)
  const landed = await agent.follow(start, await agent.request(start))
  expect(landed.response.status).toBe(200)
  const html = await landed.response.text()
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  expect(action).toMatch(/^\/interaction\/[\w-]+\/login$/)
  return { html, loginUrl: new URL(action ?? '', config.issuer).toString() }
}

async function signIn(agent: BrowserAgent, username: string, password: string) {
  const { verifier, challenge } = pkcePair()
  const { loginUrl } = await openLoginPage(agent, challenge)
  const back = await agent.follow(loginUrl, await agent.postForm(loginUrl, { username, password }))
  const callback = new URL(back.url)
  expect(callback.origin + callback.pathname).toBe(redirectUri)
  expect(callback.searchParams.get('state')).toBe('state-1')
  return { code: callback.searchParams.get('code') ?? '', verifier }
}

function redeem(code: string, verifier: string) {
  return fetch(`${config.issuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('tandem:tandem-dev-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }),
  })
}

function jwtPayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>
}

describe('development IdP', () => {
  it('publishes an OpenID discovery document for its issuer', async () => {
    const response = await fetch(`${config.issuer}/.well-known/openid-configuration`)
    const discovery = (await response.json()) as Record<string, unknown>
    expect(discovery.issuer).toBe(config.issuer)
    expect(discovery.authorization_endpoint).toBe(`${config.issuer}/auth`)
    expect(discovery.token_endpoint).toBe(`${config.issuer}/token`)
    expect(discovery.end_session_endpoint).toBe(`${config.issuer}/session/end`)
    expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']))
  })

  it('shows a Chinese login page with username, password and one submit button', async () => {
    const { html } = await openLoginPage(new BrowserAgent(), pkcePair().challenge)
    expect(html).toContain('<title>统一身份认证</title>')
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">')
    expect(html).toMatch(/<input name="username"/)
    expect(html).toMatch(/<input name="password" type="password"/)
    expect(html.match(/<button/g)).toHaveLength(1)
    expect(html).toContain('<button type="submit">登录</button>')
  })

  it('re-renders the login page with an error for a wrong password or an unknown account', async () => {
    const agent = new BrowserAgent()
    const { loginUrl } = await openLoginPage(agent, pkcePair().challenge)
    for (const [username, password] of [['zhangsan', 'wrong'], ['nobody', 'zhangsan123']]) {
      const response = await agent.postForm(loginUrl, { username, password })
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('用户名或密码错误')
      expect(html).toContain(`value="${username}"`)
    }
  })

  it('refuses an authorization request without PKCE', async () => {
    const agent = new BrowserAgent()
    const start = authorizeUrl(undefined)
    const landed = await agent.follow(start, await agent.request(start))
    const back = new URL(landed.url)
    expect(back.origin + back.pathname).toBe(redirectUri)
    expect(back.searchParams.get('error')).toBe('invalid_request')
  })

  it('completes the code flow with PKCE and issues tokens with the account claims', async () => {
    const { code, verifier } = await signIn(new BrowserAgent(), 'zhangsan', 'zhangsan123')
    const tokenResponse = await redeem(code, verifier)
    expect(tokenResponse.status).toBe(200)
    const tokens = (await tokenResponse.json()) as { id_token: string; access_token: string }
    const claims = jwtPayload(tokens.id_token)
    const picture = `${config.issuer}/avatars/zhangsan.svg`
    expect(claims).toMatchObject({
      iss: config.issuer,
      aud: 'tandem',
      nonce: 'nonce-1',
      sub: 'zhangsan',
      preferred_username: 'zhangsan',
      name: '张三',
      email: 'zhangsan@example.com',
      picture,
    })
    const userinfo = await fetch(`${config.issuer}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    expect(await userinfo.json()).toMatchObject({ sub: 'zhangsan', name: '张三', picture })
    const avatar = await fetch(picture)
    expect(avatar.headers.get('content-type')).toContain('image/svg+xml')
    expect(await avatar.text()).toContain('<svg')
  })

  it('gives no picture to an account without a photo', async () => {
    const { code, verifier } = await signIn(new BrowserAgent(), 'admin', 'admin123')
    const tokens = (await (await redeem(code, verifier)).json()) as { id_token: string }
    const claims = jwtPayload(tokens.id_token)
    expect(claims).toMatchObject({ sub: 'admin', name: '系统管理员' })
    expect(claims).not.toHaveProperty('picture')
    expect((await fetch(`${config.issuer}/avatars/admin.svg`)).status).toBe(404)
  })

  it('serves its favicon, linked from its pages and at the address browsers try by themselves', async () => {
    for (const path of ['/favicon.svg', '/favicon.ico']) {
      const response = await fetch(`${config.issuer}${path}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    }
  })

  it('refuses a code redeemed with the wrong PKCE verifier', async () => {
    const { code } = await signIn(new BrowserAgent(), 'lisi', 'lisi123')
    const response = await redeem(code, pkcePair().verifier)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' })
  })

  it('signs in again without a form while the IdP session lasts, even when consent is forced', async () => {
    const agent = new BrowserAgent()
    await signIn(agent, 'wangwu', 'wangwu123')
    const start = authorizeUrl(pkcePair().challenge, { prompt: 'consent' })
    const back = new URL((await agent.follow(start, await agent.request(start))).url)
    expect(back.origin + back.pathname).toBe(redirectUri)
    expect(back.searchParams.get('code')).toBeTruthy()
  })

  it('ends the session without a confirmation step and asks for the password afterwards', async () => {
    const agent = new BrowserAgent()
    const { code, verifier } = await signIn(agent, 'zhangsan', 'zhangsan123')
    const { id_token: idToken } = (await (await redeem(code, verifier)).json()) as { id_token: string }
    const endUrl = `${config.issuer}/session/end?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri })}`
    const page = await agent.request(endUrl)
    const html = await page.text()
    expect(html).toContain('document.forms[0].submit()')
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? ''
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]))
    expect(fields.logout).toBe('yes')
    const done = await agent.postForm(new URL(action, config.issuer).toString(), fields)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(postLogoutRedirectUri)
    await openLoginPage(agent, pkcePair().challenge)
  })
})
