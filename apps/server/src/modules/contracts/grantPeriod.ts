import { and, eq, gt, lte, max, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { accessApplicationContracts, accessApplicationGrantees, accessApplications } from '../../db/schema/index.js'
import type { Viewer } from './viewer.js'

/** Until when the grants in force now let the viewer see contract `id` (the latest end), or null without any. */
export async function grantValidUntil(db: Db, viewer: Viewer, id: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(accessApplications.validUntil) })
    .from(accessApplicationContracts)
    .innerJoin(accessApplications, eq(accessApplications.id, accessApplicationContracts.applicationId))
    .innerJoin(accessApplicationGrantees, eq(accessApplicationGrantees.applicationId, accessApplications.id))
    .where(
      and(
        eq(accessApplicationContracts.contractId, id),
        eq(accessApplications.status, 'approved'),
        lte(accessApplications.validFrom, sql`now()`),
        gt(accessApplications.validUntil, sql`now()`),
        or(eq(accessApplicationGrantees.userId, viewer.id), eq(accessApplicationGrantees.departmentId, viewer.departmentId)),
      ),
    )
  return row?.until ?? null
}
