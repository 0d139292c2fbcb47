import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CLOCK_TICK_MS } from '../lib/index.ts'

const repo = fileURLToPath(new URL('../..', import.meta.url))

export interface RunningServer {
  baseUrl: string
  /** CPU time (user + system) the server process has used so far, in ms (Linux /proc). */
  cpuMs(): number
  stop(): Promise<void>
}

function processCpuMs(pid: number): number {
  // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS
}

/** Starts the compiled server (apps/server/dist) with `env` and waits until /readyz answers. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repo, 'apps/server/dist/main.js')], {
    cwd: repo,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 600_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error('server did not become ready')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    baseUrl,
    cpuMs: () => processCpuMs(child.pid as number),
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
