import { ChunkLoadError } from './chunkLoadError'

/** SPEC §9: a chunk still missing after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** Runs a dynamic import with the time-out; every failure becomes a ChunkLoadError. */
export function loadChunk<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, new Error(`timeout after ${timeoutMs} ms`))), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (cause: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(chunk, cause))
      },
    )
  })
}
