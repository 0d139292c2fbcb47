import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { freePort } from './test/freePort.js'

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url))

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

describe('sso-dev main', () => {
  it('stops with exit code 1 and names the variable when the configuration is invalid', async () => {
    const run = startMain({ SSO_PORT: 'eighty' })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('SSO_PORT')
  })

  it('serves until SIGTERM and then exits cleanly', async () => {
    const port = await freePort()
    const run = startMain({ SSO_PORT: String(port) })
    await expect.poll(run.output, { timeout: 15_000 }).toContain(`http://localhost:${port}`)
    const discovery = await fetch(`http://localhost:${port}/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })
})
