export interface SsoConfig {
  port: number
  /** Issuer URL; the IdP is mounted at its root, so it has no path. */
  issuer: string
  /** Public origin of the contract platform server, used for the client's redirect URIs. */
  publicUrl: string
  clientId: string
  clientSecret: string
}

/** An environment variable holds a value the IdP cannot start with. */
export class ConfigError extends Error {
  readonly variable: string

  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`)
    this.name = 'ConfigError'
    this.variable = variable
  }
}

type Env = Record<string, string | undefined>

function readPort(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new ConfigError(name, `must be a port number between 1 and 65535, got "${raw}"`)
  }
  return port
}

function readOrigin(env: Env, name: string, fallback: string): string {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${raw}"`)
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ConfigError(name, `must be an origin without path, query or fragment, got "${raw}"`)
  }
  return url.origin
}

function readText(env: Env, name: string, fallback: string): string {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (raw.trim() !== raw || /\s/.test(raw)) {
    throw new ConfigError(name, 'must not contain whitespace')
  }
  return raw
}

/** Reads the IdP settings from the environment; throws ConfigError naming the bad variable. */
export function readConfig(env: Env): SsoConfig {
  const port = readPort(env, 'SSO_PORT', 8081)
  const serverPort = readPort(env, 'PORT', 8080)
  return {
    port,
    issuer: readOrigin(env, 'SSO_ISSUER', `http://localhost:${port}`),
    publicUrl: readOrigin(env, 'PUBLIC_URL', `http://localhost:${serverPort}`),
    clientId: readText(env, 'OIDC_CLIENT_ID', 'tandem'),
    clientSecret: readText(env, 'OIDC_CLIENT_SECRET', 'tandem-dev-secret'),
  }
}
