import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { openDatabase, type Database } from '../db/client.js'
import { users } from '../db/schema/index.js'
import { SESSION_COOKIE, SessionStore } from '../plugins/session.js'
import { adminQuery, databaseUrlWithName, randomDatabaseName } from './database.js'

const main = fileURLToPath(new URL('../main.ts', import.meta.url))
const serverRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface ServerProcess {
  baseUrl: string
  child: ChildProcess
  /** stdout and stderr so far */
  output(): string
  exited: Promise<number | null>
  /** a `cookie` header value of a session created before the start */
  cookie: string
  /** its DATA_DIR, a fresh temporary directory */
  dataDir: string
  /** kills it if still running, then removes its data dir and its PostgreSQL database */
  dispose(): Promise<void>
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** A copy of the seeded test template the process will use, with a session for `account` in it. */
async function prepareDatabase(dataDir: string, account: string) {
  const template = inject('databaseTemplate')
  let database: Database
  let env: Record<string, string> = {}
  let dispose = async () => {}
  if (template.kind === 'pglite') {
    const dump = new Blob([await readFile(template.file)])
    const client = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: dump, extensions: { pg_trgm } })
    await client.waitReady
    database = openDatabase({ pglite: client })
    // The test process may name a PostgreSQL server for the other project; this server uses PGlite.
    env = { DATABASE_URL: '' }
  } else {
    const name = randomDatabaseName('tandem_process')
    await adminQuery(template.url, `CREATE DATABASE ${name} TEMPLATE ${new URL(template.url).pathname.slice(1)}`)
    const url = databaseUrlWithName(template.url, name)
    database = openDatabase({ url })
    env = { DATABASE_URL: url }
    dispose = () => adminQuery(template.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  }
  try {
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.account, account))
    const token = await new SessionStore(database.db, 60).create(user.id)
    return { env, dispose, cookie: `${SESSION_COOKIE}=${token}` }
  } finally {
    await database.close()
  }
}

/**
 * The real server (main.ts under tsx, its own process) on a copy of the seeded test database and
 * a fresh data dir, listening on a free loopback port; resolves once /readyz answers.
 */
export async function startServerProcess(env: Record<string, string> = {}, account = 'zhangsan'): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tandem-process-'))
  const prepared = await prepareDatabase(dataDir, account)
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', main], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...prepared.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const dispose = async () => {
    if (child.exitCode === null) child.kill('SIGKILL')
    await exited
    await prepared.dispose()
    await rm(dataDir, { recursive: true, force: true })
  }
  const server = { baseUrl: `http://127.0.0.1:${port}`, child, output: () => text, exited, cookie: prepared.cookie, dataDir, dispose }
  for (const deadline = Date.now() + 120_000; ; ) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}: ${text.slice(-2000)}`)
    const ready = await fetch(`${server.baseUrl}/readyz`).then((response) => response.ok, () => false)
    if (ready) return server
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become ready: ${text.slice(-2000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
