import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
import { currentLoad, describeMachine, formatMachine, launchChromium, startStaticServer, writeDocsSection } from '../lib/index.ts'
import type { MachineInfo } from '../lib/index.ts'
import { tandemAdapter, vform3Adapter } from './adapters/index.ts'
import type { AdapterEnv, RendererAdapter } from './adapters/index.ts'
import { BUNDLE_RESULTS_FILE, bundleLines, measureRendererBundle, writeBundleResults, type BundleSizes } from './bundle.ts'
import { FORM_CASES } from './cases.ts'
import { DEFAULT_LIMITS, FLOOR_MOUNT, PageUnavailableError, emptyMeasurement, measureKeystrokeFloor, runCase } from './measure/index.ts'
import type { CaseMeasurement, FormCase, KeystrokeFloor, Limits } from './measure/index.ts'
import { renderConsoleLine, renderReport } from './report.ts'

const ADAPTERS: readonly RendererAdapter[] = [vform3Adapter, tandemAdapter]
const DOCS_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url))
const RESULTS_DIR = fileURLToPath(new URL('../results/', import.meta.url))
/** Where the SPA's files live under a Tandem server, and so under the bench's server with --dist. */
const SPA_PREFIX = '/contract/web/'

const USAGE = `npm run bench:form -w bench -- [options]
  --renderers vform3,tandem   renderers to run (default: all)
  --cases fields-100,...      cases to run (default: ${FORM_CASES.map((c) => c.id).join(',')})
  --base-url URL              where the Tandem server answers (default http://localhost:8080)
  --start-server              run npm start when nothing answers at --base-url
  --dist DIR                  serve this build of apps/web (npm run build) from the bench's own server
                              instead of asking --base-url (the playground needs no API)
  --render-timeout SECONDS    limit for one render (default ${DEFAULT_LIMITS.renderMs / 1000})
  --no-write                  print only; leave docs/benchmarks.md and bench/results alone
  --report-only               rewrite docs/benchmarks.md from bench/results/form-render.json, measure nothing`

function pick<T extends { id: string }>(all: readonly T[], list: string | undefined, what: string): T[] {
  if (list === undefined) return [...all]
  return list.split(',').map((id) => {
    const found = all.find((item) => item.id === id.trim())
    if (!found) throw new Error(`unknown ${what} "${id}"; known: ${all.map((item) => item.id).join(', ')}`)
    return found
  })
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      renderers: { type: 'string' },
      cases: { type: 'string' },
      'base-url': { type: 'string', default: 'http://localhost:8080' },
      'start-server': { type: 'boolean', default: false },
      dist: { type: 'string' },
      'render-timeout': { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      'report-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  const renderSeconds = values['render-timeout'] === undefined ? DEFAULT_LIMITS.renderMs / 1000 : Number(values['render-timeout'])
  if (!(renderSeconds > 0)) throw new Error('--render-timeout must be a positive number of seconds')
  const baseUrl = new URL(values['base-url']).origin
  const dist = values.dist === undefined ? null : resolve(values.dist)
  if (dist !== null && !existsSync(`${dist}/playground.html`)) throw new Error(`--dist ${dist} has no playground.html (build apps/web first)`)
  return {
    help: values.help,
    adapters: pick(ADAPTERS, values.renderers, 'renderer'),
    cases: pick(FORM_CASES, values.cases, 'case'),
    baseUrl,
    dist,
    startServer: values['start-server'],
    write: !values['no-write'],
    reportOnly: values['report-only'],
    limits: { ...DEFAULT_LIMITS, renderMs: renderSeconds * 1000 } satisfies Limits,
  }
}

const RESULTS_FILE = `${RESULTS_DIR}form-render.json`
const FLOOR_FILE = `${RESULTS_DIR}form-render-floor.json`

interface SavedRun {
  machine: MachineInfo
  results: CaseMeasurement[]
}

function readSaved<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined
}

