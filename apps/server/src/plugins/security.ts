import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { FormHostsConfig } from '../config.js'
import { formPageOf, type FormPage } from './formPages.js'
import { WEB_BASE } from './webApp.js'

const HSTS = 'max-age=31536000; includeSubDomains'

/** A form page whose forms are known only to the data: a record's, or a form version's. */
export type DataFormPage = Extract<FormPage, { forms: 'record' | 'version' }>

/**
 * Whether the forms `page` will show to the requesting user carry scripts. False whenever that
 * cannot be told: no session, an id that is unknown or not the user's (the page then shows its
 * own refusal, and no form).
 */
export type FormPageScriptCheck = (request: FastifyRequest, page: DataFormPage) => Promise<boolean>

/** Where the forms module plugs in its check; until it does, data pages get no 'unsafe-eval'. */
export class FormPageScripts {
  #check: FormPageScriptCheck | null = null

  use(check: FormPageScriptCheck): void {
    this.#check = check
  }

  async needed(request: FastifyRequest, page: FormPage): Promise<boolean> {
    if (page.forms === 'any') return true
    if (page.forms === 'none' || !this.#check || (request.method !== 'GET' && request.method !== 'HEAD')) return false
    try {
      return await this.#check(request, page)
    } catch (error) {
      // The page itself still answers: without 'unsafe-eval', a form's scripts are reported, not run.
      request.log.warn({ err: error }, 'could not tell whether the page form has scripts')
      return false
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    formPageScripts: FormPageScripts
  }
}

/** formPage: the page renders forms (the hosts they may reach); evaluate: their scripts are evaluated. */
function headersMiddleware(idpOrigin: string, formPage: FormHostsConfig | null, evaluate: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // Inline <script> stays forbidden everywhere; 'unsafe-eval' only where forms run scripts.
        'script-src': evaluate ? ["'self'", "'unsafe-eval'"] : ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', idpOrigin, ...(formPage?.imageHosts ?? [])],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...(formPage?.connectHosts ?? [])],
        // Sign-in and sign-out navigate to the IdP.
        'form-action': ["'self'", idpOrigin],
        'upgrade-insecure-requests': null,
      },
    },
    // Sent below, over https only: on plain HTTP it is meaningless and pins nothing.
    strictTransportSecurity: false,
    // Not helmet's no-referrer: under it Chromium sends `Origin: null` with the page's own form
    // POSTs (sign-out), which the Origin check must refuse. Other sites still learn nothing.
    referrerPolicy: { policy: 'same-origin' },
  })
}

/**
 * The headers that still mean something on a script or a stylesheet: nosniff (a script must come as
 * JavaScript), who may embed it (CORP), and the referrer policy a module script's own imports use.
 * The others (CSP, frame and opener policies, the legacy IE and Flash ones) govern documents and
 * workers only; over HTTP/1.1 they cost about 0.5 KB per script of a first visit.
 */
function subresourceHeadersMiddleware() {
  return helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    referrerPolicy: { policy: 'same-origin' },
  })
}

type HeadersMiddleware = ReturnType<typeof headersMiddleware>

/** The web build's hashed scripts and stylesheets (js/, css/); the pdf.js worker under assets/ is a worker and keeps the whole set. */
const SCRIPT_OR_STYLESHEET = new RegExp(`^${WEB_BASE}(?:js/[\\w.-]+\\.js|css/[\\w.-]+\\.css)(?:\\?|$)`)

/**
 * Security headers. The CSP fits the antd SPA: antd injects CSS-in-JS <style> tags (inline styles
 * allowed), scripts only from us, avatars from the IdP. The pages that render forms (formPages.ts)
 * reach the hosts an administrator allows forms (FORM_IMAGE_HOSTS, FORM_CONNECT_HOSTS) and may
 * evaluate the forms' handler scripts when the forms they show have any: the designer, the library
 * and the playground always, a record page or a print page when the form the request's user will
 * see there has scripts (the forms module's check, app.formPageScripts). The build's scripts and
 * stylesheets get only the headers that apply to them. helmet's middlewares are built once here;
 * built per request they parsed the CSP on every call.
 */
export default fp<{ idpOrigin: string; formHosts: FormHostsConfig }>(
  async (app, { idpOrigin, formHosts }) => {
    const strict = headersMiddleware(idpOrigin, null, false)
    const formPage = headersMiddleware(idpOrigin, formHosts, false)
    const formScripts = headersMiddleware(idpOrigin, formHosts, true)
    const subresource = subresourceHeadersMiddleware()
    const apply = (middleware: HeadersMiddleware, request: FastifyRequest, reply: FastifyReply) =>
      new Promise<void>((resolve, reject) => middleware(request.raw, reply.raw, (error) => (error ? reject(error as Error) : resolve())))
    app.decorate('formPageScripts', new FormPageScripts())
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
      if (SCRIPT_OR_STYLESHEET.test(request.url)) return apply(subresource, request, reply)
      const page = formPageOf(request.url)
      const middleware = page === null ? strict : (await app.formPageScripts.needed(request, page)) ? formScripts : formPage
      await apply(middleware, request, reply)
    })
  },
  { fastify: '5.x', name: 'tandem-security' },
)
