import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError } from './chunkLoadError'
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './loadChunk'

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers())

  it('resolves with the loaded module', async () => {
    await expect(loadChunk('contract-list', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 })
  })

  it('reports a failed script with the SPEC text and the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /contract/web/js/contract-list-x.js')
    const error = await loadChunk('contract-list', () => Promise.reject(cause)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as ChunkLoadError).message).toBe(`Loading chunk contract-list failed.\n(${cause.message})`)
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED')
    expect((error as ChunkLoadError).cause).toBe(cause)
  })

  it('reports a failed stylesheet as a CSS chunk', async () => {
    const error = await loadChunk('sealing', () => Promise.reject(new Error('Unable to preload CSS for /contract/web/css/sealing-x.css'))).catch(
      (e: unknown) => e as ChunkLoadError,
    )
    expect(error.message).toMatch(/^Loading CSS chunk sealing failed\./)
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED')
  })

  it('gives up on a chunk that has not arrived after 120 s', async () => {
    vi.useFakeTimers()
    const pending = loadChunk('access-applications', () => new Promise<never>(() => {})).catch((e: unknown) => e as ChunkLoadError)
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000)
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS)
    const error = await pending
    expect(error.message).toBe('Loading chunk access-applications failed.\n(timeout after 120000 ms)')
  })
})
