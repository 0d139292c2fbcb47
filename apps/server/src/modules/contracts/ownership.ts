import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contracts } from '../../db/schema/index.js'
import type { Viewer } from './viewer.js'

/**
 * Which of `ids` the viewer may change (add attachments, seal, unseal): records of their own
 * department, or any for admin. A grant only ever lets its grantee read.
 */
export async function ownedIds(db: Db, viewer: Viewer, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(inArray(contracts.id, [...ids]), viewer.isAdmin ? undefined : eq(contracts.departmentId, viewer.departmentId)))
  return new Set(rows.map((r) => r.id))
}

/** Refuses with `refusal` when any of `ids` is not the viewer's to change. */
export async function requireOwned(db: Db, viewer: Viewer, ids: readonly number[], refusal: () => Error): Promise<void> {
  const owned = await ownedIds(db, viewer, ids)
  if (ids.some((id) => !owned.has(id))) throw refusal()
}
