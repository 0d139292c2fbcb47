import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { departments, users } from '../../db/schema/index.js'
import { errors } from '../../errors.js'

/** A validity window must be in order, at most one calendar year long and not over already. */
export function checkValidity(validFrom: Date, validUntil: Date, now = new Date()): void {
  if (validUntil <= validFrom) throw new errors.TND_ERR_VALIDITY_ORDER()
  const yearLater = new Date(validFrom)
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1)
  if (validUntil > yearLater) throw new errors.TND_ERR_VALIDITY_TOO_LONG()
  if (validUntil <= now) throw new errors.TND_ERR_VALIDITY_PASSED()
}

/** Every grantee must be an enabled user or an existing department; at least one is required. */
export async function checkGrantees(db: Db, userIds: readonly number[], departmentIds: readonly number[]): Promise<void> {
  if (userIds.length + departmentIds.length === 0) throw new errors.TND_ERR_GRANTEE_REQUIRED()
  if (userIds.length > 0) {
    const found = new Set(
      (await db.select({ id: users.id }).from(users).where(and(inArray(users.id, [...userIds]), eq(users.enabled, true)))).map((u) => u.id),
    )
    const missing = userIds.find((id) => !found.has(id))
    if (missing !== undefined) throw new errors.TND_ERR_GRANTEE_USER_INVALID(String(missing))
  }
  if (departmentIds.length > 0) {
    const found = new Set(
      (await db.select({ id: departments.id }).from(departments).where(inArray(departments.id, [...departmentIds]))).map((d) => d.id),
    )
    const missing = departmentIds.find((id) => !found.has(id))
    if (missing !== undefined) throw new errors.TND_ERR_GRANTEE_DEPARTMENT_INVALID(String(missing))
  }
}
