import fp from 'fastify-plugin'
import { errors } from '../errors.js'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses state-changing requests sent from another site: an Origin header must match PUBLIC_URL
 * or the origin the request itself was addressed to. Requests without Origin (curl, same-origin GET) pass.
 */
export default fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const publicOrigin = new URL(publicUrl).origin
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return
      const origin = request.headers.origin
      if (origin === undefined) return
      if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return
      throw new errors.TND_ERR_ORIGIN_REJECTED()
    })
  },
  { fastify: '5.x', name: 'tandem-origin-check' },
)
