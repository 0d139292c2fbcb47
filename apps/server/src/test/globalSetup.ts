import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.js'
import { seed } from '../db/seed/index.js'
import { LocalFileStorage } from '../storage/index.js'
import { adminQuery, databaseUrlWithName, randomDatabaseName, type TemplateRef } from './database.js'
import { PGLITE_PROJECT } from './pgliteProject.js'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef
    /** Local file storage holding the seeded attachments' documents the template refers to. */
    templateFilesDir: string
  }
}

/**
 * Migrates and seeds one template per project; every test file then works on its own copy
 * (DATABASE_URL set → PostgreSQL databases created from it and dropped afterwards, else PGlite;
 * always PGlite for the PGlite project). The seeded documents go to one local storage directory
 * all copies share.
 */
export default async function setup(project: TestProject) {
  const serverUrl = project.name === PGLITE_PROJECT ? undefined : process.env.DATABASE_URL
  const dir = await mkdtemp(path.join(tmpdir(), 'tandem-test-'))
  const filesDir = path.join(dir, 'files')
  const storage = new LocalFileStorage(filesDir)
  await storage.init()
  project.provide('templateFilesDir', filesDir)
  if (serverUrl) {
    const name = randomDatabaseName('tandem_test_template')
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`)
    const url = databaseUrlWithName(serverUrl, name)
    const database = openDatabase({ url })
    try {
      await database.migrate()
      await seed(database.db, storage)
    } finally {
      await database.close()
    }
    project.provide('databaseTemplate', { kind: 'postgres', url })
    return async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await rm(dir, { recursive: true, force: true })
    }
  }
  const file = path.join(dir, 'template.tar')
  const client = new PGlite({ extensions: { pg_trgm } })
  const database = openDatabase({ pglite: client })
  let dump: Blob
  try {
    await database.migrate()
    await seed(database.db, storage)
    dump = await client.dumpDataDir('none')
  } finally {
    await database.close()
  }
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('databaseTemplate', { kind: 'pglite', file })
  return () => rm(dir, { recursive: true, force: true })
}
