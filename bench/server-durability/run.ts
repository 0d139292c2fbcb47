import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts'
import { contracts, sealAudits, users } from '../../apps/server/src/db/schema/index.ts'
import { SessionStore } from '../../apps/server/src/plugins/session.ts'
import { spawnServer, waitReady } from './serverProcess.ts'

// Durability under kill -9: mixed writes (seal/unseal, uploads) from several workers, the server
// killed at a random moment, restarted, and every acknowledged write looked for. On PGlite a second
// server on the same DATA_DIR is started while the first runs, and must be refused.
// Usage: tsx bench/server-durability/run.ts [--rounds N] [--postgres URL]

const args = process.argv.slice(2)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const ROUNDS = Number(option('--rounds') ?? 5)
const WORKERS = 6
const PORT = 18_480
const API = '/contracttandem/api'

type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string }

function envOf(target: Target): Record<string, string> {
  // The upload rate limit would otherwise cap the writes at 30 a minute.
  const common = { DATA_DIR: target.dataDir, UPLOAD_RATE_PER_MINUTE: '10000' }
  return target.kind === 'pglite' ? common : { ...common, DATABASE_URL: target.url }
}

function openTarget(target: Target): Database {
  return target.kind === 'pglite' ? openDatabase({ pgliteDir: path.join(target.dataDir, 'pglite') }) : openDatabase({ url: target.url })
}

interface Acknowledged {
  uploads: Map<string, string>
  /** audit rows acknowledged per contract */
  sealOps: Map<number, number>
}

async function worker(baseUrl: string, cookie: string, ids: number[], ack: Acknowledged, stop: { now: boolean }): Promise<void> {
  while (!stop.now) {
    try {
      if (Math.random() < 0.5) {
        const id = ids[Math.floor(Math.random() * ids.length)]
        const operateType = Math.random() < 0.5 ? 1 : 2
        const response = await fetch(`${baseUrl}${API}/ContractSealed/ContractSealed/${operateType}?reason=bench`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify([id]),
        })
        if (response.ok) ack.sealOps.set(id, (ack.sealOps.get(id) ?? 0) + 1)
      } else {
        // Text, as the .txt name says (binary bytes would be refused as not matching it).
        const bytes = Buffer.from(randomBytes(2_000 + Math.floor(Math.random() * 50_000)).toString('base64'))
        const form = new FormData()
        form.append('file', new Blob([bytes]), 'data.bin.txt')
        const response = await fetch(`${baseUrl}${API}/File/Upload`, { method: 'POST', headers: { cookie }, body: form })
        if (response.ok) ack.uploads.set(((await response.json()) as { data: { id: string } }).data.id, createHash('sha256').update(bytes).digest('hex'))
      }
    } catch {
      // killed mid-request: not acknowledged
    }
  }
}

async function runTarget(target: Target) {
  console.log(`\n== ${target.kind} ==`)
  let server = spawnServer(envOf(target), PORT)
  await waitReady(server)
  server.child.kill('SIGTERM')
  await server.exited

  const database = openTarget(target)
  const [lisi] = await database.db.select({ id: users.id, departmentId: users.departmentId }).from(users).where(eq(users.account, 'lisi'))
  const token = await new SessionStore(database.db, 24 * 60).create(lisi.id)
  const ids = (await database.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.departmentId, lisi.departmentId)).limit(20)).map((r) => r.id)
  const auditsBefore = new Map<number, number>()
  for (const id of ids) auditsBefore.set(id, await database.db.$count(sealAudits, eq(sealAudits.contractId, id)))
  await database.close()
  const cookie = `tandem_sid=${token}`
  const ack: Acknowledged = { uploads: new Map(), sealOps: new Map() }
  let refusals = 0
  let secondServers = 0
  let requests = 0

  for (let round = 1; round <= ROUNDS; round++) {
    server = spawnServer(envOf(target), PORT)
    await waitReady(server)
    if (target.kind === 'pglite') {
      secondServers++
      const second = spawnServer(envOf(target), PORT + 1)
      const code = await second.exited
      if (code !== 0 && /is in use by process \d+/.test(second.output())) refusals++
      else console.log(`second server NOT refused (exit ${code}): ${second.output().slice(-500)}`)
    }
    const stop = { now: false }
    const before = ack.uploads.size + [...ack.sealOps.values()].reduce((a, b) => a + b, 0)
    const workers = Array.from({ length: WORKERS }, () => worker(server.baseUrl, cookie, ids, ack, stop))
    await new Promise((resolve) => setTimeout(resolve, 4_000 + Math.random() * 6_000))
    server.child.kill('SIGKILL')
    await server.exited
    stop.now = true
    await Promise.all(workers)
    const after = ack.uploads.size + [...ack.sealOps.values()].reduce((a, b) => a + b, 0)
    requests += after - before
    console.log(`round ${round}: ${after - before} acknowledged writes, then kill -9`)
  }

  // Restart once more: the server must come up on what the kills left, and sweep leftovers.
  server = spawnServer(envOf(target), PORT)
  await waitReady(server)
  let lostUploads = 0
  for (const [id, sha] of ack.uploads) {
    const response = await fetch(`${server.baseUrl}${API}/File/Download/${id}`, { headers: { cookie } })
    const body = Buffer.from(await response.arrayBuffer())
    if (!response.ok || createHash('sha256').update(body).digest('hex') !== sha) lostUploads++
  }
  server.child.kill('SIGTERM')
  await server.exited

  const check = openTarget(target)
  let lostSeals = 0
  let inconsistent = 0
  for (const id of ids) {
    const audits = await check.db.$count(sealAudits, eq(sealAudits.contractId, id))
    if (audits - (auditsBefore.get(id) ?? 0) < (ack.sealOps.get(id) ?? 0)) lostSeals++
    const [last] = await check.db.select({ to: sealAudits.toState }).from(sealAudits).where(eq(sealAudits.contractId, id)).orderBy(sql`${sealAudits.createdAt} desc, ${sealAudits.id} desc`).limit(1)
    const [row] = await check.db.select({ sealed: contracts.sealed }).from(contracts).where(and(eq(contracts.id, id)))
    if (last && (last.to === 'sealed') !== row.sealed) inconsistent++
  }
  await check.close()
  const summary = {
    target: target.kind,
    rounds: ROUNDS,
    acknowledgedUploads: ack.uploads.size,
    acknowledgedSealOps: [...ack.sealOps.values()].reduce((a, b) => a + b, 0),
    lostUploads,
    contractsWithLostSealOps: lostSeals,
    contractsWithStateNotMatchingLastAudit: inconsistent,
    secondServerRefused: `${refusals}/${secondServers}`,
    acknowledgedWritesPerRound: Math.round(requests / ROUNDS),
  }
  console.log(JSON.stringify(summary, null, 2))
  return summary
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tandem-durability-'))
try {
  await runTarget({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite-run') })
  const postgres = option('--postgres')
  if (postgres) {
    const name = `tandem_durability_${Date.now()}`
    const admin = new pg.Client({ connectionString: postgres })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(postgres)
    url.pathname = `/${name}`
    try {
      await runTarget({ kind: 'postgres', url: url.href, dataDir: path.join(dataDir, 'pg-run') })
    } finally {
      const cleanup = new pg.Client({ connectionString: postgres })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
