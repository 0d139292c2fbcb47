import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import type { Config } from '../../config.js'
import { buildTestApp, startTestIdp, type TestIdp } from '../../test/index.js'

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const LOGIN = '/contracttandem/api/Authentication/Login'

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

/** Two apps on their own databases, both signing in at one test IdP, for the enclosing describe. */
function twoServers(config: Partial<Config>) {
  let idp: TestIdp | undefined
  const servers = { list: [] as App[] }
  beforeAll(async () => {
    idp = await startTestIdp({ clientId: 'tandem', clientSecret: 'tandem-dev-secret', redirectUri: 'http://localhost:8080/x', postLogoutRedirectUri: 'http://localhost:8080/y', accounts: {} })
    const full = { ...config, oidc: { issuer: idp.issuer, clientId: 'tandem', clientSecret: 'tandem-dev-secret' } }
    servers.list = [await buildTestApp({ config: full }), await buildTestApp({ config: full })]
  })
  afterAll(async () => {
    await Promise.all(servers.list.map((server) => server.close()))
    await idp?.close()
  })
  return servers
}

const reachable = await redisAnswers()
if (!reachable) {
  if (process.env.CI === 'true') throw new Error(`Redis at ${REDIS_URL} does not answer (required under CI)`)
  console.warn(`SKIPPED: the shared sign-in limit test needs Redis at ${REDIS_URL}`)
}

describe.skipIf(!reachable)('sign-in limit with REDIS_URL', () => {
  const servers = twoServers({ loginRatePerMinute: 4, redisUrl: REDIS_URL })
  // A client address of this run only, so runs sharing the Redis do not count each other.
  const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

  it('counts the sign-ins one address starts on either server together', async () => {
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await servers.list[i % 2].inject({ url: LOGIN, remoteAddress: client })).statusCode)
    expect(codes).toEqual([302, 302, 302, 302, 429, 429])
    const refused = await servers.list[1].inject({ url: LOGIN, remoteAddress: client })
    expect(refused.json()).toMatchObject({ success: false, code: 429, resultCode: 'TND_ERR_LOGIN_RATE_LIMITED' })
  })
})

describe('sign-in limit without REDIS_URL', () => {
  const servers = twoServers({ loginRatePerMinute: 2 })

  it('is counted by each server on its own', async () => {
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await servers.list[i % 2].inject({ url: LOGIN, remoteAddress: '10.1.2.3' })).statusCode)
    expect(codes).toEqual([302, 302, 302, 302, 429, 429])
  })
})
