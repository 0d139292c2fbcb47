// The migration rule of docs/deployment.md: a release's migrations keep the previous release
// working on the migrated database, since during a rolling upgrade the first new server migrates
// while the others still run the previous release. The previous release's migration set is taken
// from git history, applied to an empty database, then this release's set on top; the schema the
// previous release knew must still be there.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from './client.js'

/**
 * The release running servers may still be on while this one migrates: the commit of the last
 * release. Move it forward when a release is made (the rule holds for one release).
 */
const PREVIOUS_RELEASE = '6572f8ba104b1a1388e09402f58b57270ad2359a'
const MIGRATIONS = 'apps/server/src/db/migrations'
const repo = path.resolve(import.meta.dirname, '../../../..')

interface JournalEntry {
  idx: number
  when: number
  tag: string
}

function git(...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
}

/** The previous release's migrations folder, written out from git history. */
function previousMigrations(dir: string): JournalEntry[] {
  let journal: string
  try {
    journal = git('show', `${PREVIOUS_RELEASE}:${MIGRATIONS}/meta/_journal.json`)
  } catch (error) {
    throw new Error(`the previous release ${PREVIOUS_RELEASE} is not in this clone's history (a shallow clone? fetch it whole): ${String(error)}`)
  }
  mkdirSync(path.join(dir, 'meta'), { recursive: true })
  writeFileSync(path.join(dir, 'meta/_journal.json'), journal)
  const entries = (JSON.parse(journal) as { entries: JournalEntry[] }).entries
  for (const { tag } of entries) writeFileSync(path.join(dir, `${tag}.sql`), git('show', `${PREVIOUS_RELEASE}:${MIGRATIONS}/${tag}.sql`))
  return entries
}

interface Column {
  table: string
  column: string
  type: string
  nullable: boolean
  /** A default, an identity or a generated value: an insert may leave it out. */
  filledIn: boolean
}

interface Schema {
  columns: Column[]
  enums: Map<string, string[]>
}

async function schemaOf(client: PGlite): Promise<Schema> {
  const columns = await client.query<{ table_name: string; column_name: string; type: string; is_nullable: string; filled_in: boolean }>(`
    SELECT c.table_name, c.column_name, format_type(a.atttypid, a.atttypmod) AS type, c.is_nullable,
           (c.column_default IS NOT NULL OR c.is_identity = 'YES' OR c.is_generated = 'ALWAYS') AS filled_in
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    JOIN pg_attribute a ON a.attrelid = format('%I.%I', c.table_schema, c.table_name)::regclass AND a.attname = c.column_name
    WHERE c.table_schema = 'public'`)
  const enums = await client.query<{ name: string; labels: string[] }>(`
    SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder) AS labels
    FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
    WHERE n.nspname = 'public' GROUP BY t.typname`)
  return {
    columns: columns.rows.map((row) => ({ table: row.table_name, column: row.column_name, type: row.type, nullable: row.is_nullable === 'YES', filledIn: row.filled_in })),
    enums: new Map(enums.rows.map((row) => [row.name, row.labels])),
  }
}

/** What the previous release would trip over in the migrated schema, one sentence each. */
function incompatibilities(before: Schema, after: Schema): string[] {
  const problems: string[] = []
  const key = (column: Column) => `${column.table}.${column.column}`
  const afterColumns = new Map(after.columns.map((column) => [key(column), column]))
  const oldTables = new Set(before.columns.map((column) => column.table))
  for (const old of before.columns) {
    const now = afterColumns.get(key(old))
    if (!now) problems.push(`${key(old)} is gone (dropped or renamed)`)
    else if (now.type !== old.type) problems.push(`${key(old)} changed type ${old.type} -> ${now.type}`)
    else if (old.nullable && !now.nullable) problems.push(`${key(old)} became NOT NULL`)
  }
  const beforeColumns = new Set(before.columns.map(key))
  for (const added of after.columns) {
    if (oldTables.has(added.table) && !beforeColumns.has(key(added)) && !added.nullable && !added.filledIn) {
      problems.push(`${key(added)} is new, NOT NULL and has no default: the previous release's inserts into ${added.table} fail`)
    }
  }
  for (const [name, labels] of before.enums) {
    const now = after.enums.get(name)
    if (!now) problems.push(`enum ${name} is gone`)
    else if (labels.some((label, i) => now[i] !== label)) problems.push(`enum ${name} changed ${labels.join(',')} -> ${now.join(',')} (values are only added at the end)`)
  }
  return problems
}

describe(`migrations stay compatible with the previous release (${PREVIOUS_RELEASE.slice(0, 7)})`, () => {
  let work: string
  let previous: JournalEntry[]
  let client: PGlite
  let released: Schema

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'tandem-previous-migrations-'))
    previous = previousMigrations(path.join(work, 'migrations'))
    client = new PGlite({ extensions: { pg_trgm } })
    await migrate(drizzle({ client }), { migrationsFolder: path.join(work, 'migrations') })
    released = await schemaOf(client)
  })

  afterAll(async () => {
    await client?.close()
    rmSync(work, { recursive: true, force: true })
  })

  it('keeps the released migrations as they were and only adds after them', () => {
    const current = (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries
    expect(current.slice(0, previous.length).map(({ tag, when }) => ({ tag, when }))).toEqual(previous.map(({ tag, when }) => ({ tag, when })))
    for (const { tag } of previous) {
      expect(readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8'), `${tag}.sql was edited after its release`).toBe(readFileSync(path.join(work, 'migrations', `${tag}.sql`), 'utf8'))
    }
  })

  it('migrates a database of the previous release to this one without taking away what the previous release reads and writes', async () => {
    await migrate(drizzle({ client }), { migrationsFolder })
    const migrated = await schemaOf(client)
    expect(released.columns.length).toBeGreaterThan(50)
    expect(incompatibilities(released, migrated)).toEqual([])
  })

  it('would catch a dropped column, a changed type, a new required column and a reordered enum', () => {
    const column = (table: string, name: string, type = 'text', nullable = true, filledIn = false): Column => ({ table, column: name, type, nullable, filledIn })
    const before: Schema = { columns: [column('t', 'a'), column('t', 'b'), column('t', 'c')], enums: new Map([['status', ['draft', 'done']]]) }
    const after: Schema = {
      columns: [column('t', 'a', 'integer'), column('t', 'c', 'text', false), column('t', 'd', 'text', false), column('t', 'e', 'text', false, true), column('u', 'x', 'text', false)],
      enums: new Map([['status', ['done', 'draft']]]),
    }
    expect(incompatibilities(before, after)).toEqual([
      't.a changed type text -> integer',
      't.b is gone (dropped or renamed)',
      't.c became NOT NULL',
      "t.d is new, NOT NULL and has no default: the previous release's inserts into t fail",
      'enum status changed draft,done -> done,draft (values are only added at the end)',
    ])
  })
})
