// Throughput of the contract list and of form saves through nginx with 1, 2 and 3 servers on one
// PostgreSQL, what the database does per request, and latency during a rolling restart under
// 50 requests/s (deploy/cluster, docs/deployment.md). Needs `npm run build`, nginx, PostgreSQL
// (DATABASE_URL) and Redis. Writes bench/results/cluster.json and its section of docs/benchmarks.md.
import { writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import type { Browser } from 'playwright-core'
import pg from 'pg'
import { startCluster, type Cluster } from '../../deploy/cluster/cluster.ts'
import { quantile, startLoad, type WriteTarget } from '../../deploy/cluster/rollingLoad.ts'
import { currentLoad, describeMachine, formatMachine, launchChromium, machineBusyMs, writeDocsSection } from '../lib/index.ts'

const SECONDS = Number(process.env.BENCH_SECONDS || 15)
const CONCURRENCY = 12
const RESTART_RUNS = Number(process.env.BENCH_RESTART_RUNS || 2)
const base = Number(process.env.CLUSTER_BASE_PORT || 24080)
const FORM_API = '/contracttandem/api/Form'
const LIST_PATH = '/contracttandem/api/ContractSealed/GetContractList?bizType=1&pageSize=20'
// pg_stat_database reaches other backends' counts only after they flush them: at most 10 s after going idle (PostgreSQL 15).
const STATS_FLUSH_MS = 11_000

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 })

function call(cluster: Cluster, cookie: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: () => unknown }> {
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, cluster.proxyUrl), { method, agent, headers: { cookie, origin: cluster.proxyUrl, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) } }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: incoming.statusCode ?? 0, json: () => JSON.parse(text) })
      })
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}

