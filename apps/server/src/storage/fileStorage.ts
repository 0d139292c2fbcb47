import type { Readable } from 'node:stream'

export interface PutOptions {
  /** exact byte count (S3 needs it to stream without buffering) */
  size: number
  contentType: string
}

/** Where file bytes live. Keys are chosen by the storage and are opaque to callers. */
export interface FileStorage {
  /** Stores the whole stream under a new key; nothing is left behind when the stream fails. */
  put(body: Readable, options: PutOptions): Promise<string>
  /** The stored bytes; rejects with StorageNotFoundError for an unknown key. */
  get(key: string): Promise<Readable>
  /** Removes the object; an unknown key is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under key ${key}`)
    this.name = 'StorageNotFoundError'
  }
}
