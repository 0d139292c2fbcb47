import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.js'

const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 10_000

export class DatabaseUnreachableError extends Error {
  constructor(seconds: number, cause: unknown) {
    super(`The database could not be reached within ${seconds} s (DATABASE_CONNECT_TIMEOUT_SECONDS); giving up`, { cause })
    this.name = 'DatabaseUnreachableError'
  }
}

/**
 * Pings the database until it answers, waiting longer after each failed try (0.5 s doubling up
 * to 10 s) and logging each one; after `timeoutSeconds` it rejects with DatabaseUnreachableError.
 */
export async function waitForDatabase(database: Database, timeoutSeconds: number, log: FastifyBaseLogger): Promise<void> {
  const deadline = Date.now() + timeoutSeconds * 1000
  let delay = FIRST_DELAY_MS
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping()
      if (attempt > 1) log.info({ attempt }, 'database reachable')
      return
    } catch (error) {
      const remaining = deadline - Date.now()
      if (remaining <= 0) throw new DatabaseUnreachableError(timeoutSeconds, error)
      const wait = Math.min(delay, remaining)
      log.warn({ attempt, retryInMs: wait, err: error }, 'database unreachable, retrying')
      await new Promise((resolve) => setTimeout(resolve, wait))
      delay = Math.min(delay * 2, MAX_DELAY_MS)
    }
  }
}
