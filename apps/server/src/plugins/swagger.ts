import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

export const DOCS_PREFIX = '/contracttandem/docs'

/** OpenAPI built from the zod route schemas; UI at /contracttandem/docs, JSON at /contracttandem/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: '合同管理平台 API', version: '0.1.0' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tandem_sid' } } },
        security: [{ session: [] }],
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true })
  },
  { fastify: '5.x', name: 'tandem-swagger' },
)
