import { walkWidgets } from '@tandem/form-core'
import type { Browser } from 'playwright-core'
import { TimeoutError, closeBenchPage, openBenchPage, recordScripts, withTimeout } from '../../lib/index.ts'
import type { RendererAdapter } from '../adapters/index.ts'
import type { GeneratedForm } from '../generate.ts'
import { measureFootprint } from './footprint.ts'
import { measureDetachedKeystrokes, measureKeystrokes } from './keystrokes.ts'
import { measurePaint } from './paint.ts'
import { emptyMeasurement } from './types.ts'
import type { CaseMeasurement, CaseSession, FormCase, Limits, MeasurementStep } from './types.ts'

export const DEFAULT_STEPS: readonly MeasurementStep[] = [measurePaint, measureFootprint, measureKeystrokes, measureDetachedKeystrokes]

/** The adapter's page never became ready: no case of this adapter can run. */
export class PageUnavailableError extends Error {
  override name = 'PageUnavailableError'
}

function message(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0] : String(error)
}

function unsupportedTypes(adapter: RendererAdapter, form: GeneratedForm): string[] {
  const found = new Set<string>()
  walkWidgets(form.json.widgetList, (widget) => {
    if (adapter.unsupportedWidgetTypes.includes(widget.type)) found.add(widget.type)
  })
  return [...found]
}

/** Opens a fresh page of the adapter, loads the case's form and runs the steps on it. */
export async function runCase(
  browser: Browser,
  adapter: RendererAdapter,
  url: string,
  formCase: FormCase,
  limits: Limits,
): Promise<CaseMeasurement> {
  const form = formCase.build()
  const unsupported = unsupportedTypes(adapter, form)
  if (unsupported.length > 0) {
    return emptyMeasurement(formCase.id, adapter.id, 'not available', [`no ${unsupported.join(', ')} widget`])
  }
  const result = emptyMeasurement(formCase.id, adapter.id, 'ok')
  const bench = await openBenchPage(browser)
  const scriptSizes = recordScripts(bench.page)
  const pageErrors: string[] = []
  bench.page.on('pageerror', (error) => pageErrors.push(message(error)))
  try {
    await withTimeout(bench.page.goto(url, { waitUntil: 'load', timeout: 0 }), limits.readyMs, 'loading the page')
    try {
      await bench.page.waitForFunction(adapter.readyExpression, undefined, { timeout: limits.readyMs })
    } catch {
      throw new PageUnavailableError(`${url}: ${adapter.readyExpression} never held`)
    }
    const session: CaseSession = { page: bench.page, adapter, form, limits, result }
    for (const step of formCase.steps ?? DEFAULT_STEPS) await step(session)
  } catch (error) {
    if (error instanceof PageUnavailableError) throw error
    result.status = error instanceof TimeoutError ? 'timed out' : 'failed'
    result.notes.push(message(error))
  } finally {
    result.scripts = await withTimeout(scriptSizes(), 10_000, 'reading script sizes').catch(() => null)
    result.notes.push(...pageErrors.slice(0, 3).map((error) => `page error: ${error}`))
    if (bench.blocked.length > 0) result.notes.push(`blocked ${bench.blocked.length} off-machine requests`)
    await closeBenchPage(bench)
  }
  return result
}
