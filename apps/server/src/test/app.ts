import { eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { buildApp, type App } from '../app.js'
import { loadConfig, type Config } from '../config.js'
import { users } from '../db/schema/index.js'
import { SESSION_COOKIE } from '../plugins/session.js'
import { cloneTemplate } from './database.js'

/** Configuration for tests: silent logs, no web build unless a test sets one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent/web-dist' }), ...overrides }
}

export interface TestAppOptions {
  config?: Partial<Config>
  /** Extra plugins or routes to add before the app becomes ready. */
  register?: (app: App) => void
}

/**
 * The whole app on its own fresh copy of the seeded database, ready for `inject()`; close it after.
 * Unless the options name other file storage, files go to the storage holding the seeded documents.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<App> {
  const database = await cloneTemplate(inject('databaseTemplate'))
  const base = testConfig()
  const files = { ...base.files, storage: { kind: 'local' as const, dir: inject('templateFilesDir') } }
  const app = buildApp(testConfig({ files, ...options.config }), { database })
  options.register?.(app)
  await app.ready()
  return app
}

export async function userIdOf(app: App, account: string): Promise<number> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.account, account))
  if (!user) throw new Error(`no seeded user ${account}`)
  return user.id
}

/** A `cookie` header value of a new session for `account`, created directly (no IdP round trip). */
export async function signIn(app: App, account: string): Promise<string> {
  const token = await app.sessions.create(await userIdOf(app, account))
  return `${SESSION_COOKIE}=${token}`
}
