import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { closeBenchPage, currentLoad, describeMachine, formatMachine, launchChromium, openBenchPage, startStaticServer, writeDocsSection } from '../lib/index.ts'
import { tandemAdapter, vform3Adapter } from './adapters/index.ts'
import type { RendererAdapter } from './adapters/index.ts'

// Renders every public VForm fixture in VForm 3 and in Tandem's playground at the same form width
// and compares each field's box: same count and order, same row, relative x and width within
// X_TOLERANCE of the form's width, height within HEIGHT_TOLERANCE_PX.

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOCS_FILE = join(REPO_ROOT, 'docs/benchmarks.md')
const RESULTS_FILE = fileURLToPath(new URL('../results/form-fidelity.json', import.meta.url))
const X_TOLERANCE = 0.02
const HEIGHT_TOLERANCE_PX = 4

const USAGE = `npm run bench:fidelity -w bench -- [options]
  --fixtures DIR   the VForm form JSON fixtures (default ../shared/vform-fixtures)
  --dist DIR       the apps/web build whose playground.html is measured (default apps/web/dist)
  --no-write       print only; leave docs/benchmarks.md and bench/results alone`

interface FieldBox {
  label: string
  /** Starts a row: its vertical middle lies outside the previous box. */
  newRow: boolean
  x: number
  width: number
  height: number
}

interface FixtureResult {
  fixture: string
  formWidth: number
  vform: number
  tandem: number
  /** Fields whose box matches, in order; null when the two renderers show a different number of fields. */
  matched: number | null
  /** Per criterion, the fields that miss it. */
  misses: Record<Criterion, number>
  /** Why the fixture was not measured (a page that failed to load or render). */
  error?: string
}

// Runs in the page: the box of every visible widget inside a VForm field-wrapper, in document
// order, relative to the form. Both renderers mark fields this way (Tandem carries VForm's classes).
const FIELD_BOXES = `(args) => {
  const form = document.querySelector(args.formSelector)
  const origin = form.getBoundingClientRect()
  const boxes = [...form.querySelectorAll('.field-wrapper > .el-form-item, .field-wrapper > .static-content-item')]
    .map((element) => ({ element, rect: element.getBoundingClientRect() }))
    .filter(({ rect }) => rect.width > 0 && rect.height > 0)
  return boxes.map(({ element, rect }, index) => {
    const middle = (rect.top + rect.bottom) / 2
    const previous = boxes[index - 1]?.rect
    const newRow = previous === undefined || middle < previous.top || middle > previous.bottom
    const label = element.querySelector(':scope > .el-form-item__label')?.textContent ?? ''
    return { label: label.trim(), newRow, x: (rect.left - origin.left) / origin.width, width: rect.width / origin.width, height: rect.height }
  })
}`

