import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../apps/server/src/db/client.ts'
import { users } from '../../apps/server/src/db/schema/index.ts'
import { SessionStore } from '../../apps/server/src/plugins/session.ts'
import { sendRawUpload, unclosedFilePart, UPLOAD_PATH, type Framing } from '../../apps/server/src/security/rawUploads.ts'
import { currentLoad, writeDocsSection } from '../lib/index.ts'
import { spawnServer, waitReady, type ServerProcess } from '../server-durability/serverProcess.ts'
import { sampleProcess, type ProcessSample } from './processSample.ts'

// Soak: mixed traffic (lists, look-ups, uploads and downloads, 1 % malformed uploads) against the
// real server on loopback for a long while, sampling its RSS, open descriptors and spooled temp
// files; they must stay flat. Usage: tsx bench/soak/run.ts [--minutes 30] [--sample-seconds 30]
// [--workers 2] [--no-docs]

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const MINUTES = Number(option('--minutes') ?? 30)
const SAMPLE_SECONDS = Number(option('--sample-seconds') ?? 30)
const WORKERS = Number(option('--workers') ?? 2)
const MALFORMED_SHARE = 0.01
const FRAMINGS: Framing[] = ['length', 'chunked', 'stalled']
const PORT = 18_490
const API = '/contracttandem/api'
const here = path.dirname(fileURLToPath(import.meta.url))

interface Tally {
  requests: number
  byKind: Map<string, number>
  /** answers outside what each kind of request may get, and connection errors */
  failures: Map<string, number>
  malformedAnswers: Map<string, number>
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)

/** One well-formed request picked by weight; answers below 500 count as served. */
async function wellFormed(baseUrl: string, cookie: string, uploaded: string[], tally: Tally): Promise<void> {
  const pick = Math.random()
  const headers = { cookie }
  let kind: string
  let response: Response
  if (pick < 0.4) {
    kind = 'contract list'
    response = await fetch(`${baseUrl}${API}/ContractSealed/GetContractList?pageSize=20&pageIndex=${1 + Math.floor(Math.random() * 5)}`, { headers })
  } else if (pick < 0.65) {
    kind = 'user look-up'
    response = await fetch(`${baseUrl}${API}/Dict/Users?keyword=${encodeURIComponent('张')}`, { headers })
  } else if (pick < 0.85) {
    kind = 'upload'
    const form = new FormData()
    form.append('file', new Blob([`soak ${Date.now()} `.repeat(1 + Math.floor(Math.random() * 2_000))]), 'soak.txt')
    response = await fetch(`${baseUrl}${UPLOAD_PATH}`, { method: 'POST', headers, body: form })
    if (response.ok) uploaded.push(((await response.clone().json()) as { data: { id: string } }).data.id)
  } else {
    kind = 'download'
    const id = uploaded[Math.floor(Math.random() * uploaded.length)] ?? 'none'
    response = await fetch(`${baseUrl}${API}/File/Download/${id}`, { headers })
  }
  await response.arrayBuffer()
  count(tally.byKind, kind)
  if (response.status >= 500) count(tally.failures, `${kind} ${response.status}`)
}

async function worker(server: ServerProcess, cookie: string, uploaded: string[], tally: Tally, until: number, pending: Promise<unknown>[]) {
  let malformed = 0
  while (Date.now() < until) {
    tally.requests++
    if (Math.random() < MALFORMED_SHARE) {
      // A file part without its closing boundary: cut (exact length), chunked, or stalled.
      const framing = FRAMINGS[malformed++ % FRAMINGS.length]
      count(tally.byKind, `malformed ${framing}`)
      // A stalled upload waits for the server's idle limit: it runs beside the traffic.
      const answered = sendRawUpload(server.baseUrl, cookie, unclosedFilePart, framing)
      pending.push(answered.then(({ status }) => count(tally.malformedAnswers, `${framing} ${status}`)))
      continue
    }
    try {
      await wellFormed(server.baseUrl, cookie, uploaded, tally)
    } catch (error) {
      count(tally.failures, `connection ${(error as { cause?: { code?: string } }).cause?.code ?? String(error)}`)
    }
  }
}

