import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

/** What every @fastify/rate-limit registration of the app spreads into its options. */
export interface RateLimitStore {
  /** set when REDIS_URL is: the counts are shared by every server; unset, each process counts alone */
  redis?: Redis
  nameSpace: string
  /** a Redis outage lets requests through (and is logged) rather than refusing every sign-in */
  skipOnError: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitStore: RateLimitStore
  }
}

/** One Redis connection for the rate limits when `redisUrl` is given, closed with the app. */
export default fp<{ redisUrl: string | undefined }>(
  async (app, { redisUrl }) => {
    if (redisUrl === undefined) {
      app.decorate('rateLimitStore', { nameSpace: 'tandem-rate-limit-', skipOnError: false })
      return
    }
    // One quick try per command: a limit check must not hold a request while Redis is away.
    const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, connectionName: 'tandem-rate-limit' })
    let warned = false
    redis.on('error', (error) => {
      if (!warned) app.log.warn({ err: error }, 'rate-limit Redis unreachable; limits are not enforced until it answers')
      warned = true
    })
    redis.on('ready', () => {
      if (warned) app.log.info('rate-limit Redis answers again')
      warned = false
    })
    app.decorate('rateLimitStore', { redis, nameSpace: 'tandem-rate-limit-', skipOnError: true })
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  },
  { fastify: '5.x', name: 'tandem-rate-limit-store' },
)
