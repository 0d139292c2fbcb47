import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { Locator, Page } from 'playwright-core'
import { DESIGNERS, type DesignerAdapter, type DesignerId } from './designers.ts'
import {
  closeBenchPage,
  currentLoad,
  describeMachine,
  formatMachine,
  launchChromium,
  median,
  medianOfMeasured,
  openBenchPage,
  percentile,
  startStaticServer,
  withTimeout,
  writeDocsSection,
} from '../lib/index.ts'
import type { KeystrokeSample } from '../lib/index.ts'
import { generateFlatForm } from './generateFlatForm.ts'

declare global {
  interface Window {
    /** the designer page (apps/web/src/designer-bench, form-designer/vform3/page.js): loads the form, resolves once painted */
    __designerBench?: { open(json: unknown): Promise<void> }
  }
}

const HELP = `Times Tandem's form designer (production build, apps/web/designer-bench.html) and VForm 3's
designer (vform3-builds designer.umd.js) in Chromium on the same forms.

  --dist <dir>      the built SPA (default apps/web/dist, made by npm run build)
  --cases <list>    comma-separated: flat-100,flat-500,flat-1000,fixture-06,fixture-14,fixture-15 (default all)
  --designers <list> tandem,vform3 (default both)
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
  /** absent in records made before VForm 3 was measured: Tandem */
  designer?: DesignerId
  widgets: number
  openMs: number
  selectMs: number
  /** click until the settings panel shows the selected widget, painted (absent in records made before it was measured; null for VForm 3) */
  selectPanelMs?: number | null
  /** null where the designer is not measured for it (VForm 3: open, select and append only) */
  keyMedianMs: number | null
  keyP95Ms: number | null
  undoMs: number | null
  /** keys in a plain <input> on the same page, and the script of a key's input event (absent in records made before they were measured) */
  keyScriptMedianMs?: number | null
  plainKeyMedianMs?: number | null
  plainKeyP95Ms?: number | null
  /** a key in 标签 until the selected frame's label on the canvas shows it, painted (absent in records made before it was measured) */
  keyCanvasMedianMs?: number | null
  keyCanvasP95Ms?: number | null
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
async function armEvent(page: Page, designer: DesignerAdapter, type: string): Promise<void> {
  await page.evaluate(([eventType, canvasSelector]) => {
    const target = window as unknown as { __designerEvent?: Promise<number> }
    target.__designerEvent = new Promise((resolve) => {
      window.addEventListener(eventType, (event) => {
        const start = event.timeStamp
        const canvas = document.querySelector(canvasSelector)
        if (!canvas) throw new Error('the designer canvas is not on the page')
        const observer = new MutationObserver(() => {
          observer.disconnect()
          void window.__bench.afterPaint().then(() => resolve(performance.now() - start))
        })
        observer.observe(canvas, { subtree: true, childList: true, attributes: true, characterData: true })
      }, { capture: true, once: true })
    })
  }, [type, designer.canvasSelector] as const)
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

/**
 * Arms the timing of the next `type` event until `condition(argument)`, a page function checked after
 * every DOM change, holds, then to the end of the frame painted after that.
 */
async function armCondition(page: Page, type: string, condition: string, argument: string | null = null): Promise<void> {
  await page.evaluate(([eventType, source, arg]) => {
    const holds = (0, eval)(`(${source})`) as (arg: string | null) => boolean
    const target = window as unknown as { __designerCondition?: Promise<number> }
    target.__designerCondition = new Promise((resolve) => {
      window.addEventListener(eventType, (event) => {
        const start = event.timeStamp
        const observer = new MutationObserver(() => {
          if (!holds(arg)) return
          observer.disconnect()
          void window.__bench.afterPaint().then(() => resolve(performance.now() - start))
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      }, { capture: true, once: true })
    })
  }, [type, condition, argument] as const)
}

async function conditionResult(page: Page, what: string): Promise<number> {
  return withTimeout(page.evaluate(() => (window as unknown as { __designerCondition: Promise<number> }).__designerCondition), STEP_MS, what)
}

/** Tandem's settings panel shows widget `name`: its 唯一名称 box holds the name and the panel takes input. */
const PANEL_SHOWS = String((name: string) => {
  const body = document.querySelector('[aria-label="组件设置"] .tfd-panel-body')
  return body !== null && !body.hasAttribute('inert') && Array.from(body.querySelectorAll('input'), (input) => input.value).includes(name)
})

/** The selected frame's label on Tandem's canvas shows what the focused editor holds. */
const CANVAS_LABEL_FOLLOWS = String(() => {
  const value = (document.activeElement as HTMLInputElement | null)?.value
  const label = document.querySelector('.tfd-selected .tfr-item-label')
  return Boolean(value) && label !== null && (label.textContent ?? '').includes(value!)
})

const settle = (page: Page) => page.evaluate(() => window.__bench.settle(100, 2000))

interface LabelEdits {
  keyMedianMs: number
  keyP95Ms: number
  undoMs: number
  /** the script of the input event: from a capturing listener on window to a bubbling one (median) */
  keyScriptMedianMs: number | null
  plainKeyMedianMs: number
  plainKeyP95Ms: number
  keyCanvasMedianMs: number
  keyCanvasP95Ms: number
}

/**
 * KEYSTROKES letters into the focused text box, each timed from its keydown to the end of its frame,
 * with the script of its input event (window capture to bubble listener: React's root listener and
 * the render it flushes).
 */
async function typeKeys(page: Page, failure: (n: number) => string, follow?: string): Promise<(KeystrokeSample & { follow: number | null })[]> {
  const keys: (KeystrokeSample & { follow: number | null })[] = []
  for (let n = 0; n < KEYSTROKES; n++) {
    await settle(page)
    await page.evaluate(() => window.__bench.armKeystroke(15_000))
    if (follow) await armCondition(page, 'keydown', follow)
    await page.keyboard.down('a')
    const outcome = await withTimeout(page.evaluate(() => window.__bench.keystrokeResult()), STEP_MS, 'a keystroke')
    const followed = follow ? await conditionResult(page, 'the canvas following a keystroke') : null
    await page.keyboard.up('a')
    if (!outcome || outcome.latency === null || !outcome.changed) throw new Error(failure(n + 1))
    keys.push({ latency: outcome.latency, script: outcome.script, follow: followed })
  }
  return keys
}

/**
 * The same keys in a plain `<input>` put at the top of the settings panel, which no handler of the
 * designer hears: what a key costs Chromium on the designer's page with no script at work.
 */
async function plainInputKeys(page: Page, panel: Locator): Promise<number[]> {
  const plain = await panel.evaluateHandle((element) => {
    const input = document.createElement('input')
    input.setAttribute('aria-label', 'plain')
    element.prepend(input)
    return input
  })
  try {
    await plain.focus()
    return (await typeKeys(page, (n) => `the plain input did not take key ${n}`)).map((key) => key.latency)
  } finally {
    await plain.evaluate((input) => input.remove())
  }
}

/** Keystrokes in the 标签 editor of the settings panel, then their undo (the burst is one step). */
async function editLabel(page: Page, designer: DesignerAdapter, name: string): Promise<LabelEdits> {
  const panel = page.getByRole('complementary', { name: '组件设置' })
  const label = panel.getByRole('textbox', { name: '标签', exact: true })
  await label.waitFor({ timeout: STEP_MS })
  const labelBefore = await label.inputValue()
  await label.focus()
  const typed = await typeKeys(page, (n) => `${name}: the label editor did not take key ${n}`, CANVAS_LABEL_FOLLOWS)
  const keys = typed.map((key) => key.latency)
  const followed = typed.map((key) => key.follow!)
  await label.blur()
  await settle(page)
  await armEvent(page, designer, 'keydown')
  await page.keyboard.press('Control+z')
  const undoMs = await eventResult(page, 'undoing')
  await until(() => label.inputValue(), labelBefore, `${name}: undo did not restore the label "${labelBefore}"`)
  const plain = await plainInputKeys(page, panel)
  return {
    keyMedianMs: median(keys),
    keyP95Ms: percentile(keys, 95),
    undoMs,
    keyScriptMedianMs: medianOfMeasured(typed.map((key) => key.script)),
    plainKeyMedianMs: median(plain),
    plainKeyP95Ms: percentile(plain, 95),
    keyCanvasMedianMs: median(followed),
    keyCanvasP95Ms: percentile(followed, 95),
  }
}

async function runCase(page: Page, designer: DesignerAdapter, name: string): Promise<CaseResult> {
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
  const widgets = await page.locator(designer.widgetSelector).count()
  // select: the middle input of the form, scrolled into view first
  const inputs = page.locator(designer.inputWidgetSelector)
  const target = inputs.nth(Math.floor((await inputs.count()) / 2))
  await target.scrollIntoViewIfNeeded()
  await settle(page)
  await armEvent(page, designer, 'click')
  const targetId = await target.getAttribute('data-designer-id')
  if (designer.id === 'tandem') await armCondition(page, 'click', PANEL_SHOWS, targetId)
  await target.click({ position: { x: 8, y: 8 } })
  const selectMs = await eventResult(page, 'selecting a widget')
  const selectPanelMs = designer.id === 'tandem' ? await conditionResult(page, 'the settings panel showing the selected widget') : null
  const selected = await target.evaluate((element, selector) => element.matches(selector) || element.querySelector(selector) !== null, designer.selectedSelector)
  if (!selected) throw new Error(`${name}: the middle input widget was not selected`)
  const edits = designer.editsLabel ? await editLabel(page, designer, name) : null
  // append: double-click the palette's 单行输入
  await settle(page)
  await armEvent(page, designer, 'dblclick')
  await page.locator(designer.paletteInputSelector).dblclick()
  const appendMs = await eventResult(page, 'appending a widget')
  const after = await page.locator(designer.widgetSelector).count()
  if (after <= widgets) throw new Error(`${name}: the double-click appended nothing`)
  return {
    name,
    designer: designer.id,
    widgets,
    openMs,
    selectMs,
    selectPanelMs,
    keyMedianMs: edits?.keyMedianMs ?? null,
    keyP95Ms: edits?.keyP95Ms ?? null,
    undoMs: edits?.undoMs ?? null,
    keyScriptMedianMs: edits?.keyScriptMedianMs ?? null,
    plainKeyMedianMs: edits?.plainKeyMedianMs ?? null,
    plainKeyP95Ms: edits?.plainKeyP95Ms ?? null,
    keyCanvasMedianMs: edits?.keyCanvasMedianMs ?? null,
    keyCanvasP95Ms: edits?.keyCanvasP95Ms ?? null,
    appendMs,
  }
}

const ms = (value: number | null | undefined) => {
  if (value === null || value === undefined) return '—'
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`
}