function readOptions() {
  const { values } = parseArgs({
    options: {
      fixtures: { type: 'string', default: join(REPO_ROOT, '../shared/vform-fixtures') },
      dist: { type: 'string', default: join(REPO_ROOT, 'apps/web/dist') },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  const fixtures = resolve(values.fixtures)
  const dist = resolve(values.dist)
  if (!existsSync(fixtures)) throw new Error(`--fixtures ${fixtures} does not exist`)
  if (!existsSync(join(dist, 'playground.html'))) throw new Error(`--dist ${dist} has no playground.html (run npm run build -w apps/web first)`)
  return { fixtures, dist, write: !values['no-write'] }
}

async function open(page: Page, adapter: RendererAdapter, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForFunction(adapter.readyExpression, undefined, { timeout: 60_000 })
}

async function render(page: Page, adapter: RendererAdapter, json: unknown): Promise<void> {
  await page.evaluate(`(${adapter.renderSource})(${JSON.stringify(json)}, {})`)
}

function boxesOf(page: Page, formSelector: string): Promise<FieldBox[]> {
  return page.evaluate(`(${FIELD_BOXES})(${JSON.stringify({ formSelector })})`) as Promise<FieldBox[]>
}

const CRITERIA = {
  label: (vform: FieldBox, tandem: FieldBox) => vform.label === tandem.label,
  row: (vform: FieldBox, tandem: FieldBox) => vform.newRow === tandem.newRow,
  x: (vform: FieldBox, tandem: FieldBox) => Math.abs(vform.x - tandem.x) <= X_TOLERANCE,
  width: (vform: FieldBox, tandem: FieldBox) => Math.abs(vform.width - tandem.width) <= X_TOLERANCE,
  height: (vform: FieldBox, tandem: FieldBox) => Math.abs(vform.height - tandem.height) <= HEIGHT_TOLERANCE_PX,
}
type Criterion = keyof typeof CRITERIA
const CRITERION_NAMES = Object.keys(CRITERIA) as Criterion[]

function compare(fixture: string, formWidth: number, vform: FieldBox[], tandem: FieldBox[]): FixtureResult {
  const misses = Object.fromEntries(CRITERION_NAMES.map((name) => [name, 0])) as Record<Criterion, number>
  if (vform.length !== tandem.length) return { fixture, formWidth, vform: vform.length, tandem: tandem.length, matched: null, misses }
  let matched = 0
  vform.forEach((box, index) => {
    const failed = CRITERION_NAMES.filter((name) => !CRITERIA[name](box, tandem[index] as FieldBox))
    for (const name of failed) misses[name] += 1
    if (failed.length === 0) matched += 1
  })
  return { fixture, formWidth, vform: vform.length, tandem: tandem.length, matched, misses }
}

const missText = (result: FixtureResult): string =>
  CRITERION_NAMES.filter((name) => result.misses[name] > 0)
    .map((name) => `${name} ${result.misses[name]}`)
    .join(', ') || '–'

const share = (result: FixtureResult): string =>
  result.error !== undefined
    ? `not measured: ${result.error}`
    : result.vform === 0 ? 'no fields' : result.matched === null ? 'field count differs' : `${Math.round((result.matched / result.vform) * 100)} %`

function report(results: readonly FixtureResult[], machine: string): string {
  const rows = results.map((r) => `| ${r.fixture} | ${r.formWidth} | ${r.vform} | ${r.tandem} | ${r.matched ?? '–'} | ${share(r)} | ${missText(r)} |`)
  const all = results.filter((r) => r.matched !== null && r.error === undefined)
  const total = all.reduce((sum, r) => sum + r.vform, 0)
  const matched = all.reduce((sum, r) => sum + (r.matched ?? 0), 0)
  return [
    '## Form fidelity against VForm 3',
    '',
    `\`npm run bench:fidelity -w bench\` renders every form JSON of ../shared/vform-fixtures in`,
    `${vform3Adapter.label} and in Tandem's playground (apps/web/dist) at the same form width, with`,
    `the forms' cssCode, and compares each field's box (the el-form-item or static-content-item in a`,
    `field-wrapper, in document order). A field matches when its label, its row (whether it starts`,
    `one: its vertical middle lies outside the previous box), its x and its width relative`,
    `to the form (each within ${X_TOLERANCE * 100} % of the form's width) and its height (within`,
    `${HEIGHT_TOLERANCE_PX} px) agree; the last column counts the fields missing each criterion.`,
    '',
    `Machine: ${machine}.`,
    '',
    '| fixture | form width (px) | fields VForm 3 | fields Tandem | boxes matching | share | fields missing a criterion |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `All fixtures with the same field count: ${matched} of ${total} fields match (${total === 0 ? '–' : `${Math.round((matched / total) * 100)} %`}).`,
  ].join('\n')
}

async function main(): Promise<void> {
  const options = readOptions()
  const files = readdirSync(options.fixtures)
    .filter((file) => file.endsWith('.json') && !file.includes('formdata'))
    .sort()
  const server = await startStaticServer([...vform3Adapter.mounts, { prefix: '/contract/web/', dir: options.dist }])
  const loadAtStart = currentLoad()
  const browser = await launchChromium()
  const chromium = browser.version()
  const results: FixtureResult[] = []
  try {
    for (const file of files) {
      const json: unknown = JSON.parse(readFileSync(join(options.fixtures, file), 'utf8'))
      const tandemPage = await openBenchPage(browser)
      const vformPage = await openBenchPage(browser)
      try {
        await open(tandemPage.page, tandemAdapter, `${server.origin}/contract/web/playground.html`)
        await render(tandemPage.page, tandemAdapter, json)
        const formWidth = Math.round(await tandemPage.page.evaluate(() => document.querySelector('.tfr-form')?.getBoundingClientRect().width ?? 0))
        const tandem = await boxesOf(tandemPage.page, '.tfr-form')
        await open(vformPage.page, vform3Adapter, `${server.origin}/vform3/`)
        // VForm's page gives the form the width Tandem's playground gives it
        await vformPage.page.addStyleTag({ content: `#app{width:${formWidth}px}` })
        await render(vformPage.page, vform3Adapter, json)
        const vform = await boxesOf(vformPage.page, '.render-form')
        const result = compare(file, formWidth, vform, tandem)
        results.push(result)
        console.log(`${file}: ${result.matched ?? '–'} of ${result.vform} VForm fields match (Tandem shows ${result.tandem}) at ${formWidth} px; misses: ${missText(result)}`)
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
        results.push({ ...compare(file, 0, [], []), error: reason })
        console.log(`${file}: not measured: ${reason}`)
      } finally {
        await closeBenchPage(tandemPage)
        await closeBenchPage(vformPage)
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
  const machine = formatMachine(describeMachine(chromium, loadAtStart))
  console.log(machine)
  if (!options.write) return
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  writeDocsSection(DOCS_FILE, 'form-fidelity', report(results, machine))
}

await main()
