import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { z } from 'zod'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const port = z.coerce.number().int().min(1).max(65535)
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''))
const databaseUrl = z.url({ protocol: /^postgres(ql)?$/ })
const redisUrl = z.url({ protocol: /^rediss?$/ })
const nonEmpty = z.string().trim().min(1)
const systemId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, "_" or "-", at most 32')
const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

/**
 * One origin a form may reach: http(s)://host[:port], no path, query or credentials. `*.` may open
 * the host (any sub-domain, as CSP reads it); a bare `*` or a wildcard elsewhere is refused.
 */
function formOrigin(entry: string): string | null {
  const wildcard = /^https?:\/\/\*\./i.test(entry)
  const concrete = wildcard ? entry.replace('*.', 'wildcard.') : entry
  if (concrete.includes('*') || !URL.canParse(concrete)) return null
  const url = new URL(concrete)
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  if (!/^https?:$/.test(url.protocol) || !bare || !/^[^/]+\/\/[^/]+\/?$/.test(entry)) return null
  // the origin goes into a CSP header: only plain host names and IP addresses
  if (!/^(?:\[[0-9a-f:.]+\]|[a-z0-9-]+(?:\.[a-z0-9-]+)*)$/.test(url.hostname)) return null
  // `*.com` would open a whole top-level domain
  if (wildcard && url.hostname.split('.').length < 3) return null
  return wildcard ? url.origin.replace('//wildcard.', '//*.') : url.origin
}

/** A comma-separated list of origins (FORM_IMAGE_HOSTS, FORM_CONNECT_HOSTS), each normalised. */
const originList = z.string().transform((value, context) => {
  const origins: string[] = []
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const origin = formOrigin(entry)
    if (origin === null) {
      context.addIssue({ code: 'custom', message: `"${entry}" is not an origin (http(s)://host[:port], no path; "*." only at the start of the host)` })
      return z.NEVER
    }
    if (!origins.includes(origin)) origins.push(origin)
  }
  return origins
})

const menuCode = /^[A-Za-z0-9_-]{1,64}$/

/**
 * SUITE_LINKS: where the suite's top-bar entries lead, as comma-separated `code=URL` pairs
 * (`gzt=https://oa.example.com/workbench,txl=https://oa.example.com/contacts`); each URL absolute
 * http(s) (kept as the URL parser writes it), each code once.
 */
const suiteLinks = z.string().transform((value, context) => {
  const links = new Map<string, string>()
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = entry.indexOf('=')
    const code = entry.slice(0, Math.max(separator, 0)).trim()
    const url = entry.slice(separator + 1).trim()
    const problem =
      separator < 0 || !menuCode.test(code)
        ? 'is not code=URL (code: letters, digits, "_" or "-")'
        : !/^https?:\/\/[^/]/i.test(url) || !URL.canParse(url)
          ? 'needs an absolute http(s) URL'
          : links.has(code)
            ? 'repeats its code'
            : null
    if (problem) {
      context.addIssue({ code: 'custom', message: `"${entry}" ${problem}` })
      return z.NEVER
    }
    links.set(code, new URL(url).href)
  }
  return links
})

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: nonEmpty.default('0.0.0.0'),
  PUBLIC_URL: httpUrl.optional(),
  DATABASE_URL: databaseUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  DATA_DIR: nonEmpty.default('./data'),
  WEB_DIST: nonEmpty.optional(),
  SSO_PORT: port.default(8081),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: nonEmpty.default('tandem'),
  OIDC_CLIENT_SECRET: nonEmpty.default('tandem-dev-secret'),
  CONTRACT_SYSTEM_ID: systemId.default('HTGL'),
  SUITE_SYSTEM_ID: systemId.default('OA'),
  SUITE_LINKS: suiteLinks.default(new Map()),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(43200).default(120),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SHUTDOWN_UNREADY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: bool.default(false),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(10_240).default(20),
  UPLOAD_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  UPLOAD_IDLE_SECONDS: z.coerce.number().positive().max(3_600).default(30),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: nonEmpty.default('us-east-1'),
  S3_BUCKET: nonEmpty.optional(),
  S3_ACCESS_KEY_ID: nonEmpty.optional(),
  S3_SECRET_ACCESS_KEY: nonEmpty.optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  SCRIPT_REPLAY_MEMORY_MB: z.coerce.number().int().min(8).max(1024).default(64),
  SCRIPT_REPLAY_TIME_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  SCRIPT_REPLAY_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  FORM_IMAGE_HOSTS: originList.default([]),
  FORM_CONNECT_HOSTS: originList.default([]),
})

export type LogLevel = (typeof logLevels)[number]