/** A key's script is a few milliseconds: one decimal. */
const scriptMs = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} ms`)

function renderDocs(runs: Record<string, RunRecord>): string {
  const lines = [
    '## Form designer',
    '',
    'Measured by `npm run bench:designer -w bench` (bench/form-designer/run.ts): Tandem on the production',
    'build of apps/web/designer-bench.html, VForm 3 on its designer build (vform3-builds designer.umd.js on',
    'Vue 3 and Element Plus, bench/form-designer/vform3/), one fresh page per case and designer: open =',
    'load the form into the designer until painted; select = click on the middle input widget until the',
    'frame with its outline; select → panel = the same click until the frame in which the settings panel',
    'shows the widget (its 唯一名称 box, the panel taking input); key = one letter in the 标签 editor of the',
    'settings panel until its frame',
    `(median and p95 of ${KEYSTROKES}); key → canvas label = the same key until the frame in which the selected`,
    `widget's label on the canvas shows it; undo = Ctrl+Z of those keys until painted; append = double-click on`,
    '单行输入 in the palette until painted (Tandem appends after the selected widget, VForm 3 at the end of',
    'the form); key script = the script of a key\'s input event (from a capturing listener on window to a',
    'bubbling one, so React\'s dispatch and the render it flushes), median; plain key = the same keys in a',
    'plain `<input>` put at the top of the settings panel, which no',
    "handler of the designer hears (what a key costs Chromium on the designer's page). Every figure ends at a",
    'painted frame (requestAnimationFrame, then the task after it), not at the end of the script. Select → panel,',
    'key, key → canvas label, undo and plain key are measured for Tandem only. Flat cases are N fields at the root; fixtures',
    'come from /work/shared/vform-fixtures; frames = widgets on Tandem\'s canvas. Raw figures:',
    'bench/results/form-designer.json. Each run is one pass on a shared 2-core machine where other builds',
    'and tests ran at the same time (see the load averages): differences below about a third are noise.',
    '',
  ]
  for (const [label, run] of Object.entries(runs)) {
    lines.push(`### ${label}`, '', `Machine: ${run.machine}`, '')
    const ours = run.cases.filter((c) => (c.designer ?? 'tandem') === 'tandem')
    const theirs = new Map(run.cases.filter((c) => c.designer === 'vform3').map((c) => [c.name, c]))
    const names = [...new Set(run.cases.map((c) => c.name))]
    lines.push(
      '| case | frames | open | select | select → panel | key median | key p95 | key → canvas label median | key → canvas label p95 | key script | plain key median | plain key p95 | undo | append | VForm 3 open | VForm 3 select | VForm 3 append |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    )
    for (const name of names) {
      const c = ours.find((item) => item.name === name)
      const v = theirs.get(name)
      lines.push(
        `| ${name} | ${c?.widgets ?? '—'} | ${ms(c?.openMs)} | ${ms(c?.selectMs)} | ${ms(c?.selectPanelMs)} | ${ms(c?.keyMedianMs)} | ${ms(c?.keyP95Ms)} | ${ms(c?.keyCanvasMedianMs)} | ${ms(c?.keyCanvasP95Ms)} | ${scriptMs(c?.keyScriptMedianMs)} | ${ms(c?.plainKeyMedianMs)} | ${ms(c?.plainKeyP95Ms)} | ${ms(c?.undoMs)} | ${ms(c?.appendMs)} | ${ms(v?.openMs)} | ${ms(v?.selectMs)} | ${ms(v?.appendMs)} |`,
      )
    }
    lines.push('')
  }
  return lines.join('\n')
}

