import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import pg from 'pg'
import { serverUrl } from './endpoints.js'

/** The scratch PostgreSQL database the e2e server runs on; empty when it runs on PGlite. */
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? ''

/** The server's session cookie; its row in `sessions` is keyed by the token's SHA-256 (base64url). */
const SESSION_COOKIE = 'tandem_sid'

/**
 * Makes the page's server session expired, as the passing of time would; the account's other
 * sessions (the one the other specs share) stay as they are.
 */
export async function expireSession(page: Page): Promise<number> {
  const token = (await page.context().cookies(serverUrl)).find((cookie) => cookie.name === SESSION_COOKIE)?.value
  if (!token) throw new Error(`the page has no ${SESSION_COOKIE} cookie`)
  const client = new pg.Client({ connectionString: e2eDatabaseUrl })
  await client.connect()
  try {
    const id = createHash('sha256').update(token).digest('base64url')
    const result = await client.query(`update sessions set expires_at = now() - interval '1 minute' where id = $1`, [id])
    return result.rowCount ?? 0
  } finally {
    await client.end()
  }
}
