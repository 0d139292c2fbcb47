import { withTimeout } from '../../lib/index.ts'
import type { CaseSession } from './types.ts'

/** Time from the setFormJson call to the painted form, measured inside the page. */
export async function measurePaint({ page, adapter, form, limits, result }: CaseSession): Promise<void> {
  const args: [string, unknown[]] = [adapter.renderSource, [form.json, form.formData]]
  result.paintMs = await withTimeout(
    page.evaluate(([source, renderArgs]) => window.__bench.timeCall(source, renderArgs), args),
    limits.renderMs,
    'rendering the form',
  )
}
