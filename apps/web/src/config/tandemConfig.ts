import { endpoints } from '@tandem/api-contract/endpoints'

/** Runtime settings the server writes into `<meta name="tandem-config">` at serve time. */
export interface TandemConfig {
  contractSystemId: string
  suiteSystemId: string
  loginUrl: string
  logoutUrl: string
}

export const DEFAULT_CONFIG: TandemConfig = {
  contractSystemId: 'HTGL',
  suiteSystemId: 'OA',
  loginUrl: endpoints.signIn.login.path,
  logoutUrl: endpoints.signIn.logout.path,
}

const KEYS = Object.keys(DEFAULT_CONFIG) as (keyof TandemConfig)[]

/**
 * Reads the meta tag; every key that is missing or not a non-empty string keeps its default,
 * so the Vite dev server (placeholder `{}`) works without a backend-filled page.
 */
export function readTandemConfig(doc: Pick<Document, 'querySelector'>): TandemConfig {
  const content = doc.querySelector('meta[name="tandem-config"]')?.getAttribute('content')
  if (!content) return { ...DEFAULT_CONFIG }
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch (error) {
    console.error('tandem-config meta tag holds invalid JSON; using defaults', error)
    return { ...DEFAULT_CONFIG }
  }
  const source = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
  const config = { ...DEFAULT_CONFIG }
  for (const key of KEYS) {
    const value = source[key]
    if (typeof value === 'string' && value.trim() !== '') config[key] = value
  }
  return config
}
