import { count, eq, sql } from 'drizzle-orm'
import { openDatabase, type Database, type Db } from '../../apps/server/src/db/client.ts'
import { contracts, users } from '../../apps/server/src/db/schema/index.ts'
import { recordRefs } from '../../apps/server/src/db/seed/index.ts'
import { SessionStore } from '../../apps/server/src/plugins/session.ts'
import { insertGeneratedContracts } from './bulkSeed.ts'

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string }

const SESSION_MINUTES = 24 * 60

function open(target: Target): Database {
  return target.kind === 'postgres' ? openDatabase({ url: target.url }) : openDatabase({ pgliteDir: target.dir })
}

/**
 * Tops the contracts of a migrated and seeded database (the server does both when it starts) up to
 * `total` rows generated inside the database (a rerun adds only what is missing), refreshes planner
 * statistics, and signs admin in for the benchmark. Returns the session cookie.
 */
export async function prepareDatabase(target: Target, total: number, log: (line: string) => void): Promise<string> {
  const database = open(target)
  try {
    const [{ n }] = await database.db.select({ n: count() }).from(contracts).where(eq(contracts.bizType, 1))
    if (n < total) {
      log(`generating ${total - n} contracts in ${target.kind}`)
      const refs = await recordRefs(database.db)
      const started = Date.now()
      await bulkLoad(database.db, async (tx) => {
        const step = 100_000
        for (let from = n; from < total; from += step) {
          await insertGeneratedContracts(tx, refs, from, Math.min(from + step, total))
          log(`  ${Math.min(from + step, total).toLocaleString('en')} / ${total.toLocaleString('en')} (${Math.round((Date.now() - started) / 1000)} s)`)
        }
      })
      log(`loaded and indexed in ${Math.round((Date.now() - started) / 1000)} s`)
    }
    await database.db.execute(sql.raw(target.kind === 'postgres' ? 'vacuum analyze' : 'analyze'))
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'))
    const token = await new SessionStore(database.db, SESSION_MINUTES).create(admin.id)
    return `tandem_sid=${token}`
  } finally {
    await database.close()
  }
}

/**
 * Bulk loading: building an index once over all rows is far faster than maintaining it row by row
 * (above all the trigram GIN indexes), so the non-unique indexes are dropped and rebuilt from their
 * own definitions. One transaction: an interrupted load leaves the table and its indexes as they were.
 */
async function bulkLoad(db: Db, load: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select i.indexname, i.indexdef from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
          where i.tablename = 'contracts' and not x.indisunique`,
    )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> }
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`)
    for (const { indexname } of result.rows) await tx.execute(sql.raw(`drop index "${indexname}"`))
    await load(tx as unknown as Db)
    for (const { indexdef } of result.rows) await tx.execute(sql.raw(indexdef))
  })
}
