import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'
import { ConfigError } from '../config.js'

export const LOCK_FILE = 'tandem.lock'

interface LockHolder {
  pid: number
  host: string
  since: string
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') return { pid: parsed.pid, host: parsed.host, since: String(parsed.since) }
  } catch {
    // unreadable or half written: treated as no holder below
  }
  return undefined
}

/** A holder that is certainly gone: a dead process on this host, or this very process id (a restarted container). */
function isStale(holder: LockHolder | undefined): boolean {
  if (!holder) return true
  if (holder.host !== hostname()) return false
  return holder.pid === process.pid || !isAlive(holder.pid)
}

export interface DataDirLock {
  release(): void
}

/**
 * Takes the exclusive lock of an embedded database directory: `<dir>/tandem.lock`, created
 * exclusively and naming this process. While another live process holds it the start is refused
 * with a ConfigError naming the holder; a lock left by a killed process is taken over. The lock
 * lasts until this process exits (so also through the shutdown grace of a restart).
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = path.join(dir, LOCK_FILE)
  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number
    try {
      fd = openSync(file, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = readHolder(file)
      if (!isStale(holder)) {
        throw new ConfigError(
          'DATA_DIR',
          `(${dir}) is in use by process ${holder!.pid} on host ${holder!.host} since ${holder!.since}; ` +
            `two servers must not share one embedded database (remove ${file} only if that process is gone)`,
        )
      }
      rmSync(file, { force: true })
      continue
    }
    writeSync(fd, JSON.stringify(me))
    closeSync(fd)
    const release = () => {
      if (readHolder(file)?.pid === me.pid) rmSync(file, { force: true })
    }
    process.once('exit', release)
    return {
      release: () => {
        process.removeListener('exit', release)
        release()
      },
    }
  }
  throw new ConfigError('DATA_DIR', `(${dir}): the lock ${file} could not be taken`)
}
