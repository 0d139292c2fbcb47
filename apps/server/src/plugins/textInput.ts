import fp from 'fastify-plugin'
import { errors } from '../errors.js'

const MAX_DEPTH = 64

/** The path (`a.b.0`) of the first string or key holding a NUL character, or undefined. */
export function nulPath(value: unknown, at = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at || '请求' : undefined
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return undefined
  for (const [key, item] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key
    if (key.includes('\u0000')) return at || '请求'
    const found = nulPath(item, path, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * Refuses text holding a NUL character, wherever it is (query, path, JSON body): PostgreSQL text
 * cannot store it, so it would otherwise fail as a 500 deep in a query. Runs after authentication
 * and validation, before any handler.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body)
      if (field !== undefined) throw new errors.TND_ERR_TEXT_NUL(field)
    })
  },
  { fastify: '5.x', name: 'tandem-text-input' },
)
