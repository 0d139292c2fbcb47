import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.js'
import { roles, userRoles, users } from '../schema/index.js'
import { seedAccessApplications } from './access.js'
import { departmentIdsByName, seedPlatform } from './platform.js'
import { insertRecords, type RecordRefs } from './records.js'

export { generateRecord, insertRecords, contractNoOf } from './records.js'
export type { InsertRecordsOptions, RecordRefs } from './records.js'
export { departmentNames, seedAccounts, roleDefinitions, menuTrees, roleGrants } from './reference.js'
export type { DepartmentName, RoleCode, MenuSeed } from './reference.js'
export { Random, randomFor } from './random.js'

/** How many records of each kind the development seed holds. */
export const seedCounts = { contracts: 2000, bids: 300, documents: 300, letters: 300 } as const

/** Idempotent: a second run adds nothing and changes nothing. */
export async function seed(db: Db): Promise<void> {
  await seedPlatform(db)
  const refs = await recordRefs(db)
  await insertRecords(db, refs, { bizType: 1, count: seedCounts.contracts })
  await insertRecords(db, refs, { bizType: 2, count: seedCounts.bids })
  await insertRecords(db, refs, { bizType: 3, count: seedCounts.documents })
  await insertRecords(db, refs, { bizType: 4, count: seedCounts.letters })
  const userIds = new Map((await db.select({ id: users.id, account: users.account }).from(users)).map((u) => [u.account, u.id]))
  await seedAccessApplications(db, userIds, refs.departmentIds, seedCounts.contracts)
}

/** Department ids and sealing users that generated records refer to (needs seedPlatform first). */
export async function recordRefs(db: Db): Promise<RecordRefs> {
  const sealers = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(roles.code, ['sealer', 'admin']))
  return { departmentIds: await departmentIdsByName(db), sealerIds: sealers.map((r) => r.id).sort((a, b) => a - b) }
}
