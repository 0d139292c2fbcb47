import type { Page } from 'playwright-core'
import { median, percentile, withTimeout } from '../../lib/index.ts'
import { settlePage } from './keystrokes.ts'
import type { CaseSession } from './types.ts'

/** The data table's scrolled element: antd's virtual list holder, or the plain body. */
const TABLE_BODY = '[data-widget-type="data-table"] .ant-table-tbody-virtual-holder, [data-widget-type="data-table"] .ant-table-body'
/** 400 px a frame at 60 Hz: every frame brings a full table height (400 px) of rows not seen before. */
const SCROLL_SPEED_PX_S = 24_000
const SCROLL_DISTANCE_PX = 24_000
const START_MARK = 'bench-scroll-start'
const END_MARK = 'bench-scroll-end'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  args?: { name?: string }
}

/** Total length of the union of [start, end) intervals, clipped to [from, to). */
function busyBetween(intervals: readonly (readonly [number, number])[], from: number, to: number): number {
  let total = 0
  let reach = from
  for (const [start, end] of intervals) {
    const a = Math.max(start, reach)
    const b = Math.min(end, to)
    if (b > a) total += b - a
    reach = Math.max(reach, Math.min(end, to))
    if (start >= to) break
  }
  return total
}

/**
 * Main-thread time of each frame the renderer began between the two user-timing marks: the union
 * of its top-level tasks (script, style, layout, paint, GC) from one BeginMainThreadFrame to the
 * next, in ms.
 */
export function frameWorkFromTrace(events: readonly TraceEvent[]): number[] {
  const mark = (name: string) => events.find((event) => event.name === name)
  const start = mark(START_MARK)
  const end = mark(END_MARK)
  if (!start || !end) throw new Error('the trace has no scroll marks')
  const mainThread = events.find((event) => event.name === 'thread_name' && event.pid === start.pid && event.args?.name === 'CrRendererMain')
  if (!mainThread) throw new Error('the trace has no renderer main thread')
  const onMain = (event: TraceEvent) => event.pid === mainThread.pid && event.tid === mainThread.tid
  const frames = events
    .filter((event) => onMain(event) && event.name === 'BeginMainThreadFrame' && event.ts >= start.ts && event.ts <= end.ts)
    .map((event) => event.ts)
    .sort((a, b) => a - b)
  const tasks = events
    .filter((event) => onMain(event) && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask' && event.dur !== undefined)
    .map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const)
    .sort((a, b) => a[0] - b[0])
  return frames.slice(1).map((ts, i) => busyBetween(tasks, frames[i], ts) / 1000)
}

async function scrollPosition(page: Page): Promise<{ top: number; firstRow: string | null }> {
  return page.evaluate((selector) => {
    const body = document.querySelector<HTMLElement>(selector)
    if (!body) throw new Error('no scrollable data-table body')
    const row = body.querySelector('.ant-table-row')
    return { top: body.scrollTop, firstRow: row?.getAttribute('data-row-key') ?? null }
  }, TABLE_BODY)
}

/**
 * Scrolls the data table's body with a real mouse-wheel gesture (Chromium's synthetic scroll
 * gesture: wheel events through the browser's input pipeline, one step per frame, as from a fast
 * wheel) of SCROLL_DISTANCE_PX at SCROLL_SPEED_PX_S while recording a trace, and takes the
 * main-thread time of every frame begun meanwhile: its median and p95 are the scroll frame figures
 * (60 fps needs each under 16.7 ms). Fails unless the body really scrolled and showed other rows.
 */
export async function measureTableScroll({ page, limits, result }: CaseSession): Promise<void> {
  const box = await page.locator(TABLE_BODY).first().boundingBox()
  if (!box) throw new Error('no scrollable data-table body')
  const before = await scrollPosition(page)
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser to trace')
  const cdp = await page.context().newCDPSession(page)
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'toplevel', 'blink.user_timing'] })
  let trace: Buffer
  try {
    await page.evaluate((name) => performance.mark(name), START_MARK)
    await withTimeout(
      cdp.send('Input.synthesizeScrollGesture', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        yDistance: -SCROLL_DISTANCE_PX,
        speed: SCROLL_SPEED_PX_S,
        gestureSourceType: 'mouse',
      }),
      limits.renderMs,
      'scrolling the data table',
    )
    await page.evaluate((name) => performance.mark(name), END_MARK)
  } finally {
    trace = await browser.stopTracing()
    await cdp.detach()
  }
  const after = await scrollPosition(page)
  if (after.top - before.top < SCROLL_DISTANCE_PX / 2 || after.firstRow === before.firstRow) {
    throw new Error(`the data table did not scroll (scrollTop ${before.top} → ${after.top})`)
  }
  const frames = frameWorkFromTrace((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents)
  if (frames.length < 10) throw new Error(`only ${frames.length} frames while scrolling`)
  result.scrollFrameMedianMs = median(frames)
  result.scrollFrameP95Ms = percentile(frames, 95)
  result.notes.push(`scroll: ${frames.length} frames for ${(after.top - before.top).toLocaleString('en-US')} px`)
}

const ADD_ROW_CLICKS = 10

/**
 * Clicks the sub-form's add-row button ADD_ROW_CLICKS times (real mouse clicks, the page idle
 * before each, as for keystrokes) and takes, per click, the time from the click event to the end
 * of the next painted frame. Fails unless every click added a row.
 */
export async function measureAddRow({ page, adapter, limits, result }: CaseSession): Promise<void> {
  const button = page.locator(adapter.subForm.addRowButtonSelector).first()
  if ((await button.count()) === 0) throw new Error(`no add-row button (${adapter.subForm.addRowButtonSelector})`)
  const rowCount = () => page.evaluate(adapter.subForm.rowCountExpression) as Promise<number>
  const rowsBefore = await rowCount()
  const samples: number[] = []
  const deadline = Date.now() + limits.keysTotalMs
  for (let i = 0; i < ADD_ROW_CLICKS && Date.now() < deadline; i++) {
    await settlePage(page, limits)
    await page.evaluate(() => window.__bench.armClick())
    await withTimeout(button.click(), limits.keyMs, 'clicking the add-row button')
    const latency = await withTimeout(page.evaluate(() => window.__bench.clickResult()), limits.keyMs, 'painting an added row')
    if (latency === null) throw new Error('the add-row click was not timed')
    samples.push(latency)
  }
  const added = (await rowCount()) - rowsBefore
  if (added !== samples.length) throw new Error(`${samples.length} clicks on the add-row button added ${added} rows`)
  result.addRowMedianMs = median(samples)
  result.addRowP95Ms = percentile(samples, 95)
}
