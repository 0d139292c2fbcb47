import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

export interface TestIdp {
  issuer: string
  /** Drives the IdP from an authorization URL to the redirect back to the client, signing in as `account`. */
  signInAt(authorizationUrl: string, account: string): Promise<URL>
  close(): Promise<void>
}

interface TestIdpOptions {
  clientId: string
  clientSecret: string
  redirectUri: string
  postLogoutRedirectUri: string
  accounts: Record<string, { name: string; email: string; picture?: string }>
}

/** A real oidc-provider with the platform's client registration; the interaction signs in whoever `?account=` names. */
export async function startTestIdp(options: TestIdpOptions): Promise<TestIdp> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'picture'], email: ['email'] },
    cookies: { keys: ['test-idp-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = options.accounts[id]
      if (!account) return undefined
      return { accountId: id, claims: () => ({ sub: id, preferred_username: id, ...account }) }
    },
  })
  const callback = provider.callback()
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res)
    void (async () => {
      const details = await provider.interactionDetails(req, res)
      const accountId = new URL(req.url as string, issuer).searchParams.get('account') ?? ''
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) })
      grant.addOIDCScope(String(details.params.scope))
      const grantId = await grant.save()
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } })
    })().catch((error: Error) => {
      res.statusCode = 500
      res.end(error.message)
    })
  })

  async function signInAt(authorizationUrl: string, account: string): Promise<URL> {
    const jar = new Map<string, string>()
    let url = new URL(authorizationUrl)
    for (let hop = 0; hop < 10; hop++) {
      if (url.origin !== issuer) return url
      if (url.pathname.startsWith('/interaction/')) url.searchParams.set('account', account)
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
        if (value) jar.set(name, value)
        else jar.delete(name)
      }
      const location = response.headers.get('location')
      if (!location) throw new Error(`IdP answered ${response.status} at ${url.pathname}: ${await response.text()}`)
      url = new URL(location, url)
    }
    throw new Error('too many redirects at the IdP')
  }

  return {
    issuer,
    signInAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
