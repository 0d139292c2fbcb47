import { count, eq, sql } from 'drizzle-orm'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'
import { contracts, users } from '../../apps/server/src/db/schema/index.ts'
import { insertRecords, recordRefs, seed } from '../../apps/server/src/db/seed/index.ts'
import { SessionStore } from '../../apps/server/src/plugins/session.ts'

export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string }

const SESSION_MINUTES = 24 * 60

function open(target: Target): Database {
  return target.kind === 'postgres' ? openDatabase({ url: target.url }) : openDatabase({ pgliteDir: target.dir })
}

/**
 * Migrates, runs the development seed and tops the contracts up to `total` generated rows (a rerun adds
 * only what is missing), refreshes planner statistics, and signs admin in for the benchmark.
 * Returns the session cookie.
 */
export async function prepareDatabase(target: Target, total: number, log: (line: string) => void): Promise<string> {
  const database = open(target)
  try {
    await database.migrate()
    await seed(database.db)
    const [{ n }] = await database.db.select({ n: count() }).from(contracts).where(eq(contracts.bizType, 1))
    if (n < total) {
      log(`inserting ${total - n} contracts into ${target.kind}`)
      const refs = await recordRefs(database.db)
      await withoutSecondaryIndexes(database, async () => {
        const step = 50_000
        for (let offset = n; offset < total; offset += step) {
          await insertRecords(database.db, refs, { bizType: 1, count: Math.min(step, total - offset), offset, withDetails: false, batchSize: 2000 })
          log(`  ${Math.min(offset + step, total)} / ${total}`)
        }
      })
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
 * (above all the trigram GIN indexes), so the non-unique indexes are dropped and rebuilt from
 * their own definitions.
 */
async function withoutSecondaryIndexes(database: Database, load: () => Promise<void>): Promise<void> {
  const result = (await database.db.execute(
    sql`select i.indexname, i.indexdef from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
        where i.tablename = 'contracts' and not x.indisunique`,
  )) as unknown as { rows: Array<{ indexname: string; indexdef: string }> }
  for (const { indexname } of result.rows) await database.db.execute(sql.raw(`drop index if exists "${indexname}"`))
  try {
    await load()
  } finally {
    for (const { indexdef } of result.rows) await database.db.execute(sql.raw(indexdef))
  }
}
