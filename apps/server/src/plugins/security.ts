import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Security headers. The CSP fits the antd SPA: antd injects CSS-in-JS <style> tags (inline styles
 * allowed), scripts only from us (evaluated form scripts included), avatars from the IdP.
 * helmet's middleware is built once here; built per request it parsed the CSP on every call.
 */
export default fp<{ idpOrigin: string }>(
  async (app, { idpOrigin }) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          // Forms in VForm's format carry handler scripts that the form engine compiles with
          // new Function; inline <script> stays forbidden.
          'script-src': ["'self'", "'unsafe-eval'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', idpOrigin],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // Sign-in and sign-out navigate to the IdP.
          'form-action': ["'self'", idpOrigin],
          'upgrade-insecure-requests': null,
        },
      },
    })
    app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)))
  },
  { fastify: '5.x', name: 'tandem-security' },
)
