import fp from 'fastify-plugin'
import { errors } from '../errors.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503 so a proxy stops sending here; other requests are still served. */
    markUnready(): void
    /** false once the shutdown has begun (markUnready or refuseRequests) */
    isReady(): boolean
    /** From now on every request gets the 503 envelope and `Connection: close` (the shutdown's drain). */
    refuseRequests(): void
  }
}

/**
 * The shutdown in two steps. First unready: /readyz answers 503 while every other request is still
 * served, so a proxy or orchestrator probing it moves traffic away with no request refused. Then
 * the drain: while the server drains and closes, requests arriving (on kept-alive connections, or new ones
 * during the drain) get a 503 envelope and `Connection: close`, so each connection ends right
 * after an answer rather than under a request on its way (Fastify's own 503 for this case is not
 * an envelope, so it is turned off in buildApp with `return503OnClosing: false`). Requests already
 * running finish.
 */
export default fp(
  async (app) => {
    let unready = false
    let closing = false
    app.decorate('markUnready', () => {
      unready = true
    })
    app.decorate('isReady', () => !unready && !closing)
    app.decorate('refuseRequests', () => {
      closing = true
    })
    app.addHook('preClose', (done) => {
      closing = true
      done()
    })
    app.addHook('onRequest', async (_request, reply) => {
      if (!closing) return
      reply.header('connection', 'close')
      throw new errors.TND_ERR_SHUTTING_DOWN()
    })
  },
  { fastify: '5.x', name: 'tandem-shutdown', dependencies: ['tandem-error-handler'] },
)
