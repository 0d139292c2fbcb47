import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { files } from '../../db/schema/index.js'

export type FileRow = typeof files.$inferSelect
export type NewFile = typeof files.$inferInsert

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function insertFile(db: Db, file: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(file).returning()
  return row
}

/** The file's metadata, or undefined (also for ids that are not UUIDs). */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  if (!UUID.test(id)) return undefined
  const [row] = await db.select().from(files).where(eq(files.id, id))
  return row
}
