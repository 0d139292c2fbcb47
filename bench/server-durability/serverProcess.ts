import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const main = path.join(repo, 'apps/server/src/main.ts')

export interface ServerProcess {
  baseUrl: string
  child: ChildProcess
  /** stderr and stdout so far */
  output(): string
  exited: Promise<number | null>
}

/** Starts the server from source (tsx) with `env`; `ready` waits until /readyz answers. */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', main], {
    cwd: repo,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { baseUrl: `http://127.0.0.1:${port}`, child, output: () => text, exited }
}

export async function waitReady(server: ServerProcess, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited with code ${server.child.exitCode}: ${server.output().slice(-2000)}`)
    try {
      if ((await fetch(`${server.baseUrl}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready')
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}
