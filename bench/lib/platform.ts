import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { createScratchDatabase } from '../../scripts/lib/database.mjs'
import { startServices } from '../../scripts/lib/services.mjs'

export interface Platform {
  server: string
  idp: string
  /** the SPA's base address, without a trailing slash */
  web: string
  stop(): Promise<void>
}

export interface PlatformOptions {
  /** the server's port; the IdP takes the next one */
  port: number
  /** a PostgreSQL server URL: the platform runs on a scratch database there; otherwise embedded PGlite */
  databaseUrl?: string
  /** a web build other than apps/web/dist */
  webDist?: string
}

/** The built server and IdP on their own ports with a fresh data directory and a freshly seeded database. */
export async function startPlatform({ port, databaseUrl, webDist }: PlatformOptions): Promise<Platform> {
  const server = `http://localhost:${port}`
  const idp = `http://localhost:${port + 1}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tandem-bench-'))
  const database = databaseUrl ? await createScratchDatabase(databaseUrl, 'tandem_bench') : undefined
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), SSO_PORT: String(port + 1), PUBLIC_URL: server, SSO_ISSUER: idp, OIDC_ISSUER: idp, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  if (database) env.DATABASE_URL = database.url
  else delete env.DATABASE_URL
  if (webDist) env.WEB_DIST = path.resolve(webDist)
  const cleanUp = async () => {
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const services = await startServices({ env })
  try {
    await services.ready(240_000)
  } catch (error) {
    await services.stop('SIGTERM')
    await cleanUp()
    throw error
  }
  return {
    server,
    idp,
    web: `${server}/contract/web`,
    async stop() {
      await services.stop('SIGTERM')
      await cleanUp()
    },
  }
}

/** Signs in through the IdP's page as a seeded account; the page ends on the SPA at `route`. */
export async function signIn(page: Page, platform: Platform, account: string, password: string, route = '/contractList'): Promise<void> {
  await page.goto(`${platform.web}${route}`)
  await page.waitForURL((url) => url.origin === platform.idp)
  await page.locator('input[name="username"]').fill(account)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: '登录' }).click()
  await page.waitForURL((url) => url.origin === platform.server && url.pathname.startsWith('/contract/web/'))
}
