// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types; the declaration the server's storage tests use serves here too
/// <reference path="../../apps/server/src/test/s3rver.d.ts" />
// Several built servers (apps/server/dist) behind nginx configured as deploy/nginx.conf is, on one
// scratch PostgreSQL database, one Redis, s3rver for the files and the development IdP: the
// deployment of docs/deployment.md on one machine, for the cluster test and bench/cluster.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/lib/database.mjs'

const repo = path.resolve(import.meta.dirname, '../..')
const serverMain = path.join(repo, 'apps/server/dist/main.js')
const idpMain = path.join(repo, 'apps/sso-dev/dist/main.js')
const BUCKET = 'tandem-files'
const S3_KEY = 'S3RVER'

export interface ClusterOptions {
  /** The port nginx listens on (localhost); the servers' PUBLIC_URL. */
  proxyPort: number
  idpPort: number
  /** One port per server. */
  serverPorts: number[]
  /** PostgreSQL server to create the scratch database on (postgres:// URL, its database is not touched). */
  adminDatabaseUrl: string
  redisUrl: string
  loginRatePerMinute: number
  /** Passed to every server (LOG_LEVEL, SCRIPT_REPLAY_WORKERS, …). */
  serverEnv?: Record<string, string>
}

/** One request nginx passed on, from its access log. */
export interface ProxiedRequest {
  method: string
  uri: string
  status: number
  /** The servers (host:port) nginx tried, in order; more than one when it failed over. */
  upstreams: string[]
}

export interface Cluster {
  proxyUrl: string
  idpUrl: string
  databaseUrl: string
  serverPorts: number[]
  /** Every request nginx passed on so far. */
  proxied(): ProxiedRequest[]
  /**
   * Upgrades one server as docs/deployment.md describes for open-source nginx: marks it down and
   * reloads nginx (waiting until the old workers have finished their requests), sends SIGTERM and
   * waits for the exit, starts it again, waits for /readyz, and puts it back. Answers the exit code.
   */
  restart(port: number): Promise<number | null>
  /** Has nginx send requests to these servers only (the others stay running, marked down). */
  serveFrom(ports: number[]): Promise<void>
  /** CPU time the running servers' processes have used so far, in ms (Linux /proc). */
  serverCpuMs(): number
  stop(): Promise<void>
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}

async function waitFor(what: string, ready: () => Promise<boolean>, child: ChildProcess | undefined, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await delay(150)) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it was ready`)
    if (await ready()) return
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`)
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

interface Running {
  child: ChildProcess
  exited: Promise<number | null>
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited }
}

