import fp from 'fastify-plugin'
import { errors } from '../errors.js'

/**
 * While the server closes, requests still arriving on kept-alive connections get a 503 envelope
 * and `Connection: close` (Fastify's own 503 for this case is not an envelope, so it is turned off
 * in buildApp with `return503OnClosing: false`). Requests already running finish.
 */
export default fp(
  async (app) => {
    let closing = false
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
