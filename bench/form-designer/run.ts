import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import {
  closeBenchPage,
  currentLoad,
  describeMachine,
  formatMachine,
  launchChromium,
  median,
  openBenchPage,
  percentile,
  startStaticServer,
  withTimeout,
  writeDocsSection,
} from '../lib/index.ts'
import { generateFlatForm } from './generateFlatForm.ts'

declare global {
  interface Window {
    /** apps/web/src/designer-bench: mounts a fresh designer on the form, resolves once painted */
    __designerBench?: { open(json: unknown): Promise<void> }
  }
}

const HELP = `Times the form designer on a production build (apps/web/designer-bench.html) in Chromium.

  --dist <dir>      the built SPA (default apps/web/dist, made by npm run build)
  --cases <list>    comma-separated: flat-100,flat-500,flat-1000,fixture-06,fixture-14,fixture-15 (default all)
  --label <name>    the run's name in bench/results/form-designer.json and the docs table (default "current")
  --no-write        print only
  --report-only     re-render the docs section from bench/results/form-designer.json`

const FIXTURES_DIR = '/work/shared/vform-fixtures'
const FIXTURES: Record<string, string> = {
  'fixture-06': '06-oss2-pr22-testForm-fixed-table.json',
  'fixture-14': '14-template-8-fixed-table.json',
  'fixture-15': '15-template-9-redline-table.json',
}
const FLAT_SIZES: Record<string, number> = { 'flat-100': 100, 'flat-500': 500, 'flat-1000': 1000 }
const ALL_CASES = [...Object.keys(FLAT_SIZES), ...Object.keys(FIXTURES)]
const KEYSTROKES = 20
const STEP_MS = 120_000
const RESULTS = new URL('../results/form-designer.json', import.meta.url).pathname
const DOCS = new URL('../../docs/benchmarks.md', import.meta.url).pathname

interface CaseResult {
  name: string
  widgets: number
  openMs: number
  selectMs: number
  keyMedianMs: number
  keyP95Ms: number
  undoMs: number
  appendMs: number
}

interface RunRecord {
  machine: string
  cases: CaseResult[]
}