/** The worker processes of an nginx master (Linux /proc). */
function workersOf(masterPid: number): number[] {
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** CPU time (user and system) a process has used, in ms; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th, in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return 0
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  for (const file of [serverMain, idpMain, path.join(repo, 'apps/web/dist/index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`)
  }
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed (apt-get install nginx-light)')
  for (const port of [options.proxyPort, options.idpPort, ...options.serverPorts]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} is in use by another process`)
  }

  const work = mkdtempSync(path.join(tmpdir(), 'tandem-cluster-'))
  const proxyUrl = `http://localhost:${options.proxyPort}`
  const idpUrl = `http://localhost:${options.idpPort}`
  const servers = new Map<number, Running>()
  let idp: Running | undefined
  let nginx: Running | undefined
  let database: ScratchDatabase | undefined
  let s3: S3rver | undefined
  const down = new Set<number>()

  const stop = async () => {
    nginx?.child.kill('SIGQUIT')
    idp?.child.kill('SIGTERM')
    for (const server of servers.values()) server.child.kill('SIGTERM')
    await Promise.all([nginx?.exited, idp?.exited, ...[...servers.values()].map((server) => server.exited)])
    await s3?.close()
    await database?.drop().catch((error: unknown) => console.error(`dropping the scratch database: ${String(error)}`))
    rmSync(work, { recursive: true, force: true })
  }

  try {
    // The web app as built now, so a rebuild in the checkout while the cluster runs does not pull it away.
    cpSync(path.join(repo, 'apps/web/dist'), path.join(work, 'web'), { recursive: true })
    database = await createScratchDatabase(options.adminDatabaseUrl, 'tandem_cluster')
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3') })
    const s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`
    const s3Client = new S3Client({ endpoint: s3Endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY } })
    await s3Client.send(new CreateBucketCommand({ Bucket: BUCKET }))
    s3Client.destroy()

    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: proxyUrl,
      SSO_PORT: String(options.idpPort),
      SSO_ISSUER: idpUrl,
      OIDC_ISSUER: idpUrl,
    }
    idp = run(process.execPath, [idpMain], shared)
    await waitFor('the IdP', () => answers(`${idpUrl}/.well-known/openid-configuration`), idp.child, 30_000)

    const startServer = async (port: number) => {
      const server = run(process.execPath, [serverMain], {
        ...shared,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(work, `data-${port}`),
        DATABASE_URL: database!.url,
        WEB_DIST: path.join(work, 'web'),
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        REDIS_URL: options.redisUrl,
        LOGIN_RATE_PER_MINUTE: String(options.loginRatePerMinute),
        STORAGE: 's3',
        S3_ENDPOINT: s3Endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3_KEY,
        S3_SECRET_ACCESS_KEY: S3_KEY,
        S3_FORCE_PATH_STYLE: 'true',
        ...options.serverEnv,
      })
      servers.set(port, server)
      await waitFor(`the server on ${port}`, () => answers(`http://127.0.0.1:${port}/readyz`), server.child, 300_000)
    }
    // The first one migrates and seeds; the others then find nothing to do, and start together.
    const [first, ...others] = options.serverPorts
    await startServer(first)
    await Promise.all(others.map(startServer))

    // deploy/nginx.conf with this run's servers, address and paths, and a log of where each request went.
    const site = readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8').replace(`listen 80;`, `listen localhost:${options.proxyPort};`)
    const writeConfig = () => {
      const upstream = options.serverPorts
        .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=3s${down.has(port) ? ' down' : ''};`)
        .join('\n    ')
      writeFileSync(
        path.join(work, 'nginx.conf'),
        [
          `pid ${work}/nginx.pid;`,
          `error_log ${work}/nginx-error.log;`,
          'daemon off;',
          // Each proxied request holds two connections (browser side and server side); the default 512 is
          // reached when a slow moment piles requests up, and nginx then drops connections.
          'worker_rlimit_nofile 8192;',
          'events { worker_connections 4096; }',
          'http {',
          `  log_format cluster '$request_method $uri $status $upstream_addr';`,
          `  access_log ${work}/access.log cluster;`,
          `  client_body_temp_path ${work}/body;`,
          `  proxy_temp_path ${work}/proxy;`,
          site.replace(/^\s*server 10\.0\.0\.\d+:8080 .*\n/gm, '').replace('keepalive 32;', `${upstream}\n    keepalive 32;`),
          '}',
        ].join('\n'),
      )
    }
    writeConfig()
    nginx = run('nginx', ['-c', path.join(work, 'nginx.conf')], process.env)
    await waitFor('nginx', () => answers(`${proxyUrl}/readyz`), nginx.child, 10_000)

    const reload = async () => {
      writeConfig()
      const master = nginx!.child.pid!
      const before = workersOf(master)
      process.kill(master, 'SIGHUP')
      // The old workers finish their requests and leave; from then on only the new configuration routes.
      await waitFor('the nginx reload', async () => {
        const now = workersOf(master)
        return now.length > 0 && now.every((pid) => !before.includes(pid))
      }, nginx!.child, 30_000)
    }

    return {
      proxyUrl,
      idpUrl,
      databaseUrl: database.url,
      serverPorts: options.serverPorts,
      proxied: () =>
        readFileSync(path.join(work, 'access.log'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [method, uri, status, ...upstreams] = line.split(' ')
            return { method, uri, status: Number(status), upstreams: upstreams.join(' ').split(', ').filter((address) => address !== '-') }
          }),
      async restart(port) {
        down.add(port)
        await reload()
        const server = servers.get(port)!
        server.child.kill('SIGTERM')
        const code = await server.exited
        await startServer(port)
        down.delete(port)
        await reload()
        return code
      },
      async serveFrom(ports) {
        down.clear()
        for (const port of options.serverPorts) if (!ports.includes(port)) down.add(port)
        await reload()
      },
      serverCpuMs: () => [...servers.values()].reduce((sum, { child }) => sum + cpuMsOf(child.pid!), 0),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
