import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ConfigError } from '../config.js'

const SYSTEM_TREES = ['/proc', '/sys', '/dev']

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function isDirectoryOrMissing(dir: string): boolean {
  try {
    return statSync(dir).isDirectory()
  } catch {
    return true
  }
}

/**
 * Makes sure DATA_DIR is a directory this process can write to, creating it when missing. Any
 * problem stops the start at once with a ConfigError naming DATA_DIR (a file in its place, no
 * permission, a read-only or pseudo file system), instead of a stack trace from deep in the database.
 */
export function prepareDataDir(dir: string): void {
  const fail = (detail: string) => new ConfigError('DATA_DIR', `(${dir}) cannot be used: ${detail}`)
  if (SYSTEM_TREES.some((tree) => dir === tree || dir.startsWith(`${tree}/`))) {
    throw fail('it lies in a system pseudo file system')
  }
  if (!isDirectoryOrMissing(dir)) throw fail('it is not a directory')
  try {
    mkdirSync(dir, { recursive: true })
  } catch (error) {
    throw fail(`it cannot be created (${reasonOf(error)})`)
  }
  if (!statSync(dir).isDirectory()) throw fail('it is not a directory')
  const probe = path.join(dir, `.write-probe-${randomUUID()}`)
  try {
    writeFileSync(probe, 'probe', { flag: 'wx' })
  } catch (error) {
    throw fail(`it is not writable (${reasonOf(error)})`)
  } finally {
    rmSync(probe, { force: true })
  }
}
