import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

const STALE_MS = 60 * 60_000

/**
 * Removes files in `dir` older than an hour: temporary files a crash left behind. Younger ones
 * may belong to an upload still running in another process. A missing `dir` is fine.
 */
export async function removeStaleFiles(dir: string, olderThanMs = STALE_MS): Promise<void> {
  const names = await readdir(dir).catch(() => [])
  const now = Date.now()
  for (const name of names) {
    const file = path.join(dir, name)
    const info = await stat(file).catch(() => undefined)
    if (info?.isFile() && now - info.mtimeMs >= olderThanMs) await rm(file, { force: true })
  }
}
