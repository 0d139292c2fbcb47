import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { StorageNotFoundError, type FileStorage } from './fileStorage.js'
import { removeStaleFiles } from './staleFiles.js'

const KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/

/**
 * Files in a local directory, two-level (`ab/<uuid>`). A put writes `.tmp/<uuid>.part` and renames
 * it into place only once the stream has ended, so a cut-off upload leaves no file behind.
 */
export class LocalFileStorage implements FileStorage {
  readonly #dir: string
  readonly #tmp: string

  constructor(dir: string) {
    this.#dir = dir
    this.#tmp = path.join(dir, '.tmp')
  }

  /** Creates the directories and removes temporary files an earlier crash left behind. */
  async init(): Promise<void> {
    await removeStaleFiles(this.#tmp)
  }

  /** Removes every temporary file older than `olderThanMs` (0: all, when no other process can be writing). */
  async removeTemporaryFiles(olderThanMs: number): Promise<void> {
    await removeStaleFiles(this.#tmp, olderThanMs)
  }

  /** The keys of stored files older than `olderThanMs`, one batch per storage directory. */
  async *storedKeys(olderThanMs: number): AsyncGenerator<string[]> {
    const now = Date.now()
    const prefixes = (await readdir(this.#dir).catch(() => [])).filter((name) => /^[0-9a-f]{2}$/.test(name))
    for (const prefix of prefixes) {
      const batch: string[] = []
      for (const name of await readdir(path.join(this.#dir, prefix)).catch(() => [])) {
        const key = `${prefix}/${name}`
        if (!KEY.test(key)) continue
        const info = await stat(this.#path(key)).catch(() => undefined)
        if (info?.isFile() && now - info.mtimeMs >= olderThanMs) batch.push(key)
      }
      if (batch.length > 0) yield batch
    }
  }

  async put(body: Readable): Promise<string> {
    const id = randomUUID()
    const key = `${id.slice(0, 2)}/${id}`
    const part = path.join(this.#tmp, `${id}.part`)
    await mkdir(this.#tmp, { recursive: true })
    try {
      await pipeline(body, createWriteStream(part, { flags: 'wx' }))
      await mkdir(path.dirname(this.#path(key)), { recursive: true })
      await rename(part, this.#path(key))
    } catch (error) {
      await rm(part, { force: true })
      throw error
    }
    return key
  }

  async get(key: string): Promise<Readable> {
    if (!(await this.exists(key))) throw new StorageNotFoundError(key)
    return createReadStream(this.#path(key))
  }

  async delete(key: string): Promise<void> {
    if (!KEY.test(key)) return
    await unlink(this.#path(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  }

  async exists(key: string): Promise<boolean> {
    if (!KEY.test(key)) return false
    const info = await stat(this.#path(key)).catch(() => undefined)
    return info?.isFile() ?? false
  }

  #path(key: string): string {
    return path.join(this.#dir, ...key.split('/'))
  }
}