/** The report of the saved results, with the floor and the bundle figures recorded beside them. */
function writeReport(run: SavedRun): void {
  const floor = readSaved<{ floor: KeystrokeFloor }>(FLOOR_FILE)?.floor
  const bundle = readSaved<BundleSizes>(BUNDLE_RESULTS_FILE)
  writeDocsSection(DOCS_FILE, 'form-render', renderReport({ ...run, floor, bundle, adapters: ADAPTERS, cases: FORM_CASES }))
}

/** All cases of one renderer; once its page proves unavailable the remaining cases are not tried. */
async function measureAdapter(
  browser: Browser,
  adapter: RendererAdapter,
  env: AdapterEnv,
  cases: readonly FormCase[],
  limits: Limits,
): Promise<CaseMeasurement[]> {
  const target = await adapter.prepare(env)
  let unavailable = 'unavailable' in target ? target.unavailable : null
  const results: CaseMeasurement[] = []
  for (const formCase of cases) {
    let result: CaseMeasurement | null = null
    if (unavailable === null && 'url' in target) {
      try {
        result = await runCase(browser, adapter, target.url, formCase, limits)
      } catch (error) {
        if (!(error instanceof PageUnavailableError)) throw error
        unavailable = error.message
      }
    }
    result ??= emptyMeasurement(formCase.id, adapter.id, 'not available', [unavailable ?? 'not run'])
    env.log(renderConsoleLine(adapter, formCase, result))
    results.push(result)
  }
  return results
}

async function main(): Promise<void> {
  const options = readOptions()
  if (options.help) return console.log(USAGE)
  if (options.reportOnly) {
    writeReport(JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as SavedRun)
    return console.log('rewrote docs/benchmarks.md from bench/results/form-render.json')
  }
  const log = (line: string) => console.log(line)
  const loadAtStart = currentLoad()
  const distMounts = options.dist === null ? [] : [{ prefix: SPA_PREFIX, dir: options.dist }]
  const server = await startStaticServer([FLOOR_MOUNT, ...distMounts, ...options.adapters.flatMap((adapter) => adapter.mounts)])
  const browser = await launchChromium()
  const baseUrl = options.dist === null ? options.baseUrl : server.origin
  const env: AdapterEnv = { benchOrigin: server.origin, baseUrl, startServer: options.startServer, log }
  const results: CaseMeasurement[] = []
  try {
    const floor = await measureKeystrokeFloor(browser, server.origin, options.limits)
    log(`floor   plain <input>  keyMedianMs=${floor.keyMedianMs.toFixed(1)} ms  keyP95Ms=${floor.keyP95Ms.toFixed(1)} ms  [harness floor of keystroke → paint]`)
    for (const adapter of options.adapters) {
      results.push(...(await measureAdapter(browser, adapter, env, options.cases, options.limits)))
    }
    // Tandem's bundle is built from source, so it needs no server and no browser.
    const bundle = options.adapters.includes(tandemAdapter) ? await measureRendererBundle() : null
    if (bundle) for (const line of bundleLines(bundle)) log(line)
    const machine = describeMachine(browser.version(), loadAtStart)
    log(formatMachine(machine))
    if (!options.write) return
    if (bundle) writeBundleResults(bundle)
    mkdirSync(RESULTS_DIR, { recursive: true })
    writeFileSync(RESULTS_FILE, `${JSON.stringify({ machine, results }, null, 2)}\n`)
    writeFileSync(FLOOR_FILE, `${JSON.stringify({ machine, floor }, null, 2)}\n`)
    writeReport({ machine, results })
    log(`wrote docs/benchmarks.md and bench/results/form-render.json, form-render-floor.json${bundle ? ', form-render-bundle.json' : ''}`)
  } finally {
    for (const adapter of options.adapters) await adapter.dispose()
    await browser.close()
    await server.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  console.error(USAGE)
  process.exitCode = 1
})
