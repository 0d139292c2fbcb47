import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { FormHostsConfig } from '../config.js'
import { rendersForms } from './formPages.js'

const HSTS = 'max-age=31536000; includeSubDomains'

/** formPage: the page renders forms (their scripts are evaluated; the hosts they may reach). */
function headersMiddleware(idpOrigin: string, formPage: FormHostsConfig | null) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        // Inline <script> stays forbidden everywhere; 'unsafe-eval' only where forms run scripts.
        'script-src': formPage ? ["'self'", "'unsafe-eval'"] : ["'self'"],
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
 * Security headers. The CSP fits the antd SPA: antd injects CSS-in-JS <style> tags (inline styles
 * allowed), scripts only from us, avatars from the IdP; the pages that render forms may also
 * evaluate the forms' handler scripts (see formPages.ts) and reach the hosts an administrator
 * allows forms (FORM_IMAGE_HOSTS, FORM_CONNECT_HOSTS). helmet's middlewares are built once here;
 * built per request they parsed the CSP on every call.
 */
export default fp<{ idpOrigin: string; formHosts: FormHostsConfig }>(
  async (app, { idpOrigin, formHosts }) => {
    const strict = headersMiddleware(idpOrigin, null)
    const formPage = headersMiddleware(idpOrigin, formHosts)
    app.addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS)
      const applyHeaders = rendersForms(request.url) ? formPage : strict
      applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
    })
  },
  { fastify: '5.x', name: 'tandem-security' },
)
