import { median, percentile, withTimeout } from '../../lib/index.ts'
import type { CaseSession } from './types.ts'

export const KEYSTROKES = 20
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const PAUSE_BETWEEN_KEYS_MS = 150

/** Indices of `picks` elements spread evenly over `count`, first and last included. */
export function spreadIndices(count: number, picks: number): number[] {
  if (count <= picks) return Array.from({ length: count }, (_, i) => i)
  return Array.from({ length: picks }, (_, i) => Math.round((i * (count - 1)) / (picks - 1)))
}

/**
 * Types one letter into each of KEYSTROKES text inputs spread through the form and records, for
 * each, the time from the keydown's timeStamp to the end of the next painted frame.
 */
export async function measureKeystrokes({ page, adapter, limits, result }: CaseSession): Promise<void> {
  const selector = adapter.textInputSelector
  const count = await page.evaluate((sel) => window.__bench.count(sel), selector)
  if (count === 0) throw new Error(`no text input matches ${selector}`)
  const deadline = Date.now() + limits.keysTotalMs
  const samples: number[] = []
  for (const [n, index] of spreadIndices(count, KEYSTROKES).entries()) {
    if (Date.now() > deadline) {
      result.notes.push(`keystrokes stopped after ${samples.length} (time limit ${limits.keysTotalMs / 1000} s)`)
      break
    }
    const focused = await withTimeout(
      page.evaluate(([sel, i]) => window.__bench.focusNth(sel, i), [selector, index] as const),
      limits.keyMs,
      'focusing a text input',
    )
    if (!focused) throw new Error(`text input #${index} did not take the focus`)
    await page.evaluate((ms) => window.__bench.armKeystroke(ms), limits.keyMs)
    await withTimeout(page.keyboard.press(LETTERS[n % LETTERS.length]), limits.keyMs, 'a key press')
    const outcome = await withTimeout(
      page.evaluate(() => window.__bench.keystrokeResult()),
      limits.keyMs + 5000,
      'painting a keystroke',
    )
    if (!outcome || outcome.latency === null) throw new Error(`text input #${index} got no input event`)
    if (!outcome.changed) throw new Error(`text input #${index} did not change its value`)
    samples.push(outcome.latency)
    await page.waitForTimeout(PAUSE_BETWEEN_KEYS_MS)
  }
  result.keySamplesMs = samples
  if (samples.length === 0) return
  result.keyMedianMs = median(samples)
  result.keyP95Ms = percentile(samples, 95)
}
