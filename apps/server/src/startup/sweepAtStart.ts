import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { uploadSpoolDir } from '../modules/files/index.js'
import { LocalFileStorage, removeStaleFiles, sweepOrphanFiles } from '../storage/index.js'

const HOUR_MS = 60 * 60_000

/**
 * Removes what a crash left behind: spooled uploads, half-written stored files, and stored files
 * without a database row. With the embedded database this process holds DATA_DIR alone, so all of
 * them go; servers sharing PostgreSQL may be writing right now, so only files older than an hour.
 */
export async function sweepAtStart(db: Db, config: Config, exclusive: boolean, log: FastifyBaseLogger): Promise<void> {
  const olderThanMs = exclusive ? 0 : HOUR_MS
  await removeStaleFiles(uploadSpoolDir(config.dataDir), olderThanMs)
  if (config.files.storage.kind !== 'local') return
  const storage = new LocalFileStorage(config.files.storage.dir)
  await storage.removeTemporaryFiles(olderThanMs)
  const removed = await sweepOrphanFiles(db, storage, olderThanMs)
  if (removed > 0) log.warn({ removed }, 'stored files without a database row removed')
}