/** Where uploaded files are kept: a local directory, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3'
      /** unset → AWS itself */
      endpoint: string | undefined
      region: string
      bucket: string
      /** unset → the SDK's default credential chain */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined
      forcePathStyle: boolean
    }

export interface FilesConfig {
  /** largest accepted upload, in MB (UPLOAD_MAX_MB) */
  maxMb: number
  /** uploads one session may start per minute */
  ratePerMinute: number
  /** an upload sending no byte for this long is given up (UPLOAD_IDLE_SECONDS) */
  idleSeconds: number
  storage: StorageConfig
}

/** Other hosts the pages that render forms may reach (their CSP), besides the server itself. */
export interface FormHostsConfig {
  /** origins forms may show images from (img-src; FORM_IMAGE_HOSTS) */
  imageHosts: string[]
  /** origins forms may send requests to: data sources, uploads (connect-src; FORM_CONNECT_HOSTS) */
  connectHosts: string[]
}

export interface ScriptReplayConfig {
  /** QuickJS heap of one save's replay, in MB (SCRIPT_REPLAY_MEMORY_MB) */
  memoryMb: number
  /** wall time of all of one save's scripts, in ms (SCRIPT_REPLAY_TIME_MS) */
  timeBudgetMs: number
  /** replay worker threads (SCRIPT_REPLAY_WORKERS); unset: sized for the machine */
  workers: number | undefined
}

export interface Config {
  port: number
  host: string
  /** Origin plus optional path prefix the browser uses to reach the server, without trailing slash. */
  publicUrl: string
  /** Unset → embedded PGlite under dataDir. */
  databaseUrl: string | undefined
  dataDir: string
  webDist: string
  oidc: { issuer: string; clientId: string; clientSecret: string }
  ssoPort: number
  contractSystemId: string
  suiteSystemId: string
  /** menu code of a suite entry → the address its top-bar link opens (SUITE_LINKS) */
  suiteLinks: ReadonlyMap<string, string>
  sessionTtlMinutes: number
  /** sign-ins one client address may start per minute */
  loginRatePerMinute: number
  /** Redis shared by every server for the rate limits (REDIS_URL); unset → each server counts alone */
  redisUrl: string | undefined
  /** how long an unreachable database is retried at start before giving up */
  databaseConnectTimeoutSeconds: number
  /** after SIGTERM, how long /readyz answers 503 while requests are still served, before the drain */
  shutdownUnreadySeconds: number
  logLevel: LogLevel
  trustProxy: boolean
  files: FilesConfig
  formHosts: FormHostsConfig
  scriptReplay: ScriptReplayConfig
}

export class ConfigError extends Error {
  constructor(readonly variable: string, detail: string) {
    super(`Invalid configuration: ${variable} ${detail}`)
    this.name = 'ConfigError'
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url))

/** Reads and validates the environment; the first invalid variable stops the start with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const variable = String(issue.path[0])
    throw new ConfigError(variable, `is invalid (${JSON.stringify(env[variable])}): ${issue.message}`)
  }
  const e = parsed.data
  if (e.CONTRACT_SYSTEM_ID === e.SUITE_SYSTEM_ID) {
    throw new ConfigError('SUITE_SYSTEM_ID', 'must differ from CONTRACT_SYSTEM_ID')
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR)
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : defaultWebDist,
    oidc: {
      issuer: e.OIDC_ISSUER ?? `http://localhost:${e.SSO_PORT}`,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    },
    ssoPort: e.SSO_PORT,
    contractSystemId: e.CONTRACT_SYSTEM_ID,
    suiteSystemId: e.SUITE_SYSTEM_ID,
    suiteLinks: e.SUITE_LINKS,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    databaseConnectTimeoutSeconds: e.DATABASE_CONNECT_TIMEOUT_SECONDS,
    shutdownUnreadySeconds: e.SHUTDOWN_UNREADY_SECONDS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    files: { maxMb: e.UPLOAD_MAX_MB, ratePerMinute: e.UPLOAD_RATE_PER_MINUTE, idleSeconds: e.UPLOAD_IDLE_SECONDS, storage: storageConfig(e, dataDir) },
    formHosts: { imageHosts: e.FORM_IMAGE_HOSTS, connectHosts: e.FORM_CONNECT_HOSTS },
    scriptReplay: { memoryMb: e.SCRIPT_REPLAY_MEMORY_MB, timeBudgetMs: e.SCRIPT_REPLAY_TIME_MS, workers: e.SCRIPT_REPLAY_WORKERS },
  }
}

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local', dir: path.join(dataDir, 'files') }
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET', 'is required when STORAGE=s3')
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID', 'must be set together with its pair')
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  }
}
