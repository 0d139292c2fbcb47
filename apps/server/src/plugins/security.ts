import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Security headers. The CSP fits the antd SPA: antd injects CSS-in-JS <style> tags (inline styles
 * allowed), scripts only from us (evaluated form scripts included), avatars from the IdP.
 */
export default fp<{ idpOrigin: string }>(
  async (app, { idpOrigin }) => {
    await app.register(helmet, {
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
  },
  { fastify: '5.x', name: 'tandem-security' },
)
