import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { closeBenchPage, median, openBenchPage, percentile, withTimeout } from '../../lib/index.ts'
import type { StaticMount } from '../../lib/index.ts'
import { KEYSTROKES, LETTERS, timeKeystroke } from './keystrokes.ts'
import type { Limits } from './types.ts'

/** The page of one plain text box, served by the bench's loopback server like VForm 3's page. */
export const FLOOR_MOUNT: StaticMount = { prefix: '/floor/', dir: fileURLToPath(new URL('../floor/', import.meta.url)) }

export interface KeystrokeFloor {
  keyMedianMs: number
  keyP95Ms: number
  keySamplesMs: number[]
}

/**
 * The harness floor of keystroke → paint: the same keystroke measurement as the cases, on a page
 * with one plain <input> and no script of its own. Whatever a renderer's figure has above this is
 * the renderer's own work.
 */
export async function measureKeystrokeFloor(browser: Browser, benchOrigin: string, limits: Limits): Promise<KeystrokeFloor> {
  const bench = await openBenchPage(browser)
  try {
    await withTimeout(bench.page.goto(`${benchOrigin}${FLOOR_MOUNT.prefix}`, { waitUntil: 'load', timeout: 0 }), limits.readyMs, 'loading the floor page')
    const samples: number[] = []
    for (let n = 0; n < KEYSTROKES; n++) samples.push((await timeKeystroke(bench.page, 'input', 0, LETTERS[n % LETTERS.length], limits)).latency)
    return { keyMedianMs: median(samples), keyP95Ms: percentile(samples, 95), keySamplesMs: samples }
  } finally {
    await closeBenchPage(bench)
  }
}
