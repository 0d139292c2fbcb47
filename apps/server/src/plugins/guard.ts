import type { onRequestAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { errors } from '../errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook for onRequest (before validation): signed in (401 otherwise) and granted every one of
     * `codes` of the contract system (403 otherwise).
     */
    requireMenu(...codes: string[]): onRequestAsyncHookHandler
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'requireMenu',
      (...codes: string[]): onRequestAsyncHookHandler =>
        async function requireMenu(request, reply) {
          await app.authenticate.call(this, request, reply)
          if (!codes.every((code) => request.user?.menuCodes.has(code))) throw new errors.TND_ERR_FORBIDDEN()
        },
    )
  },
  { fastify: '5.x', name: 'tandem-guard', dependencies: ['tandem-session'] },
)
