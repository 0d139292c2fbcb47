// `npm run test:cluster`: three built servers (apps/server/dist) on one PostgreSQL database and one
// Redis behind nginx configured as deploy/nginx.conf is; checks the sign-in limit counted across
// them and a rolling restart under 50 GET requests per second with no failed request. Needs
// `npm run build`, nginx on PATH, PostgreSQL (DATABASE_URL, default the local test server) and
// Redis (REDIS_URL, default 127.0.0.1:6379). Exits non-zero on a failed check.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { createScratchDatabase } from '../scripts/lib/database.mjs'

const repo = path.resolve(import.meta.dirname, '..')
const main = path.join(repo, 'apps/server/dist/main.js')
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0'
const LOGIN_LIMIT = 6
const LOAD_INTERVAL_MS = 20

if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`)
if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed (apt-get install nginx-light)')

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const work = mkdtempSync(path.join(tmpdir(), 'tandem-cluster-'))
let database
const servers = new Map()
let nginx
const failures = []
const check = (ok, message) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`)
  if (!ok) failures.push(message)
}

async function startServer(port) {
  const child = spawn(process.execPath, [main], {
    cwd: repo,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(work, `data-${port}`),
      LOG_LEVEL: 'fatal', DATABASE_URL: database.url, REDIS_URL: redisUrl, LOGIN_RATE_PER_MINUTE: String(LOGIN_LIMIT), TRUST_PROXY: 'true',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  servers.set(port, { child, exited })
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await delay(200)) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`)
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) return
  }
  throw new Error(`server on ${port} did not become ready`)
}

async function stopServer(port) {
  const { child, exited } = servers.get(port)
  child.kill('SIGTERM')
  return exited
}

async function run() {
  database = await createScratchDatabase(adminUrl, 'tandem_cluster')
  const ports = [await freePort(), await freePort(), await freePort()]
  for (const port of ports) await startServer(port)

  // The example configuration with this run's servers and paths.
  const proxyPort = await freePort()
  const site = readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server 10\.0\.0\.\d+:8080 (.*)$/gm, '')
    .replace('keepalive 32;', `${ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n    ')}\n    keepalive 32;`)
    .replace('listen 80;', `listen 127.0.0.1:${proxyPort};`)
  writeFileSync(path.join(work, 'nginx.conf'), `pid ${work}/nginx.pid;\nerror_log ${work}/nginx-error.log;\ndaemon off;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${work}/body;\n  proxy_temp_path ${work}/proxy;\n${site}\n}\n`)
  nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf')], { stdio: 'inherit' })
  const base = `http://127.0.0.1:${proxyPort}`
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await delay(100)) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break
  }

  // Sign-in starts from one address, spread round-robin: counted together.
  const client = `10.${process.pid % 250}.7.9`
  const codes = []
  for (let i = 0; i < LOGIN_LIMIT + 3; i++) {
    codes.push((await fetch(`${base}/contracttandem/api/Authentication/Login`, { redirect: 'manual', headers: { 'x-forwarded-for': client } })).status)
  }
  check(codes.slice(0, LOGIN_LIMIT).every((code) => code !== 429) && codes.slice(LOGIN_LIMIT).every((code) => code === 429),
    `sign-in limit ${LOGIN_LIMIT} counted across three servers: ${codes.join(',')}`)

  // Rolling restart under load.
  let loading = true
  const statuses = {}
  const latencies = []
  const pending = new Set()
  const load = (async () => {
    while (loading) {
      const started = Date.now()
      const request = fetch(`${base}/contracttandem/api/Authentication/GetUserInfo`)
        .then((r) => { statuses[r.status] = (statuses[r.status] ?? 0) + 1 }, (error) => { statuses[String(error.cause?.code ?? error)] = (statuses[String(error.cause?.code ?? error)] ?? 0) + 1 })
        .finally(() => { latencies.push(Date.now() - started); pending.delete(request) })
      pending.add(request)
      await delay(LOAD_INTERVAL_MS)
    }
  })()
  await delay(2_000)
  for (const port of ports) {
    const started = Date.now()
    check((await stopServer(port)) === 0, `server on ${port} exited 0 after SIGTERM`)
    await startServer(port)
    console.log(`     restarted ${port} in ${Date.now() - started} ms`)
    await delay(1_000)
  }
  await delay(2_000)
  loading = false
  await load
  await Promise.all(pending)
  latencies.sort((a, b) => a - b)
  const total = latencies.length
  const failed = total - (statuses[401] ?? 0)
  console.log(`     ${total} requests, statuses ${JSON.stringify(statuses)}, p50 ${latencies[Math.floor(total * 0.5)]} ms, p99 ${latencies[Math.floor(total * 0.99)]} ms, max ${latencies.at(-1)} ms`)
  check(failed === 0 && total > 0, `rolling restart of three servers under ${1000 / LOAD_INTERVAL_MS} GET/s: ${failed} failed requests`)
}

try {
  await run()
} finally {
  nginx?.kill('SIGTERM')
  for (const { child, exited } of servers.values()) {
    if (child.exitCode === null) child.kill('SIGKILL')
    await exited
  }
  await database?.drop().catch((error) => console.error(String(error)))
  rmSync(work, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`${failures.length} cluster check(s) failed`)
  process.exit(1)
}
