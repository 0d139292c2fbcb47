import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.js'

// Written by requests that are not refused, or on every request: the sliding session expiry and
// pending sign-ins. A refused request must leave every other table as it was.
const VOLATILE = new Set(['sessions', 'login_states'])

/** Rows of a raw query; both drivers (pg, PGlite) answer with `{ rows }`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** A digest of every application table's rows; equal digests mean no row changed. */
export async function databaseFingerprint(db: Db): Promise<string> {
  const tables = await rows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)
  const parts: string[] = []
  for (const { name } of tables) {
    if (VOLATILE.has(name)) continue
    const [digest] = await rows<{ count: string; digest: string | null }>(
      db,
      // A sum of 64-bit row hashes: the same rows give the same sum in any order, without sorting them.
      sql`select count(*)::text as count, sum(hashtextextended(t::text, 0))::text as digest from ${sql.identifier(name)} t`,
    )
    parts.push(`${name}:${digest.count}:${digest.digest ?? ''}`)
  }
  return parts.join('|')
}
