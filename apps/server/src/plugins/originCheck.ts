import fp from 'fastify-plugin'
import { errors } from '../errors.js'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses state-changing requests sent from another site: an Origin header must match PUBLIC_URL.
 * The request's own Host is not a reference: behind TRUST_PROXY it comes from the client-sent
 * X-Forwarded-Host. Requests without Origin (curl, same-origin GET) pass.
 */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const publicOrigin = new URL(publicUrl).origin
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return
      const origin = request.headers.origin
      if (origin === undefined) return
      if (origin === publicOrigin) return
      throw new errors.TND_ERR_ORIGIN_REJECTED()
    })
  },
  { fastify: '5.x', name: 'tandem-origin-check' },
)