function parseDesigners(list: string): DesignerAdapter[] {
  return list.split(',').map((id) => {
    if (!(id in DESIGNERS)) throw new Error(`unknown designer "${id}"; known: ${Object.keys(DESIGNERS).join(', ')}`)
    return DESIGNERS[id as DesignerId]
  })
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: new URL('../../apps/web/dist', import.meta.url).pathname },
      cases: { type: 'string', default: ALL_CASES.join(',') },
      designers: { type: 'string', default: Object.keys(DESIGNERS).join(',') },
      label: { type: 'string', default: 'current' },
      'no-write': { type: 'boolean', default: false },
      'report-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return console.log(HELP)
  const runs: Record<string, RunRecord> = existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {}
  if (!values['report-only']) {
    const designers = parseDesigners(values.designers)
    if (designers.some((designer) => designer.id === 'tandem') && !existsSync(`${values.dist}/designer-bench.html`)) {
      throw new Error(`${values.dist}/designer-bench.html is missing: run npm run build first`)
    }
    const loadAtStart = currentLoad()
    const server = await startStaticServer(designers.flatMap((designer) => designer.mounts(values.dist)))
    const browser = await launchChromium()
    const cases: CaseResult[] = []
    try {
      for (const name of values.cases.split(',')) {
        for (const designer of designers) {
          const bench = await openBenchPage(browser)
          try {
            await bench.page.goto(`${server.origin}${designer.path}`)
            await bench.page.waitForFunction(() => window.__designerBench !== undefined, undefined, { timeout: 60_000 })
            const result = await runCase(bench.page, designer, name)
            const edits = designer.editsLabel ? `, key ${ms(result.keyMedianMs)} (p95 ${ms(result.keyP95Ms)}, script ${scriptMs(result.keyScriptMedianMs)}), canvas label ${ms(result.keyCanvasMedianMs)} (p95 ${ms(result.keyCanvasP95Ms)}), plain key ${ms(result.plainKeyMedianMs)} (p95 ${ms(result.plainKeyP95Ms)}), undo ${ms(result.undoMs)}` : ''
            console.log(`${name} ${designer.name}: ${result.widgets} widgets, open ${ms(result.openMs)}, select ${ms(result.selectMs)} (panel ${ms(result.selectPanelMs)})${edits}, append ${ms(result.appendMs)}`)
            cases.push(result)
          } catch (error) {
            // one designer failing a case leaves its cells empty; the run goes on
            console.error(`${name} ${designer.name}: ${error instanceof Error ? error.message : String(error)}`)
          } finally {
            await closeBenchPage(bench)
          }
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
