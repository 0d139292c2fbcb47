import { fileURLToPath } from 'node:url'
import path from 'node:path'
import { z } from 'zod'

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const port = z.coerce.number().int().min(1).max(65535)
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .transform((value) => value.replace(/\/+$/, ''))
const databaseUrl = z.url({ protocol: /^postgres(ql)?$/ })
const nonEmpty = z.string().trim().min(1)
const systemId = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'letters, digits, "_" or "-", at most 32')
const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1')

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: nonEmpty.default('0.0.0.0'),
  PUBLIC_URL: httpUrl.optional(),
  DATABASE_URL: databaseUrl.optional(),
  DATA_DIR: nonEmpty.default('./data'),
  WEB_DIST: nonEmpty.optional(),
  SSO_PORT: port.default(8081),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: nonEmpty.default('tandem'),
  OIDC_CLIENT_SECRET: nonEmpty.default('tandem-dev-secret'),
  CONTRACT_SYSTEM_ID: systemId.default('HTGL'),
  SUITE_SYSTEM_ID: systemId.default('OA'),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(43200).default(120),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUST_PROXY: bool.default(false),
})

export type LogLevel = (typeof logLevels)[number]

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
  sessionTtlMinutes: number
  logLevel: LogLevel
  trustProxy: boolean
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
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : defaultWebDist,
    oidc: {
      issuer: e.OIDC_ISSUER ?? `http://localhost:${e.SSO_PORT}`,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    },
    ssoPort: e.SSO_PORT,
    contractSystemId: e.CONTRACT_SYSTEM_ID,
    suiteSystemId: e.SUITE_SYSTEM_ID,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
  }
}
