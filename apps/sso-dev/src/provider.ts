import { generateKeyPairSync, randomBytes } from 'node:crypto'
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider'
import { accountClaims, findDevAccount } from './accounts.js'
import type { SsoConfig } from './config.js'
import { errorPage, logoutPage, signedOutPage } from './pages.js'

export const clientName = '合同管理平台'

/** The redirect URIs the platform server uses (platform contract). */
export function clientUris(publicUrl: string): { redirectUri: string; postLogoutRedirectUri: string } {
  return {
    redirectUri: `${publicUrl}/contracttandem/api/Authentication/Callback`,
    postLogoutRedirectUri: `${publicUrl}/contract/web/`,
  }
}

// The platform is a first-party client: whatever it asks for within its registered scopes is
// granted without a consent screen.
async function grantRequested(ctx: KoaContextWithOIDC) {
  const { account, client, session } = ctx.oidc
  if (!account || !client) return undefined
  const grantId = ctx.oidc.result?.consent?.grantId ?? session?.grantIdFor(client.clientId)
  const grant =
    (grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined) ??
    new ctx.oidc.provider.Grant({ accountId: account.accountId, clientId: client.clientId })
  grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '))
  grant.addOIDCClaims([...ctx.oidc.requestParamClaims])
  await grant.save()
  return grant
}

function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') }
}

export function createProvider(config: SsoConfig): Provider {
  const { redirectUri, postLogoutRedirectUri } = clientUris(config.publicUrl)
  const publicOrigin = new URL(config.publicUrl).origin
  const configuration: Configuration = {
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        client_name: clientName,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [postLogoutRedirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: 'openid profile email',
      },
    ],
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'picture'],
      email: ['email', 'email_verified'],
    },
    // The relying party reads name and picture from the ID token as well as from userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Keys live as long as the process, like every other piece of this IdP's state.
    cookies: { keys: [randomBytes(32).toString('hex')] },
    jwks: { keys: [signingKey()] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html'
          ctx.body = logoutPage(form)
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html'
          ctx.body = signedOutPage()
        },
      },
    },
    clientBasedCORS: (_ctx, origin) => origin === publicOrigin,
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
    },
    findAccount: (_ctx, sub) => {
      const found = findDevAccount(sub)
      if (!found) return undefined
      return { accountId: found.account, claims: () => accountClaims(found, config.issuer) }
    },
    loadExistingGrant: grantRequested,
    renderError: (ctx, out) => {
      ctx.type = 'html'
      ctx.body = errorPage(out.error, out.error_description)
    },
  }
  return new Provider(config.issuer, configuration)
}
