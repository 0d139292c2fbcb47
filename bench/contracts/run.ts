import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { currentLoad, machineBusyMs, writeDocsSection } from '../lib/index.ts'
import { DEFAULT_CONNECTIONS, drive, type LoadResult } from './load.ts'
import { prepareDatabase, type Target } from './prepare.ts'
import { startServer } from './server.ts'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const USAGE = `npm run bench:contracts -w bench -- [options]
  --pg URL          PostgreSQL server (default postgres://postgres@127.0.0.1:5432/); the benchmark uses its database tandem_bench
  --seconds N       seconds measured per case, after a 3 s warm-up (default 20)
  --connections N   connections autocannon shares the rate among (default ${DEFAULT_CONNECTIONS}); each second opens
                    with this many requests at once
  --skip-pglite     PostgreSQL only
  --no-write        print only; leave docs/benchmarks.md alone`

const { values: options } = parseArgs({
  options: {
    pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: String(DEFAULT_CONNECTIONS) },
    'skip-pglite': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
const SERVER_URL = options.pg
const DATABASE = 'tandem_bench'
const RATE = 200
const SECONDS = Number(options.seconds)
if (!(SECONDS > 0)) throw new Error('--seconds must be a positive number')
const CONNECTIONS = Number(options.connections)
if (!Number.isInteger(CONNECTIONS) || CONNECTIONS < 1 || CONNECTIONS > RATE) throw new Error(`--connections must be a whole number from 1 to ${RATE}`)
const TARGET_P99_MS = 50
const LIST = '/contracttandem/api/ContractSealed/GetContractList'

interface Case {
  name: string
  query: string
}

interface CaseResult {
  name: string
  result: LoadResult
  /** Server process CPU time per request, ms. */
  cpu: number
  /** CPU time of the whole machine (server, database, autocannon, the rest) per request, ms. */
  machineCpu: number
  /** 1-minute load average right after the case. */
  load: number
  sample: string
}

const baseCases: Case[] = [
  { name: 'first page', query: 'pageIndex=1&pageSize=20' },
  { name: 'deep page, offset (page 500)', query: 'pageIndex=500&pageSize=20' },
  { name: 'keyword 物业服务', query: `keyword=${encodeURIComponent('物业服务')}&pageSize=20` },
  { name: 'keyword 租赁 (two characters)', query: `keyword=${encodeURIComponent('租赁')}&pageSize=20` },
  {
    name: 'filtered and sorted',
    query:
      'bizType=1&contractType=service&status=executing&signDateFrom=2022-01-01&signDateTo=2024-12-31&amountMin=100000&sealed=false&sortField=amount&sortOrder=desc&pageSize=20',
  },
]

const log = (line: string) => console.log(`[bench:contracts] ${line}`)

async function ensureDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE])
    if (exists.rowCount === 0) await client.query(`create database ${DATABASE}`)
  } finally {
    await client.end()
  }
  const url = new URL(SERVER_URL)
  url.pathname = `/${DATABASE}`
  return url.href
}

async function serverVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: SERVER_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version')
    return rows[0].server_version.split(' ')[0]
  } finally {
    await client.end()
  }
}

/** A cursor half a million rows deep, taken from one (slow) offset request. */
async function deepCursor(baseUrl: string, cookie: string, depth: number): Promise<Case> {
  const response = await fetch(`${baseUrl}${LIST}?pageIndex=${depth / 20}&pageSize=20`, { headers: { cookie } })
  const body = (await response.json()) as { data: { nextCursor: string } }
  return { name: `deep page, cursor (after ${depth.toLocaleString('en')} rows)`, query: `cursor=${body.data.nextCursor}&pageSize=20` }
}

async function measure(label: string, target: Target, rows: number, env: Record<string, string>, port: number) {
  log(`migrating and seeding ${target.kind} (server start)`)
  await (await startServer(env, port)).stop()
  const cookie = await prepareDatabase(target, rows, log)
  log(`starting the server on ${label}`)
  const server = await startServer(env, port)
  try {
    const cases = [...baseCases.slice(0, 2), await deepCursor(server.baseUrl, cookie, Math.min(500_000, rows / 2)), ...baseCases.slice(2)]
    const results: CaseResult[] = []
    for (const item of cases) {
      const url = `${server.baseUrl}${LIST}?${item.query}`
      const sample = (await (await fetch(url, { headers: { cookie } })).json()) as { data: { total: number; totalExact: boolean } }
      await drive(url, cookie, RATE, 3, CONNECTIONS)
      const cpuBefore = server.cpuMs()
      const machineBefore = machineBusyMs()
      const result = await drive(url, cookie, RATE, SECONDS, CONNECTIONS)
      const cpu = (server.cpuMs() - cpuBefore) / Math.max(1, result.requests)
      const machineCpu = (machineBusyMs() - machineBefore) / Math.max(1, result.requests)
      const load = currentLoad()
      log(`${label} | ${item.name}: ${result.throughput} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (autocannon-weighted ${result.p99Weighted} ms), failures ${result.failures}, server CPU ${cpu.toFixed(1)} ms/request, machine CPU ${machineCpu.toFixed(1)} ms/request, load ${load}`)
      results.push({ name: item.name, result, cpu, machineCpu, load, sample: `${sample.data.total.toLocaleString('en')}${sample.data.totalExact ? '' : ' (est.)'}` })
    }
    return results
  } finally {
    await server.stop()
  }
}

