import { and, eq, gt, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  accessApplicationContracts,
  accessApplicationGrantees,
  accessApplications,
  contracts,
  type AccessScope,
} from '../../db/schema/index.js'

/** Who is asking, with what decides which records they may see. */
export interface Viewer {
  id: number
  departmentId: number
  isAdmin: boolean
}

/** A restricted viewer's user and department: values, or placeholders of a prepared statement. */
export interface ViewerParams {
  id: number | SQLWrapper
  departmentId: number | SQLWrapper
}

/**
 * Contracts granted to the viewer right now: an approved application naming the viewer or their
 * department whose window holds now(), so expiry takes effect without any job.
 */
function grantedIds(db: Db, viewer: ViewerParams, scopes: readonly AccessScope[]) {
  return db
    .select({ id: accessApplicationContracts.contractId })
    .from(accessApplicationContracts)
    .innerJoin(accessApplications, eq(accessApplications.id, accessApplicationContracts.applicationId))
    .innerJoin(accessApplicationGrantees, eq(accessApplicationGrantees.applicationId, accessApplications.id))
    .where(
      and(
        eq(accessApplications.status, 'approved'),
        inArray(accessApplications.scope, [...scopes]),
        lte(accessApplications.validFrom, sql`now()`),
        gt(accessApplications.validUntil, sql`now()`),
        or(eq(accessApplicationGrantees.userId, viewer.id), eq(accessApplicationGrantees.departmentId, viewer.departmentId)),
      ),
    )
}

/** Either scope lets a grantee see the record. */
const VIEW_SCOPES: readonly AccessScope[] = ['view', 'download']

function accessCondition(db: Db, viewer: Viewer, scopes: readonly AccessScope[]): SQL | undefined {
  return viewer.isAdmin ? undefined : grantCondition(db, viewer, scopes)
}

/** Own department, or granted now with one of `scopes`. */
function grantCondition(db: Db, viewer: ViewerParams, scopes: readonly AccessScope[]): SQL {
  return or(eq(contracts.departmentId, viewer.departmentId), inArray(contracts.id, grantedIds(db, viewer, scopes)))!
}

/** Condition on `contracts` rows a viewer without the admin role may see. */
export function restrictedVisibility(db: Db, viewer: ViewerParams): SQL {
  return grantCondition(db, viewer, VIEW_SCOPES)
}

/** Condition on `contracts` rows the viewer may see (undefined: everything). */
export function visibleTo(db: Db, viewer: Viewer): SQL | undefined {
  return accessCondition(db, viewer, VIEW_SCOPES)
}

/** Which of `ids` the viewer may see. */
export async function visibleIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(inArray(contracts.id, [...ids]), visibleTo(db, viewer)))
  return new Set(rows.map((r) => r.id))
}

/** Condition on `contracts` rows the viewer may download attachments from (undefined: everything). */
export function downloadableTo(db: Db, viewer: Viewer): SQL | undefined {
  return accessCondition(db, viewer, ['download'])
}

export async function mayDownload(db: Db, viewer: Viewer, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.id, id), accessCondition(db, viewer, ['download'])))
  return rows.length > 0
}