function caseJson(name: string): unknown {
  if (name in FLAT_SIZES) return generateFlatForm(FLAT_SIZES[name])
  const file = `${FIXTURES_DIR}/${FIXTURES[name]}`
  if (!(name in FIXTURES)) throw new Error(`unknown case "${name}"; known: ${ALL_CASES.join(', ')}`)
  if (!existsSync(file)) throw new Error(`${file} is missing: fixture cases need /work/shared/vform-fixtures`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

/**
 * Arms the timing of the next `type` event on the page: from its timeStamp to the end of the frame
 * painted after the first change of the canvas's DOM. The designer's document-level shortcuts render
 * at default priority, after a task posted from the next animation frame, so the event's own next
 * frame would not show the change.
 */
async function armEvent(page: Page, type: string): Promise<void> {
  await page.evaluate((eventType) => {
    const target = window as unknown as { __designerEvent?: Promise<number> }
    target.__designerEvent = new Promise((resolve) => {
      window.addEventListener(eventType, (event) => {
        const start = event.timeStamp
        const canvas = document.querySelector('[data-designer-canvas]')
        if (!canvas) throw new Error('the designer canvas is not on the page')
        const observer = new MutationObserver(() => {
          observer.disconnect()
          void window.__bench.afterPaint().then(() => resolve(performance.now() - start))
        })
        observer.observe(canvas, { subtree: true, childList: true, attributes: true, characterData: true })
      }, { capture: true, once: true })
    })
  }, type)
}

/** Waits until `read` returns `expected` (at most STEP_MS). */
async function until(read: () => Promise<string>, expected: string, what: string): Promise<void> {
  const deadline = Date.now() + STEP_MS
  while ((await read()) !== expected) {
    if (Date.now() > deadline) throw new Error(what)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function eventResult(page: Page, what: string): Promise<number> {
  return withTimeout(page.evaluate(() => (window as unknown as { __designerEvent: Promise<number> }).__designerEvent), STEP_MS, what)
}

const settle = (page: Page) => page.evaluate(() => window.__bench.settle(100, 2000))

async function runCase(page: Page, name: string): Promise<CaseResult> {
  const json = caseJson(name)
  const openMs = await withTimeout(
    page.evaluate(async (form) => {
      const start = performance.now()
      await window.__designerBench?.open(form)
      return performance.now() - start
    }, json),
    STEP_MS,
    'opening the designer',
  )
  const widgets = await page.locator('[data-designer-id]').count()
  // select: the middle input of the form, scrolled into view first
  const inputs = page.locator('[data-designer-type="input"]')
  const target = inputs.nth(Math.floor((await inputs.count()) / 2))
  const targetId = await target.getAttribute('data-designer-id')
  await target.scrollIntoViewIfNeeded()
  await settle(page)
  await armEvent(page, 'click')
  await target.click({ position: { x: 8, y: 8 } })
  const selectMs = await eventResult(page, 'selecting a widget')
  if (!(await target.evaluate((element) => element.classList.contains('tfd-selected')))) throw new Error(`${name}: ${targetId} was not selected`)
  // keystrokes in the label editor of the settings panel
  const label = page.getByRole('complementary', { name: '组件设置' }).getByRole('textbox', { name: '标签', exact: true })
  await label.waitFor({ timeout: STEP_MS })
  const labelBefore = await label.inputValue()
  await label.focus()
  const keys: number[] = []
  for (let n = 0; n < KEYSTROKES; n++) {
    await settle(page)
    await page.evaluate(() => window.__bench.armKeystroke(15_000))
    await page.keyboard.down('a')
    const outcome = await withTimeout(page.evaluate(() => window.__bench.keystrokeResult()), STEP_MS, 'a keystroke')
    await page.keyboard.up('a')
    if (!outcome || outcome.latency === null || !outcome.changed) throw new Error(`${name}: the label editor did not take key ${n + 1}`)
    keys.push(outcome.latency)
  }
  // undo: the burst of keys is one history step
  await label.blur()
  await settle(page)
  await armEvent(page, 'keydown')
  await page.keyboard.press('Control+z')
  const undoMs = await eventResult(page, 'undoing')
  await until(() => label.inputValue(), labelBefore, `${name}: undo did not restore the label "${labelBefore}"`)
  // append: double-click the palette's 单行输入 (after the selected widget)
  await settle(page)
  await armEvent(page, 'dblclick')
  await page.locator('[data-palette-type="input"]').dblclick()
  const appendMs = await eventResult(page, 'appending a widget')
  const after = await page.locator('[data-designer-id]').count()
  if (after <= widgets) throw new Error(`${name}: the double-click appended nothing`)
  return { name, widgets, openMs, selectMs, keyMedianMs: median(keys), keyP95Ms: percentile(keys, 95), undoMs, appendMs }
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`)

function renderDocs(runs: Record<string, RunRecord>): string {
  const lines = [
    '## Form designer',
    '',
    'Measured by `npm run bench:designer -w bench` (bench/form-designer/run.ts) on the production build of',
    'apps/web/designer-bench.html, one fresh page per case: open = mount the designer with the form until',
    'painted; select = click on the middle input widget until the frame with its outline; key = one letter',
    `in the 标签 editor of the settings panel until its frame (median and p95 of ${KEYSTROKES}); undo = Ctrl+Z`,
    'of those keys until painted; append = double-click on 单行输入 in the palette until painted. Flat',
    'cases are N fields at the root; fixtures come from /work/shared/vform-fixtures. Raw figures:',
    'bench/results/form-designer.json. Each run is one pass on a shared 2-core machine where other builds',
    'and tests ran at the same time (see the load averages): differences below about a third are noise.',
    '',
  ]
  for (const [label, run] of Object.entries(runs)) {
    lines.push(`### ${label}`, '', `Machine: ${run.machine}`, '')
    lines.push('| case | frames | open | select | key median | key p95 | undo | append |', '|---|---:|---:|---:|---:|---:|---:|---:|')
    for (const c of run.cases) {
      lines.push(`| ${c.name} | ${c.widgets} | ${ms(c.openMs)} | ${ms(c.selectMs)} | ${ms(c.keyMedianMs)} | ${ms(c.keyP95Ms)} | ${ms(c.undoMs)} | ${ms(c.appendMs)} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: new URL('../../apps/web/dist', import.meta.url).pathname },
      cases: { type: 'string', default: ALL_CASES.join(',') },
      label: { type: 'string', default: 'current' },
      'no-write': { type: 'boolean', default: false },
      'report-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return console.log(HELP)
  const runs: Record<string, RunRecord> = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {}
  if (!values['report-only']) {
    const page = `${values.dist}/designer-bench.html`
    if (!existsSync(page)) throw new Error(`${page} is missing: run npm run build first`)
    const loadAtStart = currentLoad()
    const server = await startStaticServer([{ prefix: '/contract/web/', dir: values.dist }])
    const browser = await launchChromium()
    const cases: CaseResult[] = []
    try {
      for (const name of values.cases.split(',')) {
        const bench = await openBenchPage(browser)
        try {
          await bench.page.goto(`${server.origin}/contract/web/designer-bench.html`)
          await bench.page.waitForFunction(() => window.__designerBench !== undefined, undefined, { timeout: 60_000 })
          const result = await runCase(bench.page, name)
          console.log(
            `${name}: ${result.widgets} frames, open ${ms(result.openMs)}, select ${ms(result.selectMs)}, key ${ms(result.keyMedianMs)} (p95 ${ms(result.keyP95Ms)}), undo ${ms(result.undoMs)}, append ${ms(result.appendMs)}`,
          )
          cases.push(result)
        } finally {
          await closeBenchPage(bench)
        }
      }
    } finally {
      const version = browser.version()
      await browser.close()
      await server.close()
      const machine = formatMachine(describeMachine(version, loadAtStart))
      console.log(machine)
      runs[values.label] = { machine, cases }
    }
  }
  if (values['no-write']) return
  mkdirSync(new URL('../results/', import.meta.url).pathname, { recursive: true })
  writeFileSync(RESULTS, `${JSON.stringify(runs, null, 2)}\n`)
  writeDocsSection(DOCS, 'form-designer', renderDocs(runs))
}

await main()
