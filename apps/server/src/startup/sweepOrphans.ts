import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { files } from '../db/schema/index.js'
import type { LocalFileStorage } from '../storage/index.js'

/**
 * Removes stored files that no `files` row names: a crash between storing the bytes and writing
 * the row leaves them. Only files older than `olderThanMs` go, so an upload another server is
 * finishing right now keeps its bytes. Checked one storage directory at a time.
 */
export async function sweepOrphanFiles(db: Db, storage: LocalFileStorage, olderThanMs: number): Promise<number> {
  let removed = 0
  for await (const batch of storage.storedKeys(olderThanMs)) {
    const known = await db.select({ key: files.storageKey }).from(files).where(inArray(files.storageKey, batch))
    const keep = new Set(known.map((row) => row.key))
    for (const key of batch) {
      if (keep.has(key)) continue
      await storage.delete(key)
      removed++
    }
  }
  return removed
}
