import type { Department, UserOption, UserSearch } from '@tandem/api-contract'
import { and, asc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { departments, users } from '../../db/schema/index.js'
import { likePattern } from '../contracts/index.js'

/** Every department, in the organisation's order. */
export function listDepartments(db: Db): Promise<Department[]> {
  return db.select({ id: departments.id, name: departments.name }).from(departments).orderBy(asc(departments.sort), asc(departments.id))
}

/** Enabled users of a department and/or whose account or name contains the keyword, by id, at most `limit`. */
export function searchUsers(db: Db, { departmentId, keyword }: UserSearch, limit: number): Promise<UserOption[]> {
  const pattern = keyword ? likePattern(keyword) : undefined
  return db
    .select({ id: users.id, account: users.account, name: users.name, departmentId: users.departmentId, departmentName: departments.name })
    .from(users)
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(
      and(
        eq(users.enabled, true),
        departmentId !== undefined ? eq(users.departmentId, departmentId) : undefined,
        pattern ? or(ilike(users.account, pattern), ilike(users.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.id))
    .limit(limit)
}
