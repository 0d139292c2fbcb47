import * as client from 'openid-client'
import { errors } from '../../errors.js'

export interface OidcSettings {
  issuer: string
  clientId: string
  clientSecret: string
  /** Absolute callback URL registered at the IdP. */
  redirectUri: string
  /** Absolute URL the IdP returns to after sign-out (registered at the IdP). */
  postLogoutRedirectUri: string
}

export interface SignInChecks {
  codeVerifier: string
  state: string
  nonce: string
}

export interface SignInResult {
  account: string
  idToken: string
  email?: string
  picture?: string
}

/** The relying party: discovery on first use (the IdP may start after us), then code flow with PKCE. */
export class OidcClient {
  readonly #settings: OidcSettings
  #configuration: Promise<client.Configuration> | undefined

  constructor(settings: OidcSettings) {
    this.#settings = settings
  }

  async authorizationUrl(checks: SignInChecks): Promise<URL> {
    const config = await this.#discover()
    return client.buildAuthorizationUrl(config, {
      redirect_uri: this.#settings.redirectUri,
      scope: 'openid profile email',
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    })
  }

  /** Exchanges the code from the callback URL; claims from the ID token, completed by userinfo. */
  async signIn(callbackUrl: URL, checks: SignInChecks): Promise<SignInResult> {
    const config = await this.#discover()
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims || !tokens.id_token) throw new Error('IdP answered without an ID token')
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub)
    const merged = { ...info, ...claims }
    const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
    return {
      account: text(merged.preferred_username) ?? claims.sub,
      idToken: tokens.id_token,
      email: text(info.email ?? claims.email),
      picture: text(info.picture ?? claims.picture),
    }
  }

  /** The IdP's sign-out address, or null when the IdP cannot be reached. */
  async endSessionUrl(idToken: string): Promise<URL | null> {
    try {
      const config = await this.#discover()
      return client.buildEndSessionUrl(config, {
        client_id: this.#settings.clientId,
        post_logout_redirect_uri: this.#settings.postLogoutRedirectUri,
        ...(idToken ? { id_token_hint: idToken } : {}),
      })
    } catch {
      return null
    }
  }

  #discover(): Promise<client.Configuration> {
    this.#configuration ??= this.#load()
    return this.#configuration
  }

  async #load(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.#settings
    try {
      return await client.discovery(new URL(issuer), clientId, undefined, client.ClientSecretBasic(clientSecret), {
        execute: issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
        timeout: 10,
      })
    } catch (cause) {
      this.#configuration = undefined
      throw new errors.TND_ERR_SSO_UNAVAILABLE({ cause })
    }
  }
}