async function sessionCookie(dataDir: string): Promise<string> {
  const database = openDatabase({ pgliteDir: path.join(dataDir, 'pglite') })
  try {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.account, 'zhangsan'))
    return `tandem_sid=${await new SessionStore(database.db, 24 * 60).create(user.id)}`
  } finally {
    await database.close()
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tandem-soak-'))
const env = { DATA_DIR: dataDir, UPLOAD_RATE_PER_MINUTE: '10000', LOG_LEVEL: 'error' }
const spoolDir = path.join(dataDir, 'tmp', 'uploads')
const loadAtStart = currentLoad()
try {
  // The first start migrates and seeds; the session is made while no server holds the data dir.
  let server = spawnServer(env, PORT)
  await waitReady(server)
  server.child.kill('SIGTERM')
  await server.exited
  const cookie = await sessionCookie(dataDir)
  server = spawnServer(env, PORT)
  await waitReady(server)
  const pid = server.child.pid!

  const tally: Tally = { requests: 0, byKind: new Map(), failures: new Map(), malformedAnswers: new Map() }
  const samples: ProcessSample[] = []
  const started = Date.now()
  const until = started + MINUTES * 60_000
  const pending: Promise<unknown>[] = []
  const uploaded: string[] = []
  const sample = async () => {
    const at = Math.round((Date.now() - started) / 1000)
    const row = await sampleProcess(pid, spoolDir, at)
    samples.push(row)
    console.log(`${String(at).padStart(5)} s  RSS ${row.rssMb} MB  fds ${row.openFds}  temp files ${row.tempFiles}  requests ${tally.requests}`)
  }
  await sample()
  const sampler = setInterval(() => void sample(), SAMPLE_SECONDS * 1000)
  await Promise.all(Array.from({ length: WORKERS }, () => worker(server, cookie, uploaded, tally, until, pending)))
  clearInterval(sampler)
  await Promise.all(pending)
  // After the traffic, once the last stalled upload was given up.
  await sample()
  const alive = server.child.exitCode === null && (await fetch(`${server.baseUrl}/readyz`)).ok
  server.child.kill('SIGTERM')
  await server.exited

  const result = {
    date: new Date().toISOString(),
    minutes: MINUTES,
    workers: WORKERS,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    load: { start: loadAtStart, end: currentLoad() },
    requests: tally.requests,
    byKind: Object.fromEntries(tally.byKind),
    failures: Object.fromEntries(tally.failures),
    malformedAnswers: Object.fromEntries(tally.malformedAnswers),
    aliveAtEnd: alive,
    samples,
  }
  writeFileSync(path.join(here, '../results/soak.json'), `${JSON.stringify(result, null, 2)}\n`)
  if (!args.includes('--no-docs')) writeDocsSection(path.join(here, '../../docs/benchmarks.md'), 'soak', docsSection(result))
  console.log(JSON.stringify({ ...result, samples: undefined }, null, 2))
  if (!alive || tally.failures.size > 0) process.exitCode = 1
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

function docsSection(result: {
  date: string
  minutes: number
  workers: number
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string }
  load: { start: number; end: number }
  requests: number
  byKind: Record<string, number>
  failures: Record<string, number>
  malformedAnswers: Record<string, number>
  aliveAtEnd: boolean
  samples: ProcessSample[]
}): string {
  const { machine, load, samples } = result
  // At most about 16 rows: every n-th sample plus the last.
  const step = Math.max(1, Math.ceil(samples.length / 16))
  const shown = samples.filter((_, index) => index % step === 0 || index === samples.length - 1)
  const rows = shown.map((row) => `| ${row.atSeconds} | ${row.rssMb} | ${row.openFds} | ${row.tempFiles} |`)
  const list = (record: Record<string, number>) =>
    Object.entries(record)
      .sort()
      .map(([key, value]) => `${key} ${value}`)
      .join(', ') || 'none'
  return [
    '## Soak: mixed traffic with malformed uploads (`npm run bench:soak -w bench`)',
    '',
    `${result.date.slice(0, 16).replace('T', ' ')} UTC; ${result.minutes} min, ${result.workers} workers back to back against the server from source`,
    `(tsx, PGlite, loopback). ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB RAM, Node ${machine.node}; load average`,
    `${load.start} at start, ${load.end} at end (other work shares the machine). 1 % of the requests are malformed`,
    'uploads (a file part without its closing boundary, the same sent chunked, a stalled upload given up',
    'after 30 s), the rest contract lists (40 %), user look-ups (25 %), uploads (20 %) and downloads (15 %).',
    '',
    `Requests: ${result.requests} (${list(result.byKind)}).`,
    `Malformed uploads answered: ${list(result.malformedAnswers)}.`,
    `5xx answers and connection errors: ${list(result.failures)}. Server alive and ready at the end: ${result.aliveAtEnd ? 'yes' : 'NO'}.`,
    '',
    '| seconds | RSS (MB) | open descriptors | temp files in tmp/uploads |',
    '| ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    'The last row is taken after the traffic stopped and the last stalled upload was given up.',
  ].join('\n')
}
