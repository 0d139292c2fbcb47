import rateLimit from '@fastify/rate-limit'
import { endpoints, pathOf } from '@tandem/api-contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import * as client from 'openid-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errors } from '../../errors.js'
import { endpointRoute } from '../../plugins/endpointRoute.js'
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
  const { signIn } = endpoints
  const callbackPath = pathOf(signIn.callback)
  const rp = new OidcClient({
    ...oidc,
    redirectUri: `${publicUrl}${callbackPath}`,
    postLogoutRedirectUri: `${publicUrl}${APP_HOME}`,
  })
  const loginCookie = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    // the folder of Login and Callback, the only routes that read it
    path: callbackPath.slice(0, callbackPath.lastIndexOf('/')),
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
  app.route({ ...endpointRoute(app, signIn.login, loginSchema), config: loginLimit, handler: async (request, reply) => {
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
  } })

  app.route({ ...endpointRoute(app, signIn.callback, callbackSchema), handler: async (request, reply) => {
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
  } })

  // A GET (a link or an image on any site) only asks; the SPA signs out with a POST, which the
  // origin check and the SameSite cookie keep to this site.
  app.route({ ...endpointRoute(app, signIn.logoutPage, logoutPageSchema), handler: async (request, reply) => {
    const returnUrl = parseReturnUrl(request.query.returnUrl)
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(logoutPage(`${pathOf(signIn.logout)}?returnUrl=${encodeURIComponent(returnUrl)}`, returnUrl))
  } })

  // Sign-out is an HTML form (the SPA's and the asking page's): its POST carries an empty
  // urlencoded body, read and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  )

  app.route({ ...endpointRoute(app, signIn.logout, logoutSchema), handler: async (request, reply) => {
    parseReturnUrl(request.query.returnUrl)
    const token = request.cookies[SESSION_COOKIE]
    const idToken = token ? await app.sessions.destroy(token) : ''
    clearSessionCookie(request, reply)
    return signOutAtIdp(reply, idToken)
  } })

  app.route({ ...endpointRoute(app, signIn.userInfo, getUserInfoSchema), handler: async (request) => {
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
  } })
}

export default auth
