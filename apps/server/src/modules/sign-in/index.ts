import rateLimit from '@fastify/rate-limit'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as client from 'openid-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errors } from '../../errors.js'
import { ok } from '../../plugins/envelope.js'
import { SESSION_COOKIE, clearSessionCookie, setSessionCookie } from '../../plugins/session.js'
import { logoutPage } from './logoutPage.js'
import { OidcClient } from './oidc.js'
import {
  findUserByAccount,
  roleCodesOf,
  savePendingLogin,
  takePendingLogin,
  updateProfile,
} from './repository.js'
import { parseReturnUrl, APP_HOME } from './returnUrl.js'
import { callbackSchema, getUserInfoSchema, loginSchema, logoutPageSchema, logoutSchema } from './schemas.js'

export const SIGN_IN_PREFIX = '/contracttandem/api/Authentication'
const LOGIN_COOKIE = 'tandem_login'

export interface AuthOptions {
  publicUrl: string
  oidc: { issuer: string; clientId: string; clientSecret: string }
  /** sign-ins one client address may start per minute (each one stores a pending login) */
  loginRatePerMinute: number
}

/** The IdP or the checks refused this particular answer (as opposed to the IdP being unreachable). */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof client.ClientError ||
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.ResponseBodyError
  )
}

const auth: FastifyPluginAsyncZod<AuthOptions> = async (app, { publicUrl, oidc, loginRatePerMinute }) => {
  const callbackPath = `${SIGN_IN_PREFIX}/Callback`
  const rp = new OidcClient({
    ...oidc,
    redirectUri: `${publicUrl}${callbackPath}`,
    postLogoutRedirectUri: `${publicUrl}${APP_HOME}`,
  })
  const loginCookie = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: SIGN_IN_PREFIX,
    secure: request.protocol === 'https',
  })

  await app.register(rateLimit, {
    ...app.rateLimitStore,
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new errors.TND_ERR_LOGIN_RATE_LIMITED(),
  })

  /** Leaves the IdP session too, so the next visit asks for credentials instead of looping. */
  async function signOutAtIdp(reply: FastifyReply, idToken: string) {
    const target = await rp.endSessionUrl(idToken)
    // 303: the browser follows a POST's answer with a GET.
    return reply.redirect(target ? target.href : APP_HOME, 303)
  }

  const loginLimit = { rateLimit: { max: loginRatePerMinute, timeWindow: 60_000 } }
  app.get('/Login', { schema: loginSchema, config: loginLimit }, async (request, reply) => {
    const returnUrl = parseReturnUrl(request.query.returnUrl)
    const pending = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    }
    const target = await rp.authorizationUrl(pending)
    await savePendingLogin(app.db, { ...pending, returnUrl })
    reply.setCookie(LOGIN_COOKIE, pending.state, { ...loginCookie(request), maxAge: 600 })
    return reply.redirect(target.href)
  })

  app.get('/Callback', { schema: callbackSchema }, async (request, reply) => {
    const { state } = request.query
    // The state must come back to the browser that started the sign-in (login CSRF).
    if (!state || state !== request.cookies[LOGIN_COOKIE]) throw new errors.TND_ERR_LOGIN_STATE_INVALID()
    reply.clearCookie(LOGIN_COOKIE, loginCookie(request))
    const pending = await takePendingLogin(app.db, state)
    if (!pending) throw new errors.TND_ERR_LOGIN_STATE_INVALID()
    const callbackUrl = new URL(`${publicUrl}${callbackPath}${request.url.slice(request.url.indexOf('?'))}`)
    let result
    try {
      result = await rp.signIn(callbackUrl, pending)
    } catch (error) {
      if (isRefusal(error)) {
        request.log.warn({ err: error }, 'sign-in refused')
        throw new errors.TND_ERR_LOGIN_STATE_INVALID()
      }
      throw error instanceof errors.TND_ERR_SSO_UNAVAILABLE
        ? error
        : new errors.TND_ERR_SSO_UNAVAILABLE({ cause: error })
    }
    const user = await findUserByAccount(app.db, result.account)
    if (!user || !user.enabled) {
      request.log.warn({ account: result.account }, 'sign-in of an unknown or disabled account')
      return signOutAtIdp(reply, result.idToken)
    }
    await updateProfile(app.db, user.id, result)
    setSessionCookie(request, reply, await app.sessions.create(user.id, result.idToken))
    return reply.redirect(pending.returnUrl)
  })

  // A GET (a link or an image on any site) only asks; the SPA signs out with a POST, which the
  // origin check and the SameSite cookie keep to this site.
  app.get('/Logout', { schema: logoutPageSchema }, async (request, reply) => {
    const returnUrl = parseReturnUrl(request.query.returnUrl)
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(logoutPage(`${SIGN_IN_PREFIX}/Logout?returnUrl=${encodeURIComponent(returnUrl)}`, returnUrl))
  })

  // Sign-out is an HTML form (the SPA's and the asking page's): its POST carries an empty
  // urlencoded body, read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  )

  app.post('/Logout', { schema: logoutSchema }, async (request, reply) => {
    parseReturnUrl(request.query.returnUrl)
    const token = request.cookies[SESSION_COOKIE]
    const idToken = token ? await app.sessions.destroy(token) : ''
    clearSessionCookie(request, reply)
    return signOutAtIdp(reply, idToken)
  })

  app.get('/GetUserInfo', { schema: getUserInfoSchema, onRequest: app.authenticate }, async (request) => {
    const user = request.user!
    return ok({
      userId: user.id,
      account: user.account,
      userName: user.name,
      userPhoto: user.photoUrl,
      departmentId: user.departmentId,
      departmentName: user.departmentName,
      roles: await roleCodesOf(app.db, user.id),
    })
  })
}

export default auth
