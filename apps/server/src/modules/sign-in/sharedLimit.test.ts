import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
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

const reachable = await redisAnswers()
if (!reachable) {
  if (process.env.CI === 'true') throw new Error(`Redis at ${REDIS_URL} does not answer (required under CI)`)
  console.warn(`SKIPPED: the shared sign-in limit test needs Redis at ${REDIS_URL}`)
}

describe.skipIf(!reachable)('sign-in limit with REDIS_URL', () => {
  let idp: TestIdp
  let servers: App[]
  // A client address of this run only, so runs sharing the Redis do not count each other.
  const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

  beforeAll(async () => {
    idp = await startTestIdp({ clientId: 'tandem', clientSecret: 'tandem-dev-secret', redirectUri: 'http://localhost:8080/x', postLogoutRedirectUri: 'http://localhost:8080/y', accounts: {} })
    const config = { loginRatePerMinute: 4, redisUrl: REDIS_URL, oidc: { issuer: idp.issuer, clientId: 'tandem', clientSecret: 'tandem-dev-secret' } }
    servers = [await buildTestApp({ config }), await buildTestApp({ config })]
  })
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.close()))
    await idp?.close()
  })

  it('counts the sign-ins one address starts on either server together', async () => {
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await servers[i % 2].inject({ url: LOGIN, remoteAddress: client })).statusCode)
    expect(codes).toEqual([302, 302, 302, 302, 429, 429])
    const refused = await servers[1].inject({ url: LOGIN, remoteAddress: client })
    expect(refused.json()).toMatchObject({ success: false, code: 429, resultCode: 'TND_ERR_LOGIN_RATE_LIMITED' })
  })
})

describe('sign-in limit without REDIS_URL', () => {
  let idp: TestIdp
  let servers: App[]

  beforeAll(async () => {
    idp = await startTestIdp({ clientId: 'tandem', clientSecret: 'tandem-dev-secret', redirectUri: 'http://localhost:8080/x', postLogoutRedirectUri: 'http://localhost:8080/y', accounts: {} })
    const config = { loginRatePerMinute: 2, oidc: { issuer: idp.issuer, clientId: 'tandem', clientSecret: 'tandem-dev-secret' } }
    servers = [await buildTestApp({ config }), await buildTestApp({ config })]
  })
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.close()))
    await idp?.close()
  })

  it('is counted by each server on its own', async () => {
    const codes = []
    for (let i = 0; i < 6; i++) codes.push((await servers[i % 2].inject({ url: LOGIN, remoteAddress: '10.1.2.3' })).statusCode)
    expect(codes).toEqual([302, 302, 302, 302, 429, 429])
  })
})
