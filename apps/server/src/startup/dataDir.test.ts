import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../config.js'
import { LOCK_FILE, lockDataDir, prepareDataDir } from './index.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'tandem-data-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function refusal(step: () => unknown): ConfigError {
  try {
    step()
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('prepareDataDir', () => {
  it('creates a missing directory and leaves no probe behind', () => {
    const dir = path.join(root, 'a', 'b')
    prepareDataDir(dir)
    expect(existsSync(dir)).toBe(true)
    expect(spawnSync('ls', ['-A', dir]).stdout.toString()).toBe('')
  })

  it('stops with a message naming DATA_DIR for a file, a path under a file and a pseudo file system', () => {
    const file = path.join(root, 'file')
    writeFileSync(file, 'x')
    for (const dir of [file, path.join(file, 'below'), '/proc/tandem-data', '/sys']) {
      const error = refusal(() => prepareDataDir(dir))
      expect(error.variable).toBe('DATA_DIR')
      expect(error.message).toContain(dir)
    }
  })
})

describe('lockDataDir', () => {
  it('names this process in the lock and frees the directory on release', () => {
    const lock = lockDataDir(root)
    expect(JSON.parse(readFileSync(path.join(root, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() })
    lock.release()
    expect(existsSync(path.join(root, LOCK_FILE))).toBe(false)
  })

  it('refuses while another live process holds the lock', () => {
    const other = process.ppid
    writeFileSync(path.join(root, LOCK_FILE), JSON.stringify({ pid: other, host: hostname(), since: 'then' }))
    expect(refusal(() => lockDataDir(root)).message).toContain(`process ${other}`)
  })

  it('takes over the lock of a killed process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim()
    writeFileSync(path.join(root, LOCK_FILE), JSON.stringify({ pid: Number(dead), host: hostname(), since: 'then' }))
    const lock = lockDataDir(root)
    expect(JSON.parse(readFileSync(path.join(root, LOCK_FILE), 'utf8')).pid).toBe(process.pid)
    lock.release()
  })
})
