import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.js'
import { uploadSpoolDir } from '../modules/files/index.js'
import { LocalFileStorage, removeStaleFiles, type FileStorage } from '../storage/index.js'
import { sweepOrphanFiles } from './sweepOrphans.js'

const HOUR_MS = 60 * 60_000

/**
 * Removes what a crash left behind: spooled uploads, half-written stored files, and stored files
 * without a database row. With the embedded database this process holds DATA_DIR alone, so all of
 * them go; servers sharing PostgreSQL may be writing right now, so only files older than an hour.
 */
export async function sweepAtStart(db: Db, storage: FileStorage, dataDir: string, exclusive: boolean, log: FastifyBaseLogger): Promise<void> {
  const olderThanMs = exclusive ? 0 : HOUR_MS
  await removeStaleFiles(uploadSpoolDir(dataDir), olderThanMs)
  // An object store keeps no half-written files, and its listing is not worth a start's time.
  if (!(storage instanceof LocalFileStorage)) return
  await storage.removeTemporaryFiles(olderThanMs)
  const removed = await sweepOrphanFiles(db, storage, olderThanMs)
  if (removed > 0) log.warn({ removed }, 'stored files without a database row removed')
}
