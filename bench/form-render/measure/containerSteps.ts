import { percentile, withTimeout } from '../../lib/index.ts'
import type { CaseSession } from './types.ts'

const round = (ms: number) => Math.round(ms * 10) / 10

/** Scrolls the data table's virtual body for 60 frames and notes the frame-time median and p95. */
export async function measureTableScroll({ page, limits, result }: CaseSession): Promise<void> {
  const frames = await withTimeout(
    page.evaluate(async () => {
      const body = document.querySelector<HTMLElement>('[data-widget-type="data-table"] .ant-table-tbody-virtual-holder, [data-widget-type="data-table"] .ant-table-body')
      if (!body) throw new Error('no scrollable data-table body')
      const times: number[] = []
      let last = performance.now()
      for (let frame = 0; frame < 60; frame++) {
        body.scrollTop += 400
        body.dispatchEvent(new WheelEvent('wheel', { deltaY: 400, bubbles: true }))
        await new Promise(requestAnimationFrame)
        const now = performance.now()
        times.push(now - last)
        last = now
      }
      return times
    }),
    limits.renderMs,
    'scrolling the data table',
  )
  const sorted = [...frames].sort((a, b) => a - b)
  result.notes.push(`scroll frames median ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms`)
}

/** Presses the sub-form's add button 10 times and notes the median and p95 time to the painted row. */
export async function measureAddRow({ page, limits, result }: CaseSession): Promise<void> {
  const samples = await withTimeout(
    page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>('.tfr-sub-form-header button')
      if (!button) throw new Error('no add-row button')
      const times: number[] = []
      for (let i = 0; i < 10; i++) {
        const start = performance.now()
        button.click()
        await new Promise(requestAnimationFrame)
        await new Promise(requestAnimationFrame)
        times.push(performance.now() - start)
      }
      return times
    }),
    limits.keysTotalMs,
    'adding rows',
  )
  const sorted = [...samples].sort((a, b) => a - b)
  result.notes.push(`add row median ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms`)
}
