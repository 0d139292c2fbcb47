import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../db/client.js'
import { DatabaseUnreachableError, waitForDatabase } from './index.js'

describe('waitForDatabase', () => {
  it('retries an unreachable database, logging each try, then gives up with a message', async () => {
    const tries: unknown[] = []
    const log = pino({ level: 'warn' }, { write: (line: string) => tries.push(JSON.parse(line)) })
    // Port 9 (discard) refuses connections at once.
    const database = openDatabase({ url: 'postgres://postgres@127.0.0.1:9/none' })
    try {
      const started = Date.now()
      const failure = await waitForDatabase(database, 2, log).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(DatabaseUnreachableError)
      expect((failure as Error).message).toContain('DATABASE_CONNECT_TIMEOUT_SECONDS')
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
      expect(tries.length).toBeGreaterThanOrEqual(2)
      expect(tries[0]).toMatchObject({ attempt: 1, msg: 'database unreachable, retrying' })
    } finally {
      await database.close()
    }
  })
})
