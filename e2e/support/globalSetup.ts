import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type FullConfig } from '@playwright/test'
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/lib/database.mjs'
import { startServices, type RunningServices } from '../../scripts/lib/services.mjs'
import { idpPort, idpUrl, serverPort, serverUrl } from './endpoints.js'
import { signInEveryAccount } from './signIn.js'

// WEB_DIST (the server's own setting) serves another web build, e.g. a private one of a work in progress.
const builtMains = ['apps/sso-dev/dist/main.js', 'apps/server/dist/main.js', path.join(process.env.WEB_DIST || 'apps/web/dist', 'index.html')]

/**
 * Starts the built IdP and server on the test ports with a fresh data directory. With
 * DATABASE_URL set the server uses a scratch PostgreSQL database, whose URL the specs get as
 * E2E_DATABASE_URL (the expired-session spec edits its sessions table); otherwise embedded PGlite.
 * Then signs every account in once through the IdP; the specs' `signIn` reuses those sessions
 * (their cookies, in E2E_SESSIONS_DIR). E2E_CLAIMS_DIR holds the records specs have claimed
 * (claims.ts), empty at the start of each run.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const missing = builtMains.filter((file) => !existsSync(file))
  if (missing.length > 0) throw new Error(`Build first (npm run build): missing ${missing.join(', ')}`)

  const dataDir = mkdtempSync(path.join(tmpdir(), 'tandem-e2e-'))
  const sessionsDir = mkdtempSync(path.join(tmpdir(), 'tandem-e2e-sessions-'))
  const claimsDir = mkdtempSync(path.join(tmpdir(), 'tandem-e2e-claims-'))
  const database: ScratchDatabase | undefined = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'tandem_e2e')
    : undefined
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(serverPort),
    SSO_PORT: String(idpPort),
    PUBLIC_URL: serverUrl,
    SSO_ISSUER: idpUrl,
    OIDC_ISSUER: idpUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every spec signs in from the one loopback address; a fast machine otherwise passes the
    // per-address sign-in limit (its own test is in apps/server) and a spec meets the 429.
    LOGIN_RATE_PER_MINUTE: '100000',
  }
  if (database) env.DATABASE_URL = database.url
  else delete env.DATABASE_URL

  const removeData = async () => {
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(sessionsDir, { recursive: true, force: true })
    rmSync(claimsDir, { recursive: true, force: true })
  }
  let services: RunningServices | undefined
  try {
    services = await startServices({ env })
    await services.ready(240_000)
    const browser = await chromium.launch(config.projects[0]?.use.launchOptions)
    try {
      await signInEveryAccount(browser, sessionsDir)
    } finally {
      await browser.close()
    }
  } catch (error) {
    await services?.stop('SIGTERM')
    await removeData()
    throw error
  }
  process.env.E2E_DATABASE_URL = database?.url ?? ''
  process.env.E2E_SESSIONS_DIR = sessionsDir
  process.env.E2E_CLAIMS_DIR = claimsDir
  const running = services
  return async () => {
    await running.stop('SIGTERM')
    await removeData()
  }
}
