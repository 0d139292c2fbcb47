export const CHUNK_LOAD_FAILED = 'CHUNK_LOAD_FAILED'
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED'

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}

/** Vite's preload helper reports stylesheet failures as "Unable to preload CSS for …". */
function isStylesheetFailure(cause: unknown): boolean {
  return /preload CSS|\.css\b/i.test(describeCause(cause))
}

/** SPEC §8 wording of a page chunk that could not be loaded, with the cause kept. */
export class ChunkLoadError extends Error {
  readonly code: typeof CHUNK_LOAD_FAILED | typeof CSS_CHUNK_LOAD_FAILED
  readonly chunk: string

  constructor(chunk: string, cause: unknown) {
    const css = isStylesheetFailure(cause)
    super(`Loading ${css ? 'CSS ' : ''}chunk ${chunk} failed.\n(${describeCause(cause)})`, { cause })
    this.name = 'ChunkLoadError'
    this.code = css ? CSS_CHUNK_LOAD_FAILED : CHUNK_LOAD_FAILED
    this.chunk = chunk
  }
}
