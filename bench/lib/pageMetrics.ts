import type { Page } from 'playwright-core'

/** JS heap in use after a full garbage collection, in bytes (CDP Performance.getMetrics JSHeapUsedSize). */
export async function heapUsedAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')
    if (!heap) throw new Error('Chromium reported no JSHeapUsedSize')
    return heap.value
  } finally {
    await cdp.detach()
  }
}

/** Elements in the document (what Lighthouse calls DOM size). */
export function domElementCount(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length)
}
