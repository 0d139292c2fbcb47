import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { currentLoad, describeMachine, formatMachine, installProbe, launchChromium, median, percentile, VIEWPORT, writeDocsSection } from '../lib/index.ts'
import { signIn, startPlatform, type Platform } from '../lib/platform.ts'
import { wideForm } from './generateForms.ts'

const USAGE = `npm run bench:forms-paint -w bench -- [options]
  --pg URL     run the platform on a scratch database of this PostgreSQL server (default: embedded PGlite)
  --runs N     fresh pages measured (default 10)
  --dist DIR   serve this web build instead of apps/web/dist
  --no-write   print only; leave docs/benchmarks.md alone`

const { values: options } = parseArgs({
  options: {
    pg: { type: 'string' },
    runs: { type: 'string', default: '10' },
    dist: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
const RUNS = Number(options.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a positive whole number')
const FIELDS = 2000
const TARGET_MS = 1000
const BIZ_TYPE = 1
const FORM_API = '/contracttandem/api/Form'
const DOCS_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url))

async function data<T>(answer: { ok(): boolean; status(): number; url(): string; json(): Promise<unknown> }): Promise<T> {
  if (!answer.ok()) throw new Error(`${answer.url()}: HTTP ${answer.status()}`)
  return ((await answer.json()) as { data: T }).data
}

/** Publishes the 2,000-field form, binds it to the kind and saves a full set of values on its first record. */
async function prepareRecord(page: Page): Promise<number> {
  const form = wideForm(FIELDS)
  const created = await data<{ id: number; revision: number }>(await page.request.post(`${FORM_API}/Forms`, { data: { code: 'bench-paint', name: '两千字段表单', json: form.json } }))
  await data(await page.request.post(`${FORM_API}/Forms/${created.id}/Publish`, { data: { revision: created.revision } }))
  await data(await page.request.put(`${FORM_API}/Bindings/${BIZ_TYPE}`, { data: { formId: created.id } }))
  const list = await data<{ list: { id: number }[] }>(
    await page.request.get('/contracttandem/api/ContractSealed/GetContractList', { params: { bizType: BIZ_TYPE, pageSize: 1, sealed: 'false' } }),
  )
  const contractId = list.list[0].id
  const record = await data<{ current: { versionId: number }; saved: { revision: number } | null }>(await page.request.get(`${FORM_API}/Record/${contractId}`))
  await data(await page.request.put(`${FORM_API}/Record/${contractId}`, { data: { versionId: record.current.versionId, revision: record.saved?.revision ?? 0, data: form.data } }))
  return contractId
}

interface Paint {
  /** from navigation until the record's tabs show */
  tabsMs: number
  /** from the click on 扩展信息 until the form is painted */
  ms: number
  fieldsInDom: number
}

/**
 * In the page (a string, so nothing of the bench's compiler reaches it): clicks 扩展信息 and resolves
 * once the frame after the form's first field shows its saved value has been painted, with the
 * number of fields then in the DOM.
 */
const OPEN_TAB = `async () => {
  const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent.trim() === '扩展信息')
  if (!tab) throw new Error('no 扩展信息 tab')
  const field = () => document.querySelector('[data-testid="record-form"] [data-field-path="f0"] input')
  tab.click()
  while (field()?.value !== 'V0') await new Promise((resolve) => requestAnimationFrame(resolve))
  await window.__bench.afterPaint()
}`

/**
 * A fresh page of the record: the time until its tabs show (the page's scripts, the record and
 * the form's answer with its JSON fetched), then a click on 扩展信息 until the form is painted.
 */
async function measureOpen(platform: Platform, page: Page, contractId: number): Promise<Paint> {
  const started = Date.now()
  await page.goto(`${platform.web}/contractDetail?id=${contractId}`)
  await page.getByRole('tab', { name: '扩展信息' }).waitFor()
  const tabsMs = Date.now() - started
  await page.waitForLoadState('networkidle')
  const ms = await page.evaluate(([source]) => window.__bench.timeCall(source, []), [OPEN_TAB])
  return { tabsMs, ms, fieldsInDom: await page.evaluate(() => window.__bench.count('[data-testid="record-form"] [data-field-path]')) }
}

async function main(): Promise<void> {
  const platform = await startPlatform({ port: Number(process.env.BENCH_PORT || 18700), databaseUrl: options.pg, webDist: options.dist })
  const browser = await launchChromium()
  const loadAtStart = currentLoad()
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, baseURL: platform.server })
    await installProbe(context)
    const setup = await context.newPage()
    await signIn(setup, platform, 'admin', 'admin123')
    const contractId = await prepareRecord(setup)
    await setup.close()
    const paints: Paint[] = []
    for (let run = 0; run < RUNS + 1; run++) {
      const page = await context.newPage()
      const paint = await measureOpen(platform, page, contractId)
      await page.close()
      paints.push(paint)
      console.log(`run ${run}: tabs after ${paint.tabsMs} ms, form painted ${paint.ms.toFixed(0)} ms after the click, ${paint.fieldsInDom} fields in the DOM`)
    }
    // The first page also fetches the renderer's scripts (cold cache); it is reported on its own.
    const [first, ...rest] = paints
    const machine = formatMachine(describeMachine(browser.version(), loadAtStart))
    const ms = (value: number) => `${Math.round(value)} ms`
    const row = (label: string, runs: Paint[]) => {
      const clicks = runs.map((paint) => paint.ms)
      const tabs = runs.map((paint) => paint.tabsMs)
      const p95 = percentile(clicks, 95)
      const spread = runs.length > 1 ? `${ms(median(clicks))} / ${ms(p95)}` : ms(clicks[0])
      return `| ${label} | ${runs.length > 1 ? `${ms(median(tabs))} / ${ms(percentile(tabs, 95))}` : ms(tabs[0])} | ${spread} | ${runs[0].fieldsInDom} | ${p95 < TARGET_MS ? 'met' : 'missed'} |`
    }
    const text = [
      '## Form library: opening 扩展信息 with 2,000 fields',
      '',
      '`npm run bench:forms-paint -w bench` (bench/form-library/paint.ts): the built platform (server, IdP, web build) on',
      `${options.pg ? 'PostgreSQL' : 'embedded PGlite'}; a form of ${FIELDS.toLocaleString('en-US')} fields (grids of two columns, ten field kinds with their rules) published, bound`,
      "to 合同 and filled on one record. Admin opens the record in a fresh page: \"tabs shown\" runs from navigation until the",
      "record's tabs show (the page's scripts, the record and the form's answer with its JSON and data fetched); then a click on",
      "扩展信息, measured in the page until the frame after the form's first field shows its saved value (the form built and",
      `painted; fields further down mount as they come near the viewport). Target: the form painted < ${TARGET_MS / 1000} s after the click.`,
      '',
      `Machine: ${machine}.`,
      '',
      '| case | tabs shown (median / p95) | click → form painted (median / p95) | fields in the DOM | < 1 s |',
      '|---|---|---|---|---|',
      row("first page (the renderer's scripts fetched too)", [first]),
      row(`later pages (${rest.length} fresh pages)`, rest),
    ].join('\n')
    console.log(text)
    if (!options['no-write']) writeDocsSection(DOCS_FILE, 'form-library-paint', text)
  } finally {
    await browser.close()
    await platform.stop()
  }
}

await main()
