import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createFormDataValidator } from '@tandem/form-core'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { buildApp, type App } from '../../apps/server/src/app.ts'
import { loadConfig } from '../../apps/server/src/config.ts'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { contracts, users } from '../../apps/server/src/db/schema/index.ts'
import { seed } from '../../apps/server/src/db/seed/index.ts'
import { openStorage } from '../../apps/server/src/storage/index.ts'
import { currentLoad, median, percentile, writeDocsSection } from '../lib/index.ts'
import { subFormForm, wideForm } from './generateForms.ts'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const USAGE = `npm run bench:forms -w bench -- [options]
  --pg URL        PostgreSQL server (default postgres://postgres@127.0.0.1:5432/); the benchmark recreates its database tandem_bench_forms
  --requests N    measured requests per case, after 10 warm-up requests (default 200)
  --no-write      print only; leave docs/benchmarks.md alone`

const { values: options } = parseArgs({
  options: {
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/' },
    requests: { type: 'string', default: '200' },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
const REQUESTS = Number(options.requests)
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) throw new Error('--requests must be a positive whole number')
const WARMUP = 10
const TARGET_P99_MS = 50
const DATABASE = 'tandem_bench_forms'
const FORM_API = '/contracttandem/api/Form'

async function recreateDatabase(serverUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: new URL('postgres', serverUrl).toString() })
  await client.connect()
  await client.query(`drop database if exists ${DATABASE} with (force)`)
  await client.query(`create database ${DATABASE}`)
  await client.end()
  return new URL(DATABASE, serverUrl).toString()
}

interface Timing {
  p50: number
  p99: number
  max: number
}

async function timed(count: number, run: (index: number) => Promise<void>): Promise<Timing> {
  for (let index = 0; index < WARMUP; index++) await run(index)
  const samples: number[] = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    await run(WARMUP + index)
    samples.push(performance.now() - started)
  }
  return { p50: median(samples), p99: percentile(samples, 99), max: Math.max(...samples) }
}

