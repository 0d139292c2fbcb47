import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'

export interface ScriptFile {
  url: string
  bytes: number
  gzipBytes: number
}

export interface ScriptSizes {
  files: ScriptFile[]
  gzipBytes: number
}

/**
 * Starts recording every JavaScript response of the page (classic, module and lazily imported
 * scripts). The returned function sums them, gzip level 9 over the bytes as served.
 */
export function recordScripts(page: Page): () => Promise<ScriptSizes> {
  const pending: Promise<ScriptFile | null>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    )
  })
  return async () => {
    const byUrl = new Map<string, ScriptFile>()
    for (const file of await Promise.all(pending)) if (file) byUrl.set(file.url, file)
    const files = [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
    return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }
  }
}
