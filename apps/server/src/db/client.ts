import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema/index.js'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the committed SQL migrations (serialised across servers sharing one PostgreSQL). */
  migrate(): Promise<void>
  /** Runs `fn` while holding the cluster-wide start-up lock (migrations and seed). */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>
  ping(): Promise<void>
  close(): Promise<void>
}

// Beside this module: src/db/migrations when run from source, dist/db/migrations after the build
// (the build copies them, see scripts/copy-migrations.mjs).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

const STARTUP_LOCK_KEY = 746_812_001

export interface DatabaseOptions {
  /** PostgreSQL URL; unset → PGlite. */
  url?: string
  /** PGlite data directory; unset → in memory. */
  pgliteDir?: string
  /** An already created PGlite instance (it needs the pg_trgm extension). */
  pglite?: PGlite
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.url) return openPostgres(options.url)
  return openPglite(options.pglite ?? createPglite(options.pgliteDir))
}

function createPglite(dir: string | undefined): PGlite {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true })
  return new PGlite({ dataDir: dir, extensions: { pg_trgm } })
}

function openPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db
  let closed = false
  return {
    db,
    kind: 'pglite',
    // PGlite is single-process: nothing to serialise against.
    withStartupLock: (fn) => fn(),
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      if (closed) return
      closed = true
      await client.close()
    },
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {})
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  let closed = false
  return {
    db,
    kind: 'postgres',
    withStartupLock: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
        return await fn()
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    migrate: () => migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1')
    },
    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
