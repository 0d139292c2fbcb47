import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/tandem')
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      dataDir: '/srv/tandem/data',
      oidc: { issuer: 'http://localhost:8081', clientId: 'tandem', clientSecret: 'tandem-dev-secret' },
      ssoPort: 8081,
      contractSystemId: 'HTGL',
      suiteSystemId: 'OA',
      sessionTtlMinutes: 120,
      loginRatePerMinute: 30,
      databaseConnectTimeoutSeconds: 60,
      logLevel: 'info',
      trustProxy: false,
    })
    expect(config.webDist.endsWith(path.join('apps', 'web', 'dist'))).toBe(true)
  })

  it('reads the script replay limits, 64 MB and 200 ms by default, and refuses values outside their range', () => {
    expect(loadConfig({}).scriptReplay).toEqual({ memoryMb: 64, timeBudgetMs: 200, workers: undefined })
    expect(loadConfig({ SCRIPT_REPLAY_MEMORY_MB: '128', SCRIPT_REPLAY_TIME_MS: '500', SCRIPT_REPLAY_WORKERS: '3' }).scriptReplay).toEqual({
      memoryMb: 128,
      timeBudgetMs: 500,
      workers: 3,
    })
    expect(() => loadConfig({ SCRIPT_REPLAY_TIME_MS: '0' })).toThrow('Invalid configuration: SCRIPT_REPLAY_TIME_MS is invalid ("0")')
    expect(() => loadConfig({ SCRIPT_REPLAY_MEMORY_MB: 'lots' })).toThrow('Invalid configuration: SCRIPT_REPLAY_MEMORY_MB is invalid ("lots")')
    expect(() => loadConfig({ SCRIPT_REPLAY_WORKERS: '1.5' })).toThrow('Invalid configuration: SCRIPT_REPLAY_WORKERS is invalid ("1.5")')
  })

  it('derives PUBLIC_URL and the issuer from the ports and trims trailing slashes', () => {
    expect(loadConfig({ PORT: '9000', SSO_PORT: '9001' })).toMatchObject({
      publicUrl: 'http://localhost:9000',
      oidc: { issuer: 'http://localhost:9001' },
    })
    expect(loadConfig({ PUBLIC_URL: 'https://contracts.example.com/', OIDC_ISSUER: 'https://sso.example.com/realms/x/' })).toMatchObject({
      publicUrl: 'https://contracts.example.com',
      oidc: { issuer: 'https://sso.example.com/realms/x' },
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/tandem',
      DATA_DIR: '/var/lib/tandem',
      WEB_DIST: '/opt/web',
      OIDC_CLIENT_ID: 'c',
      OIDC_CLIENT_SECRET: 's',
      CONTRACT_SYSTEM_ID: 'CT',
      SUITE_SYSTEM_ID: 'SUITE',
      SESSION_TTL_MINUTES: '30',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    })
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u:p@db:5432/tandem',
      dataDir: '/var/lib/tandem',
      webDist: '/opt/web',
      oidc: { clientId: 'c', clientSecret: 's' },
      contractSystemId: 'CT',
      suiteSystemId: 'SUITE',
      sessionTtlMinutes: 30,
      logLevel: 'warn',
      trustProxy: true,
    })
  })

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SSO_PORT', '-1'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'not a url'],
    ['OIDC_ISSUER', 'localhost:8081'],
    ['DATABASE_URL', 'mysql://root@localhost/x'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['SESSION_TTL_MINUTES', '0'],
    ['SESSION_TTL_MINUTES', '1.5'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['CONTRACT_SYSTEM_ID', 'has space'],
    ['OIDC_CLIENT_ID', '   '],
  ])('stops on an invalid %s (%j) and names it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `))
  })

  it('shares the rate limits through Redis only when REDIS_URL is set', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'redis://:secret@cache.internal:6379/2' }).redisUrl).toBe('redis://:secret@cache.internal:6379/2')
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).redisUrl).toBe('rediss://cache.internal:6380')
  })

  it('refuses two equal system ids', () => {
    expect(() => loadConfig({ CONTRACT_SYSTEM_ID: 'X', SUITE_SYSTEM_ID: 'X' })).toThrow(/SUITE_SYSTEM_ID must differ/)
  })
})

