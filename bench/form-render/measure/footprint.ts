import { domElementCount, heapUsedAfterGc } from '../../lib/index.ts'
import type { CaseSession } from './types.ts'

/** JS heap after GC and DOM size with the form on screen; checks the form really rendered. */
export async function measureFootprint({ page, adapter, form, result }: CaseSession): Promise<void> {
  result.heapMb = (await heapUsedAfterGc(page)) / 2 ** 20
  result.domElements = await domElementCount(page)
  const found = await page.evaluate((selector) => window.__bench.count(selector), adapter.textInputSelector)
  result.textInputsFound = found
  if (found !== form.textInputCount) result.notes.push(`found ${found} of ${form.textInputCount} text inputs`)
}
