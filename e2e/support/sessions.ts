import pg from 'pg'

/** The scratch PostgreSQL database the e2e server runs on; empty when it runs on PGlite. */
export const e2eDatabaseUrl = process.env.E2E_DATABASE_URL ?? ''

/** Makes every server session of the account expired, as the passing of time would. */
export async function expireSessions(account: string): Promise<number> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl })
  await client.connect()
  try {
    const result = await client.query(
      `update sessions set expires_at = now() - interval '1 minute'
        where user_id = (select id from users where account = $1)`,
      [account],
    )
    return result.rowCount ?? 0
  } finally {
    await client.end()
  }
}
