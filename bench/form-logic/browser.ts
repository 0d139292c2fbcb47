// Form logic in Chromium: what a keystroke costs from keydown to the painted frame in the field
// 50 rules read, on the generated 1,000-field form with its rules and formulas and on the same
// form without them, rendered by the SPA's form playground from a build of apps/web.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { DEFAULT_LIMITS, timeKeystroke } from '../form-render/measure/index.ts'
import { closeBenchPage, currentLoad, describeMachine, formatMachine, launchChromium, median, openBenchPage, percentile, startStaticServer, writeDocsSection } from '../lib/index.ts'
import { logicForm } from './generateForm.ts'

const DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url))
const PLAYGROUND = '/contract/web/playground.html'
const KEYS = 60
const WARMUP = 10
const FIELD = '[data-widget-name="f0"] input'
const write = !process.argv.includes('--no-write')

interface Playground {
  setFormJson(json: unknown): Promise<void>
  setFormData(data: unknown): Promise<void>
}

/** Keystroke → paint latencies (ms) typing digits into an emptied f0, after WARMUP unrecorded ones. */
async function keystrokes(browser: Browser, origin: string, form: { json: unknown; data: unknown }): Promise<number[]> {
  const bench = await openBenchPage(browser)
  try {
    const { page } = bench
    await page.goto(`${origin}${PLAYGROUND}`)
    await page.waitForFunction(() => typeof (window as unknown as { __formPlayground?: Playground }).__formPlayground?.setFormJson === 'function')
    await page.evaluate(async ({ json, data }) => {
      const playground = (window as unknown as { __formPlayground: Playground }).__formPlayground
      await playground.setFormJson(json)
      await playground.setFormData(data)
    }, form)
    const latencies: number[] = []
    for (let index = 0; index < WARMUP + KEYS; index++) {
      // each digit makes f0 a new value (1–9), switching the rules that compare it with 0–6
      await page.fill(FIELD, '')
      const sample = await timeKeystroke(page, FIELD, 0, String(1 + (index % 9)), DEFAULT_LIMITS)
      if (index >= WARMUP) latencies.push(sample.latency)
    }
    return latencies
  } finally {
    await closeBenchPage(bench)
  }
}

if (!existsSync(`${DIST}playground.html`)) throw new Error(`build apps/web first (npm run build): ${DIST}playground.html is missing`)
const loadAtStart = currentLoad()
const spec = { fields: 1000, rows: 200, rules: 300, formulas: 100 }
const server = await startStaticServer([{ prefix: '/contract/web/', dir: DIST }])
const browser = await launchChromium()
const chromiumVersion = browser.version()
let figures: Array<{ case: string; medianMs: number; p95Ms: number }>
try {
  const withLogic = await keystrokes(browser, server.origin, logicForm({ ...spec, logic: true }))
  const without = await keystrokes(browser, server.origin, logicForm({ ...spec, logic: false }))
  figures = [
    { case: `${spec.fields} fields, ${spec.rules} rules, ${spec.formulas} formulas: a key in f0 (50 rules read it)`, medianMs: median(withLogic), p95Ms: percentile(withLogic, 95) },
    { case: `${spec.fields} fields, no logic: a key in f0`, medianMs: median(without), p95Ms: percentile(without, 95) },
  ]
} finally {
  await browser.close()
  await server.close()
}

const machine = describeMachine(chromiumVersion, loadAtStart)
const body = [
  '## Form logic in the browser',
  '',
  '`npm run bench:logic-browser -w bench` (bench/form-logic/browser.ts), in Chromium on the form playground of a build',
  `of apps/web: the generated form of bench:logic (${spec.fields} number fields, a sub-form of ${spec.rows} rows, ${spec.rules} rules of which 50 read f0,`,
  `${spec.formulas} formulas over a field and the sub-form's column total) and the same form without logic. f0 is emptied, then one`,
  'digit (1–9, each switching some of the 50 rules) is typed; the time is from the keydown to the end of the next painted',
  `frame (bench/form-render/measure/keystrokes.ts). ${KEYS} keys per form after ${WARMUP} unrecorded. Targets: p95 < 16 ms with logic, median no more`,
  'than 2 ms above the form without logic.',
  '',
  formatMachine(machine),
  ...(machine.load.start > machine.cpus ? ['', 'The load average was above the core count: the p95 column mostly measures waiting for a CPU.'] : []),
  '',
  '| case | median ms | p95 ms |',
  '|---|---|---|',
  ...figures.map((figure) => `| ${figure.case} | ${figure.medianMs.toFixed(1)} | ${figure.p95Ms.toFixed(1)} |`),
  '',
  `Median with logic minus without: ${(figures[0].medianMs - figures[1].medianMs).toFixed(1)} ms.`,
].join('\n')
console.log(body)
if (write) writeDocsSection(fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url)), 'form-logic-browser', body)
