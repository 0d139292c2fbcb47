import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { root } from './run.mjs'

const services = [
  { name: 'sso-dev', main: 'apps/sso-dev/dist/main.js' },
  { name: 'server', main: 'apps/server/dist/main.js' },
]

/**
 * The addresses the two services answer on for a given environment (same defaults as their own
 * configuration: PORT 8080, SSO_PORT 8081).
 * @param {NodeJS.ProcessEnv} env
 */
export function serviceUrls(env) {
  const port = env.PORT || '8080'
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '')
  const issuer = (env.SSO_ISSUER || `http://localhost:${env.SSO_PORT || '8081'}`).replace(/\/+$/, '')
  return {
    ports: { server: Number(port), idp: Number(env.SSO_PORT || '8081') },
    web: `${publicUrl}/contract/web/`,
    issuer,
    serverReady: `http://127.0.0.1:${port}/readyz`,
    issuerReady: `${issuer}/.well-known/openid-configuration`,
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.ok
  } catch {
    return false
  }
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, () => probe.close(() => resolve(true)))
  })
}

/**
 * Starts the built IdP and server as child processes, each in its own process group so that a
 * terminal's Ctrl-C reaches them once, through stop(). Refuses to start when a port is taken:
 * readiness checks would otherwise talk to whatever holds it.
 * @param {{ env: NodeJS.ProcessEnv, graceMs?: number }} options
 */
export async function startServices({ env, graceMs = 15_000 }) {
  const urls = serviceUrls(env)
  for (const [name, port] of Object.entries(urls.ports)) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${name}) is already in use by another process`)
  }
  const children = services.map(({ name, main }) => {
    const child = spawn(process.execPath, [path.join(root, main)], { cwd: root, env, stdio: 'inherit', detached: true })
    const exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => resolve({ name, code, signal }))
      child.on('error', (error) => resolve({ name, code: null, signal: null, error }))
    })
    return { name, child, exited }
  })
  const firstExit = Promise.race(children.map((c) => c.exited))
  let stopping = false

  return {
    urls,
    /** Resolves with the first child that exits. */
    firstExit,

    /** Resolves when the IdP discovery and the server's /readyz answer 200; rejects on timeout. */
    async ready(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs
      let early
      void firstExit.then((exit) => (early = exit))
      while (Date.now() < deadline) {
        if (early) throw new Error(`${early.name} exited before it was ready (${describeExit(early)})`)
        if ((await answers(urls.issuerReady)) && (await answers(urls.serverReady))) return
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      throw new Error(`services not ready after ${timeoutMs / 1000}s (${urls.issuerReady}, ${urls.serverReady})`)
    },

    /**
     * Sends the signal to every running child, kills those still running after the grace period,
     * and resolves with how each one ended.
     * @param {NodeJS.Signals} [signal]
     */
    async stop(signal = 'SIGTERM') {
      if (!stopping) {
        stopping = true
        for (const { child } of children) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal)
        }
      }
      const timer = setTimeout(() => {
        for (const { child } of children) {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
        }
      }, graceMs)
      const results = await Promise.all(children.map((c) => c.exited))
      clearTimeout(timer)
      return results
    },
  }
}

/** "exit code 1" or "signal SIGKILL" for a child's end. */
export function describeExit({ code, signal, error }) {
  if (error) return error.message
  return signal ? `signal ${signal}` : `exit code ${code}`
}