async function call(app: App, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) })
  if (response.statusCode >= 400 && response.statusCode !== 422) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`)
  return response
}

/** Publishes `json` as a form bound to `bizType` and returns the record to fill with its version id. */
async function bound(app: App, cookie: string, code: string, json: object, bizType: number) {
  const created = (await call(app, cookie, 'POST', `${FORM_API}/Forms`, { code, name: code, json })).json().data
  await call(app, cookie, 'POST', `${FORM_API}/Forms/${created.id}/Publish`, { revision: created.revision })
  await call(app, cookie, 'PUT', `${FORM_API}/Bindings/${bizType}`, { formId: created.id })
  const [record] = await app.db.select({ id: contracts.id }).from(contracts).where(and(eq(contracts.bizType, bizType as 1 | 2 | 3 | 4), eq(contracts.sealed, false))).limit(1)
  const answer = (await call(app, cookie, 'GET', `${FORM_API}/Record/${record.id}`)).json().data
  // The seed may have filled the record already (with another form): saves continue from its revision.
  return { contractId: record.id, versionId: answer.current.versionId as number, revision: (answer.saved?.revision ?? 0) as number }
}

interface CaseResult {
  name: string
  payloadKb: number
  validate: Timing
  save: Timing
  refuse: Timing
  open: Timing
}

async function measureCase(app: App, cookie: string, name: string, form: { json: object; data: Record<string, unknown> }, bizType: number, broken: Record<string, unknown>): Promise<CaseResult> {
  const target = await bound(app, cookie, `bench-${bizType}`, form.json, bizType)
  const url = `${FORM_API}/Record/${target.contractId}`
  let revision = target.revision
  // As the server does: the version loaded once, its validator kept.
  const validator = createFormDataValidator(form.json)
  const validate = await timed(REQUESTS, async () => {
    await validator.validate(form.data, { locale: 'zh-CN' })
  })
  const save = await timed(REQUESTS, async () => {
    const response = await call(app, cookie, 'PUT', url, { versionId: target.versionId, revision, data: form.data })
    if (response.statusCode !== 200) throw new Error(`save refused: ${response.body.slice(0, 300)}`)
    revision = response.json().data.revision
  })
  const refuse = await timed(REQUESTS, async () => {
    const response = await call(app, cookie, 'PUT', url, { versionId: target.versionId, revision, data: { ...form.data, ...broken } })
    if (response.statusCode !== 422) throw new Error(`expected 422, got ${response.statusCode}`)
  })
  const open = await timed(REQUESTS, async () => {
    await call(app, cookie, 'GET', url)
  })
  return { name, payloadKb: Math.round(JSON.stringify(form.data).length / 1024), validate, save, refuse, open }
}

const ms = (value: number) => `${value.toFixed(1)} ms`

function report(results: CaseResult[], machine: string, busy: boolean): string {
  const rows = results.flatMap((result) => [
    `| ${result.name} (${result.payloadKb} KB) | form-core validation in process | ${ms(result.validate.p50)} | ${ms(result.validate.p99)} | |`,
    `|  | PUT Record (validate + save + history) | ${ms(result.save.p50)} | ${ms(result.save.p99)} | ${result.save.p99 < TARGET_P99_MS ? 'met' : 'missed'} |`,
    `|  | PUT Record refused (422, one bad field) | ${ms(result.refuse.p50)} | ${ms(result.refuse.p99)} | ${result.refuse.p99 < TARGET_P99_MS ? 'met' : 'missed'} |`,
    `|  | GET Record (open 扩展信息: form, data, draft) | ${ms(result.open.p50)} | ${ms(result.open.p99)} | |`,
  ])
  return [
    '## Form library: server-side validation and save',
    '',
    '`npm run bench:forms -w bench` (bench/form-library): the whole app built in process on PostgreSQL',
    `(a fresh, seeded database), requests through Fastify's \`inject()\` one after the other, ${REQUESTS} measured`,
    `per case after ${WARMUP} warm-up requests; p99 is the nearest-rank percentile. Target: p99 < ${TARGET_P99_MS} ms per request.`,
    '',
    `Machine: ${machine}.`,
    ...(busy ? ['', 'The load average was above the core count during the run: requests waited for a CPU, so these figures are slower than on an idle machine.'] : []),
    '',
    '| form | request | p50 | p99 | p99 < 50 ms |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

async function main() {
  const url = await recreateDatabase(options.pg)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tandem-bench-forms-'))
  const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' })
  const database = openDatabase({ url })
  await database.migrate()
  const { storage, close } = await openStorage(config.files.storage)
  const seeding = Date.now()
  await seed(database.db, storage)
  await close()
  console.log(`seeded in ${Math.round((Date.now() - seeding) / 1000)} s`)
  const app = buildApp(config, { database })
  await app.ready()
  try {
    const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'))
    const cookie = `tandem_sid=${await app.sessions.create(admin.id)}`
    const loadBefore = currentLoad()
    const wide = wideForm(2000)
    const rows = subFormForm(1000)
    const results = [
      await measureCase(app, cookie, '2,000 fields', wide, 2, { f1: 1.234 }),
      await measureCase(app, cookie, 'sub-form 1,000 rows x 5', rows, 4, { lines: [...(rows.data.lines as object[]).slice(1), { item: '', qty: 0, price: 1, due: 'x', unit: 1 }] }),
    ]
    const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, load ${loadBefore.toFixed(2)} → ${currentLoad().toFixed(2)}`
    const text = report(results, machine, Math.max(loadBefore, currentLoad()) > cpus().length)
    console.log(text)
    mkdirSync(path.join(repo, 'bench/results'), { recursive: true })
    if (!options['no-write']) {
      writeFileSync(path.join(repo, 'bench/results/form-library.json'), `${JSON.stringify({ machine, requests: REQUESTS, results }, null, 2)}\n`)
      writeDocsSection(path.join(repo, 'docs/benchmarks.md'), 'form-library', text)
    }
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