describe('FORM_IMAGE_HOSTS and FORM_CONNECT_HOSTS', () => {
  it('default to no other host', () => {
    expect(loadConfig({}).formHosts).toEqual({ imageHosts: [], connectHosts: [] })
  })

  it('read comma-separated origins, normalised and without repeats; "*." opens the sub-domains of a host', () => {
    const config = loadConfig({
      FORM_IMAGE_HOSTS: ' https://Files.Example.com:443/ , http://10.0.0.5:9000,https://files.example.com',
      FORM_CONNECT_HOSTS: 'https://*.api.example.com,http://[::1]:8080',
    })
    expect(config.formHosts).toEqual({
      imageHosts: ['https://files.example.com', 'http://10.0.0.5:9000'],
      connectHosts: ['https://*.api.example.com', 'http://[::1]:8080'],
    })
  })

  it.each([
    'https://api.example.com/v1',
    'https://api.example.com?x=1',
    'api.example.com',
    'ftp://files.example.com',
    '*',
    'https://*',
    'https://*.com',
    'https://api.*.example.com',
    'https://user:pw@api.example.com',
    "https://api.example.com 'unsafe-inline'",
    'https://api.example.com;script-src *',
  ])('refuse %j, naming the variable and the entry', (entry) => {
    for (const variable of ['FORM_IMAGE_HOSTS', 'FORM_CONNECT_HOSTS']) {
      expect(() => loadConfig({ [variable]: `https://ok.example.com,${entry}` })).toThrow(ConfigError)
      expect(() => loadConfig({ [variable]: `https://ok.example.com,${entry}` })).toThrow(`Invalid configuration: ${variable} is invalid`)
      expect(() => loadConfig({ [variable]: entry })).toThrow(`"${entry}" is not an origin`)
    }
  })
})

describe('SUITE_LINKS', () => {
  it('defaults to no configured suite address', () => {
    expect(loadConfig({}).suiteLinks).toEqual(new Map())
  })

  it('reads comma-separated code=URL pairs', () => {
    const config = loadConfig({ SUITE_LINKS: ' gzt=https://oa.example.com/workbench , txl = http://10.0.0.5:8000/contacts?tab=all,' })
    expect(config.suiteLinks).toEqual(
      new Map([
        ['gzt', 'https://oa.example.com/workbench'],
        ['txl', 'http://10.0.0.5:8000/contacts?tab=all'],
      ]),
    )
  })

  it.each([
    ['gzt', 'is not code=URL'],
    ['=https://oa.example.com', 'is not code=URL'],
    ['工作台=https://oa.example.com', 'is not code=URL'],
    ['gzt=/workbench', 'needs an absolute http(s) URL'],
    ['gzt=oa.example.com/workbench', 'needs an absolute http(s) URL'],
    ['gzt=javascript:alert(1)', 'needs an absolute http(s) URL'],
    ['gzt=https://', 'needs an absolute http(s) URL'],
  ])('refuses %j, naming the variable and the entry', (entry, problem) => {
    const run = () => loadConfig({ SUITE_LINKS: `txl=https://oa.example.com/contacts,${entry}` })
    expect(run).toThrow(ConfigError)
    expect(run).toThrow(`Invalid configuration: SUITE_LINKS is invalid`)
    expect(run).toThrow(`"${entry}" ${problem}`)
  })

  it('refuses a code given twice', () => {
    expect(() => loadConfig({ SUITE_LINKS: 'gzt=https://a.example.com,gzt=https://b.example.com' })).toThrow('"gzt=https://b.example.com" repeats its code')
  })
})
