import { endpoints } from '@tandem/api-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { endpointRoute } from '../../plugins/endpointRoute.js'

const status = z.object({ status: z.enum(['ok', 'unavailable', 'draining']) })

/** Liveness (the process answers) and readiness (not shutting down, and the database answers). */
const health: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...endpointRoute(app, endpoints.health.live, { tags: ['Health'], response: { 200: status } }), handler: async () => ({ status: 'ok' as const }) })

  app.route({ ...endpointRoute(app, endpoints.health.ready, { tags: ['Health'], response: { 200: status, 503: status } }), handler: async (request, reply) => {
    if (!app.isReady()) return reply.header('connection', 'close').status(503).send({ status: 'draining' as const })
    try {
      await app.database.ping()
      return { status: 'ok' as const }
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready')
      return reply.status(503).send({ status: 'unavailable' as const })
    }
  } })
}

export default health