/** Signs in through the IdP's form in the browser and answers the session's cookie header. */
async function signIn(browser: Browser, cluster: Cluster, account: string, password: string): Promise<string> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${cluster.proxyUrl}/contract/web/`)
    await page.locator('input[name="username"]').fill(account)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: '登录' }).click()
    await page.waitForURL((url) => url.origin === cluster.proxyUrl && url.pathname.startsWith('/contract/web/'))
    return (await context.cookies(cluster.proxyUrl)).map(({ name, value }) => `${name}=${value}`).join('; ')
  } finally {
    await context.close()
  }
}

interface DatabaseCounts {
  transactions: number
  rowsRead: number
  rowsWritten: number
  blocks: number
}

async function databaseCounts(admin: pg.Client, name: string): Promise<DatabaseCounts> {
  await admin.query('select pg_stat_clear_snapshot()')
  const { rows } = await admin.query<Record<string, string>>(
    `select xact_commit + xact_rollback as transactions, tup_returned + tup_fetched as rows_read,
            tup_inserted + tup_updated + tup_deleted as rows_written, blks_hit + blks_read as blocks
     from pg_stat_database where datname = $1`,
    [name],
  )
  return { transactions: Number(rows[0].transactions), rowsRead: Number(rows[0].rows_read), rowsWritten: Number(rows[0].rows_written), blocks: Number(rows[0].blocks) }
}

interface Case {
  servers: number
  kind: 'contract list' | 'form save'
  requestsPerSecond: number
  p50: number
  p99: number
  failures: number
  transactionsPerRequest: number
  rowsReadPerRequest: number
  rowsWrittenPerRequest: number
  blocksPerRequest: number
  serverCpuMsPerRequest: number
  machineCpuMsPerRequest: number
  load: number
}

/** `CONCURRENCY` clients each sending their next request as soon as the last is answered, for SECONDS. */
async function closedLoop(one: (client: number) => Promise<boolean>): Promise<{ done: number; failures: number; latencies: number[]; seconds: number }> {
  const latencies: number[] = []
  let failures = 0
  const started = performance.now()
  const until = started + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, client) => {
      while (performance.now() < until) {
        const sent = performance.now()
        if (await one(client).catch(() => false)) latencies.push(performance.now() - sent)
        else failures++
      }
    }),
  )
  return { done: latencies.length, failures, latencies, seconds: (performance.now() - started) / 1000 }
}

/** Runs one case; `before` are the database's counts now (flushed), and the counts after it are answered for the next case. */
async function measure(
  cluster: Cluster,
  stats: { admin: pg.Client; database: string; before: DatabaseCounts },
  servers: number,
  kind: Case['kind'],
  one: (client: number) => Promise<boolean>,
): Promise<{ result: Case; after: DatabaseCounts }> {
  const { admin, database, before } = stats
  const cpuBefore = cluster.serverCpuMs()
  const machineBefore = machineBusyMs()
  const run = await closedLoop(one)
  const machineMs = machineBusyMs() - machineBefore
  const cpuMs = cluster.serverCpuMs() - cpuBefore
  const load = currentLoad()
  await delay(STATS_FLUSH_MS)
  const after = await databaseCounts(admin, database)
  // The statistics are read through a connection to another database, so they count only the servers' work.
  const per = (field: keyof DatabaseCounts) => Math.round(((after[field] - before[field]) / run.done) * 10) / 10
  const result: Case = {
    servers,
    kind,
    requestsPerSecond: Math.round(run.done / run.seconds),
    p50: Math.round(quantile(run.latencies, 0.5) * 10) / 10,
    p99: Math.round(quantile(run.latencies, 0.99) * 10) / 10,
    failures: run.failures,
    transactionsPerRequest: per('transactions'),
    rowsReadPerRequest: per('rowsRead'),
    rowsWrittenPerRequest: per('rowsWritten'),
    blocksPerRequest: per('blocks'),
    serverCpuMsPerRequest: Math.round((cpuMs / run.done) * 10) / 10,
    machineCpuMsPerRequest: Math.round((machineMs / run.done) * 10) / 10,
    load,
  }
  console.log(JSON.stringify(result))
  return { result, after }
}

interface RestartRun {
  requests: number
  saves: number
  failed: number
  lost: number
  p50: number
  p99: number
  max: number
  seconds: number
}

async function rollingRestart(cluster: Cluster, cookie: string, targets: WriteTarget[], run: number): Promise<RestartRun> {
  const load = startLoad({ baseUrl: cluster.proxyUrl, cookie, ratePerSecond: 50, targets, tag: `bench-${run}-${Date.now()}`, formData: (note) => ({ note }) })
  const started = performance.now()
  for (const port of cluster.serverPorts) await cluster.restart(port)
  const seconds = Math.round((performance.now() - started) / 100) / 10
  const result = await load.stop()
  let lost = 0
  for (const target of targets) {
    const acknowledged = result.acknowledged.get(target.contractId)!
    const answer = await call(cluster, cookie, 'GET', `${FORM_API}/Record/${target.contractId}/History`)
    const notes = new Set((answer.json() as { data: Array<{ data: { note?: string } }> }).data.map((entry) => entry.data.note))
    lost += acknowledged.filter(({ note }) => !notes.has(note)).length
  }
  const figures = {
    requests: result.requests,
    saves: result.writes,
    failed: result.failed.length,
    lost,
    p50: Math.round(quantile(result.latencies, 0.5) * 10) / 10,
    p99: Math.round(quantile(result.latencies, 0.99) * 10) / 10,
    max: Math.round(quantile(result.latencies, 1)),
    seconds,
  }
  console.log(JSON.stringify(figures))
  return figures
}

async function main() {
  const loadAtStart = currentLoad()
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const cluster = await startCluster({
    proxyPort: base,
    idpPort: base + 1,
    serverPorts: [base + 11, base + 12, base + 13],
    adminDatabaseUrl: adminUrl,
    redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/5',
    loginRatePerMinute: 1000,
  })
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    const database = new URL(cluster.databaseUrl).pathname.slice(1)
    const browser = await launchChromium()
    const chromiumVersion = browser.version()
    const adminCookie = await signIn(browser, cluster, 'admin', 'admin123')
    const cookie = await signIn(browser, cluster, 'zhangsan', 'zhangsan123')
    await browser.close()

    const json = { formConfig: { labelWidth: 100 }, widgetList: [{ id: 'note', type: 'input', formItemFlag: true, options: { name: 'note', label: '登记说明' } }] }
    const created = (await call(cluster, adminCookie, 'POST', `${FORM_API}/Forms`, { code: `bench-${Date.now()}`, name: '压测登记', json })).json() as { data: { id: number; revision: number } }
    await call(cluster, adminCookie, 'POST', `${FORM_API}/Forms/${created.data.id}/Publish`, { revision: created.data.revision })
    await call(cluster, adminCookie, 'PUT', `${FORM_API}/Bindings/1`, { formId: created.data.id })

    const list = (await call(cluster, cookie, 'GET', `${LIST_PATH.replace('pageSize=20', 'pageSize=100')}&sealed=false`)).json() as { data: { list: Array<{ id: number; department: string; sealed: boolean }> } }
    const targets: WriteTarget[] = []
    for (const row of list.data.list.filter((candidate) => candidate.department === '采购部' && !candidate.sealed).slice(0, CONCURRENCY)) {
      const recordForm = (await call(cluster, cookie, 'GET', `${FORM_API}/Record/${row.id}`)).json() as { data: { current: { versionId: number }; saved: { revision: number } | null } }
      targets.push({ contractId: row.id, versionId: recordForm.data.current.versionId, revision: recordForm.data.saved?.revision ?? 0 })
    }
    if (targets.length < CONCURRENCY) throw new Error(`zhangsan sees only ${targets.length} editable contracts`)

    const cases: Case[] = []
    await delay(STATS_FLUSH_MS)
    const stats = { admin, database, before: await databaseCounts(admin, database) }
    const record = ({ result, after }: { result: Case; after: DatabaseCounts }) => {
      cases.push(result)
      stats.before = after
    }
    for (const servers of [1, 2, 3]) {
      await cluster.serveFrom(cluster.serverPorts.slice(0, servers))
      record(await measure(cluster, stats, servers, 'contract list', async () => (await call(cluster, cookie, 'GET', LIST_PATH)).status === 200))
      record(
        await measure(cluster, stats, servers, 'form save', async (client) => {
          const target = targets[client]
          const answer = await call(cluster, cookie, 'PUT', `${FORM_API}/Record/${target.contractId}`, { versionId: target.versionId, revision: target.revision, data: { note: `save ${target.revision}` } })
          if (answer.status !== 200) return false
          target.revision = (answer.json() as { data: { revision: number } }).data.revision
          return true
        }),
      )
    }
    await cluster.serveFrom(cluster.serverPorts)
    const restarts: RestartRun[] = []
    for (let run = 0; run < RESTART_RUNS; run++) restarts.push(await rollingRestart(cluster, cookie, targets, run))

    const machine = describeMachine(chromiumVersion, loadAtStart)
    writeFileSync(new URL('../results/cluster.json', import.meta.url), `${JSON.stringify({ machine, cases, restarts }, null, 2)}\n`)
    writeDocsSection(new URL('../../docs/benchmarks.md', import.meta.url).pathname, 'cluster', report(formatMachine(machine), cases, restarts))
  } finally {
    await admin.end()
    await cluster.stop()
    agent.destroy()
  }
}

function report(machine: string, cases: Case[], restarts: RestartRun[]): string {
  const rows = cases.map(
    (c) =>
      `| ${c.kind} | ${c.servers} | ${c.requestsPerSecond} | ${c.p50} | ${c.p99} | ${c.failures} | ${c.transactionsPerRequest} | ${c.rowsReadPerRequest} | ${c.rowsWrittenPerRequest} | ${c.blocksPerRequest} | ${c.serverCpuMsPerRequest} | ${c.machineCpuMsPerRequest} | ${c.load} |`,
  )
  const restartRows = restarts.map((r, i) => `| ${i + 1} | ${r.requests} | ${r.saves} | ${r.failed} | ${r.lost} | ${r.p50} | ${r.p99} | ${r.max} | ${r.seconds} |`)
  return [
    '## Several servers behind nginx (`npm run bench:cluster -w bench`)',
    '',
    machine,
    '',
    `The deployment of docs/deployment.md on this one machine (deploy/cluster/cluster.ts): nginx with deploy/nginx.conf's upstream settings, the built servers (production mode, S3 storage on s3rver, rate limits in Redis) on one scratch PostgreSQL database with the development seed. ${CONCURRENCY} clients in the benchmark's own process each send their next request as soon as the last is answered (keep-alive), for ${SECONDS} s per case; "servers" is how many nginx sends to (the others keep running, marked down). Contract list: GetContractList page 1 of 20 as zhangsan. Form save: each client saves the form data of its own contract (a one-field form), naming the revision it last got. Per request, from pg_stat_database of the scratch database: transactions (each statement outside a transaction counts as one), rows read (returned + fetched), rows written, buffer blocks touched. CPU ms/request: the servers' processes, and the whole machine (servers, PostgreSQL, nginx, the clients, and other people's work). The machine is shared by several engineers: the load average beside each case shows how much else ran, and the figures move with it.`,
    '',
    '| case | servers | req/s | p50 ms | p99 ms | failures | DB transactions/req | rows read/req | rows written/req | blocks/req | server CPU ms/req | machine CPU ms/req | load |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    'Rolling restart under 50 requests/s (half of them form saves, the rest the list and form reads; each request on a new connection), the three servers upgraded one at a time as docs/deployment.md describes for open-source nginx (marked down and reloaded, SIGTERM, started again, back in once `/readyz` answers). "lost": confirmed saves missing from the record\'s history afterwards.',
    '',
    '| run | requests | saves | failed | lost | p50 ms | p99 ms | max ms | restart s |',
    '|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...restartRows,
  ].join('\n')
}

await main()
