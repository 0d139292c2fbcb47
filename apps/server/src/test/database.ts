import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { adminQuery, databaseUrlWithName } from '../../../../scripts/lib/database.mjs'
import { openDatabase, type Database } from '../db/client.js'

/** Where the seeded template lives: a PGlite data-dir dump file, or a PostgreSQL template database. */
export type TemplateRef = { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string }

// The repository's scripts create and drop databases the same way (e2e, bench, cluster).
export { adminQuery, databaseUrlWithName }

export function randomDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`
}

/** A fresh database holding a copy of the migrated and seeded template; closing it drops it. */
export async function cloneTemplate(template: TemplateRef): Promise<Database> {
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.file)])
    const client = new PGlite({ loadDataDir: dump, extensions: { pg_trgm } })
    await client.waitReady
    return openDatabase({ pglite: client })
  }
  const name = randomDatabaseName('tandem_test')
  const templateName = new URL(template.url).pathname.slice(1)
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(template.url, `CREATE DATABASE ${name} TEMPLATE ${templateName}`)
      break
    } catch (error) {
      // Two workers copying the same template at once may collide; the copy itself is quick.
      if (attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50))
    }
  }
  const database = openDatabase({ url: databaseUrlWithName(template.url, name) })
  return {
    ...database,
    close: async () => {
      await database.close()
      await adminQuery(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    },
  }
}
