import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { test, type APIRequestContext } from '@playwright/test'
import { listedRecords, type ListedRecord } from './records.js'

// Two workers run specs side by side against one server: a record one spec changes (seals it,
// saves its form data, grants access to it, adds an attachment) must be one no other spec reads
// or changes meanwhile. Such a spec claims the record first; a claim is a file in the run's claims
// folder (made by the global setup), created only if absent, so of two workers one wins. A claim
// lasts the whole run: a record serves one test, and the records no test claimed stay as seeded.

function claimsDir(): string {
  const dir = process.env.E2E_CLAIMS_DIR
  if (!dir) throw new Error('E2E_CLAIMS_DIR is unset: run the specs with playwright.config.ts, whose global setup makes the folder')
  return dir
}

/** Takes the record for the running test; false when another test took it first. */
export function claimRecord(id: number): boolean {
  try {
    writeFileSync(path.join(claimsDir(), String(id)), test.info().titlePath.join(' › '), { flag: 'wx' })
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** Whether some test has taken the record (and may have changed it). */
export const isClaimed = (id: number): boolean => existsSync(path.join(claimsDir(), String(id)))

/**
 * Claims the first `count` records the list answers the signed-in user for `query` that pass
 * `fits` (checked before the claim: whoever changes a record claims it first, so a record claimed
 * here is still as `fits` saw it).
 */
export async function claimListed(
  request: APIRequestContext,
  query: Record<string, string | number>,
  count: number,
  fits: (row: ListedRecord) => boolean | Promise<boolean> = () => true,
): Promise<ListedRecord[]> {
  const claimed: ListedRecord[] = []
  for await (const row of listedRecords(request, query)) {
    if (isClaimed(row.id) || !(await fits(row)) || !claimRecord(row.id)) continue
    claimed.push(row)
    if (claimed.length === count) return claimed
  }
  throw new Error(`fewer than ${count} unclaimed records fit, listed for ${JSON.stringify(query)}`)
}