const loadAtStart = currentLoad()
log('building the server')
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: repo, stdio: 'inherit' })

const pgUrl = await ensureDatabase()
const sections: string[] = []
const pgVersion = await serverVersion()
const pgResults = await measure('PostgreSQL, 1,000,000 contracts', { kind: 'postgres', url: pgUrl }, 1_000_000, { DATABASE_URL: pgUrl, DATA_DIR: path.join(tmpdir(), 'tandem-bench-files') }, 8091)
sections.push(table(`PostgreSQL ${pgVersion}, 1,000,000 contracts`, pgResults, true))
if (!options['skip-pglite']) {
  const dataDir = path.join(tmpdir(), 'tandem-bench-pglite')
  mkdirSync(dataDir, { recursive: true })
  const pgliteResults = await measure('PGlite, 100,000 contracts', { kind: 'pglite', dir: path.join(dataDir, 'pglite') }, 100_000, { DATA_DIR: dataDir }, 8092)
  sections.push(table('PGlite, 100,000 contracts', pgliteResults, false))
}

function table(title: string, results: CaseResult[], withTarget: boolean): string {
  const head = `| case | matches | req/s | p50 ms | p99 ms | p99 ms, autocannon-weighted | failures | server CPU ms/req | machine CPU ms/req | load after |${withTarget ? ' p99 < 50 ms |' : ''}`
  const rule = `|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|${withTarget ? '---|' : ''}`
  const rows = results.map(({ name, result, cpu, machineCpu, load, sample }) => {
    const cells = [name, sample, result.throughput, result.p50, result.p99, result.p99Weighted, result.failures, cpu.toFixed(1), machineCpu.toFixed(1), load]
    if (withTarget) cells.push(result.p99 < TARGET_P99_MS && result.failures === 0 ? 'yes' : '**no**')
    return `| ${cells.join(' | ')} |`
  })
  return [`### ${title}`, '', head, rule, ...rows].join('\n')
}

const loadAtEnd = currentLoad()
const machine = `${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM; Node ${process.version}; load average ${loadAtStart} at start, ${loadAtEnd} at end`
log(`load average ${loadAtStart} at start, ${loadAtEnd} at end`)
if (options['no-write']) process.exit(0)
writeDocsSection(
  path.join(repo, 'docs/benchmarks.md'),
  'contracts',
  `## Contract list API

Recorded by \`npm run bench:contracts -w bench\` on ${new Date().toISOString().slice(0, 10)}; ${machine}.

GetContractList signed in as admin (sees every row), driven by autocannon from a separate
process at a fixed ${RATE} requests/s (${CONNECTIONS} connections, ${SECONDS} s after a 3 s warm-up) against the
compiled server (autocannon runs in the benchmark's process, the server in its own). autocannon's
rate is a budget per second and connection: each connection sends its ${RATE / CONNECTIONS} requests of a second
back to back from the start of that second, so every second opens with ${CONNECTIONS} requests at once.
p50 and p99 are percentiles of the answered requests' own latencies (from the request's write to
its answer). autocannon's own figure, kept in the column "autocannon-weighted", applies a
coordinated-omission correction whose expected interval is ceil(1 / rate) = 1 ms where
1000 / rate = ${1000 / (RATE / CONNECTIONS)} ms was meant: each answer of T ms is recorded together with T - 1 invented
ones, so slow answers count as often as they took milliseconds (with the
${1000 / (RATE / CONNECTIONS)} ms interval the correction would add nothing to answers faster than that). Records: the
development seed plus contracts (bizType 1, no attachments) generated inside the database by
bench/contracts/bulkSeed.ts from the seed's vocabularies. "matches" is the answer's total (est. =
the planner's estimate, answered when it expects more than 10,000 matches). Target against
PostgreSQL: p99 under ${TARGET_P99_MS} ms for every case. "server CPU ms/req": CPU time of the server
process (Node; with PGlite also the database) per request answered; "machine CPU ms/req": CPU time
of the whole machine (server, PostgreSQL, autocannon and anything else) per request; "load after": the 1-minute
load average when the case ended (other work on the machine shows there).

${sections.join('\n\n')}
`,
)
log('recorded in docs/benchmarks.md')
