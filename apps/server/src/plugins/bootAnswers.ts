import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from './session.js'

/** Answers keyed by the call's path and query, as the SPA's client writes them. */
export type BootAnswers = Record<string, unknown>

const BOOT_SCRIPT = '<script type="application/json" id="tandem-boot">'

/**
 * The answers of the SPA's start calls (user info, menus) for a signed-in page request, made
 * inside the server with the request's cookie: the page arrives with them and the SPA starts
 * without waiting for round trips. Only successful answers are kept; a missing one (no session,
 * a failure) is asked for by the SPA as before, which then meets the failure in its usual way.
 */
export async function bootAnswers(app: FastifyInstance, request: FastifyRequest, calls: readonly string[]): Promise<BootAnswers> {
  const cookie = request.headers.cookie
  if (!cookie || !request.cookies[SESSION_COOKIE] || calls.length === 0) return {}
  const answers = await Promise.all(
    calls.map(async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie, accept: 'application/json', 'accept-encoding': 'identity' } })
      if (response.statusCode !== 200) return null
      const body = response.json<{ success?: unknown }>()
      return body.success === true ? ([url, body] as const) : null
    }),
  )
  return Object.fromEntries(answers.filter((answer) => answer !== null))
}

/** The answers as a JSON data block before </head>; `<` escaped, so no text can end the element. */
export function injectBootAnswers(html: string, answers: BootAnswers): string {
  if (Object.keys(answers).length === 0) return html
  const json = JSON.stringify(answers).replace(/</g, '\\u003c')
  return html.replace('</head>', () => `${BOOT_SCRIPT}${json}</script></head>`)
}
