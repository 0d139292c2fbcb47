import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AdapterEnv, AdapterTarget, RendererAdapter } from './types.ts'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const PLAYGROUND_PATH = '/contract/web/playground.html'
const SERVER_START_LIMIT_MS = 15 * 60_000

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'manual' })
    return response.status < 500
  } catch {
    return false
  }
}

class TandemServer {
  #child: ChildProcess | null = null

  /** Runs `npm start` in the repository and waits until `probeUrl` answers. */
  async start(probeUrl: string, env: AdapterEnv): Promise<string | null> {
    const logFile = join(tmpdir(), `tandem-bench-server-${process.pid}.log`)
    const out = openSync(logFile, 'w')
    env.log(`starting the Tandem server (npm start), log in ${logFile}`)
    const child = spawn('npm', ['start'], { cwd: REPO_ROOT, detached: true, stdio: ['ignore', out, out] })
    this.#child = child
    const deadline = Date.now() + SERVER_START_LIMIT_MS
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        const tail = readFileSync(logFile, 'utf8').trim().split('\n').slice(-3).join(' | ')
        return `npm start exited with code ${child.exitCode}: ${tail}`
      }
      if (await answers(probeUrl)) return null
      await new Promise((done) => setTimeout(done, 2000))
    }
    return `the server did not answer at ${probeUrl} within ${SERVER_START_LIMIT_MS / 60_000} min`
  }

  async stop(): Promise<void> {
    const child = this.#child
    this.#child = null
    if (!child?.pid || child.exitCode !== null) return
    const exited = new Promise((done) => child.once('exit', done))
    process.kill(-child.pid, 'SIGINT')
    const stopped = await Promise.race([exited.then(() => true), new Promise((done) => setTimeout(() => done(false), 15_000))])
    if (!stopped) process.kill(-child.pid, 'SIGKILL')
  }
}

const server = new TandemServer()

async function prepare(env: AdapterEnv): Promise<AdapterTarget> {
  const url = `${env.baseUrl}${PLAYGROUND_PATH}`
  const probe = `${env.baseUrl}/contract/web/`
  if (await answers(probe)) return { url }
  if (!env.startServer) {
    return { unavailable: `no server answers at ${probe} (run npm start, or pass --start-server or --base-url)` }
  }
  const failure = await server.start(probe, env)
  return failure === null ? { url } : { unavailable: failure }
}

/**
 * Tandem's renderer (packages/form-render on React + antd) as served by the SPA's public form
 * playground. The page exposes window.__formPlayground = { setFormJson(json), setFormData(data) },
 * both returning a promise resolved after paint, and marks every widget's outermost element with
 * data-widget-type / data-widget-name.
 */
export const tandemAdapter: RendererAdapter = {
  id: 'tandem',
  name: 'Tandem',
  label: 'Tandem form-render (React + antd)',
  mounts: [],
  prepare,
  readyExpression: "typeof window.__formPlayground?.setFormJson === 'function'",
  renderSource: `async (json, formData) => {
    const playground = window.__formPlayground
    await playground.setFormJson(json)
    if (formData && Object.keys(formData).length > 0) await playground.setFormData(formData)
  }`,
  unsupportedWidgetTypes: [],
  textInputSelector: '[data-widget-type="input"] input',
  // Rows out of view are not mounted: count them in the form data.
  subForm: {
    addRowButtonSelector: '.tfr-sub-form-header button',
    rowCountExpression: 'window.__formPlayground.getFormData().then((data) => Object.values(data).find(Array.isArray).length)',
  },
  dispose: () => server.stop(),
}
