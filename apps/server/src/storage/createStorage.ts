import type { StorageConfig } from '../config.js'
import type { FileStorage } from './fileStorage.js'
import { LocalFileStorage } from './localStorage.js'
import { S3FileStorage } from './s3Storage.js'

export interface OpenedStorage {
  storage: FileStorage
  close(): void
}

/** The storage the configuration selects (STORAGE=local|s3), ready to use. */
export async function openStorage(config: StorageConfig): Promise<OpenedStorage> {
  if (config.kind === 's3') {
    const storage = new S3FileStorage(config)
    return { storage, close: () => storage.close() }
  }
  const storage = new LocalFileStorage(config.dir)
  await storage.init()
  return { storage, close: () => {} }
}
