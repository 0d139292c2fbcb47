import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.js'
import { seed } from '../db/seed/index.js'
import { adminQuery, databaseUrlWithName, randomDatabaseName, type TemplateRef } from './database.js'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef
  }
}

/**
 * Migrates and seeds one template per run; every test file then works on its own copy
 * (DATABASE_URL set → PostgreSQL databases created from it and dropped afterwards, else PGlite).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl) {
    const name = randomDatabaseName('tandem_test_template')
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
    const url = databaseUrlWithName(serverUrl, name)
    const database = openDatabase({ url })
    try {
      await database.migrate()
      await seed(database.db)
    } finally {
      await database.close()
    }
    project.provide('databaseTemplate', { kind: 'postgres', url })
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'tandem-test-'))
  const file = path.join(dir, 'template.tar')
  const client = new PGlite({ extensions: { pg_trgm } })
  const database = openDatabase({ pglite: client })
  let dump: Blob
  try {
    await database.migrate()
    await seed(database.db)
    dump = await client.dumpDataDir('none')
  } finally {
    await database.close()
  }
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('databaseTemplate', { kind: 'pglite', file })
  return () => rm(dir, { recursive: true, force: true })
}
