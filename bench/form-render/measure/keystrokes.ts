import type { Page } from 'playwright-core'
import { median, medianOfMeasured, percentile, withTimeout } from '../../lib/index.ts'
import type { KeystrokeSample } from '../../lib/index.ts'
import type { CaseSession, Limits } from './types.ts'

export const KEYSTROKES = 20
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
/**
 * Between focusing a text box and pressing the key the page settles: the focus transitions of the
 * box that lost and the box that got the focus run to their end (at most SETTLE_MAX_MS), then
 * nothing happens for IDLE_BEFORE_KEY_MS. While anything animates, Chromium's 60 Hz frame clock
 * runs and a key waits for its next tick (0-16.7 ms on any page, even an empty one) and shares the
 * frame with the animation; once the clock has stopped, the key's frame starts on demand, as when
 * a user types into a field they focused a moment earlier. So the figure is the page's own work
 * for the key, not the phase of the clock.
 */
export const IDLE_BEFORE_KEY_MS = 100
const SETTLE_MAX_MS = 2000

/** `picks` depths spread evenly from the top (0) to the bottom (1) of the page. */
export function spreadDepths(picks: number): number[] {
  if (picks === 1) return [0]
  return Array.from({ length: picks }, (_, i) => i / (picks - 1))
}

/** Lets the page settle (see IDLE_BEFORE_KEY_MS) before a key or a click. */
export async function settlePage(page: Page, limits: Limits): Promise<void> {
  await withTimeout(
    page.evaluate(([quiet, max]) => window.__bench.settle(quiet, max), [IDLE_BEFORE_KEY_MS, SETTLE_MAX_MS] as const),
    limits.keyMs,
    'letting the page settle',
  )
}

/**
 * Scrolls `depth` of the way down the page, focuses the match of `selector` nearest the viewport's
 * middle, lets the page go idle, types `letter` and returns the time from the keydown's timeStamp
 * to the end of the next painted frame, with the input event's script.
 */
export async function timeKeystroke(page: Page, selector: string, depth: number, letter: string, limits: Limits): Promise<KeystrokeSample> {
  const focused = await withTimeout(
    page.evaluate(([sel, d, quiet]) => window.__bench.focusAtDepth(sel, d, quiet), [selector, depth, IDLE_BEFORE_KEY_MS] as const),
    limits.keyMs,
    'focusing a text input',
  )
  const where = `the text input at ${Math.round(depth * 100)}% of the page`
  if (!focused) throw new Error(`${where} did not take the focus`)
  await settlePage(page, limits)
  await page.evaluate((ms) => window.__bench.armKeystroke(ms), limits.keyMs)
  // The key goes up only after its frame is measured, as a typist's key does (press() would send
  // keyup at once, and the keyup's handlers would be counted in the keydown's frame).
  await withTimeout(page.keyboard.down(letter), limits.keyMs, 'a key press')
  const outcome = await withTimeout(
    page.evaluate(() => window.__bench.keystrokeResult()),
    limits.keyMs + 5000,
    'painting a keystroke',
  )
  await withTimeout(page.keyboard.up(letter), limits.keyMs, 'a key release')
  if (!outcome || outcome.latency === null) throw new Error(`${where} got no input event`)
  if (!outcome.changed) throw new Error(`${where} did not change its value`)
  return { latency: outcome.latency, script: outcome.script }
}

/** One letter at each of KEYSTROKES depths, as measureKeystrokes describes; stops at the case's time limit. */
async function typeAcrossPage({ page, adapter, limits, result }: CaseSession): Promise<KeystrokeSample[]> {
  const deadline = Date.now() + limits.keysTotalMs
  const samples: KeystrokeSample[] = []
  for (const [n, depth] of spreadDepths(KEYSTROKES).entries()) {
    if (Date.now() > deadline) {
      result.notes.push(`keystrokes stopped after ${samples.length} (time limit ${limits.keysTotalMs / 1000} s)`)
      break
    }
    samples.push(await timeKeystroke(page, adapter.textInputSelector, depth, LETTERS[n % LETTERS.length], limits))
  }
  return samples
}

/**
 * Types one letter at each of KEYSTROKES depths spread from the top to the bottom of the form (the
 * text input nearest the viewport's middle once the page has scrolled there, so parts of the form
 * that render on approach are typed into too) and records, for each, the time from the keydown's
 * timeStamp to the end of the next painted frame, and the script of its input event.
 */
export async function measureKeystrokes(session: CaseSession): Promise<void> {
  const samples = await typeAcrossPage(session)
  const { result } = session
  const latencies = samples.map((sample) => sample.latency)
  result.keySamplesMs = latencies
  if (samples.length === 0) return
  result.keyMedianMs = median(latencies)
  result.keyP95Ms = percentile(latencies, 95)
  result.keyScriptMedianMs = medianOfMeasured(samples.map((sample) => sample.script))
}

/**
 * The same keystrokes on the same page after every text box has been replaced by a copy of itself:
 * a copy carries no listener of the renderer (Vue binds on the element, React finds no fiber on
 * it), so what is left is what a key costs Chromium on that page, the floor of any renderer drawing
 * this DOM. Boxes the renderer mounts later (parts of a long form that render on approach) are
 * replaced as they appear, before the key reaches them. Runs last: the form no longer hears its
 * text boxes afterwards.
 */
export async function measureDetachedKeystrokes(session: CaseSession): Promise<void> {
  await session.page.evaluate(() => window.__bench.detachTextBoxes())
  const latencies = (await typeAcrossPage(session)).map((sample) => sample.latency)
  if (latencies.length === 0) return
  session.result.keyDetachedMedianMs = median(latencies)
  session.result.keyDetachedP95Ms = percentile(latencies, 95)
}
