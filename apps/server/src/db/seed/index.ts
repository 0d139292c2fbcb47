import { eq, inArray } from 'drizzle-orm'
import type { FileStorage } from '../../storage/index.js'
import type { Db } from '../client.js'
import { contracts, roles, userRoles, users } from '../schema/index.js'
import { seedAccessApplications } from './access.js'
import { seedAttachments } from './attachments.js'
import { seedFormLibrary } from './forms.js'
import { departmentIdsByName, seedPlatform } from './platform.js'
import { insertRecords, type RecordRefs } from './records.js'

export { generateRecord, insertRecords, contractNoOf } from './records.js'
export { seedAttachments } from './attachments.js'
export { seedFormLibrary, formDataCounts } from './forms.js'
export { seedForms } from './seedForms.js'
export type { SeedForm, SeedRecord } from './seedForms.js'
export type { SeedAttachmentsOptions } from './attachments.js'
export type { InsertRecordsOptions, RecordRefs } from './records.js'
export { departmentNames, seedAccounts, roleDefinitions, menuTrees, roleGrants } from './reference.js'
export type { DepartmentName, RoleCode, MenuSeed } from './reference.js'
export { Random, randomFor } from './random.js'
export * as seedVocabulary from './vocabulary.js'

/** How many records of each kind the development seed holds. */
export const seedCounts = { contracts: 2000, bids: 300, documents: 300, letters: 300 } as const

const seededKinds = [
  [1, seedCounts.contracts],
  [2, seedCounts.bids],
  [3, seedCounts.documents],
  [4, seedCounts.letters],
] as const

/**
 * Idempotent: a second run adds nothing and changes nothing. The attachments' documents are
 * written to `storage` (the configured file storage), their rows to the database.
 */
export async function seed(db: Db, storage: FileStorage): Promise<void> {
  await seedPlatform(db)
  const refs = await recordRefs(db)
  const userIds = new Map((await db.select({ id: users.id, account: users.account }).from(users)).map((u) => [u.account, u.id]))
  for (const [bizType, count] of seededKinds) {
    // Dates, and so the numbers, follow the seed day: a kind is generated once, a later run adds none.
    if (await db.$count(contracts, eq(contracts.bizType, bizType))) continue
    await insertRecords(db, refs, { bizType, count })
    await seedAttachments(db, storage, { bizType, count, uploaderId: userIds.get('admin') as number, today: refs.today })
  }
  await seedAccessApplications(db, userIds, refs.departmentIds, seedCounts.contracts, refs.today)
  await seedFormLibrary(db, userIds.get('admin') as number, refs.today)
}

/** Department ids, sealing users and the seed day that generated records refer to (needs seedPlatform first). */
export async function recordRefs(db: Db): Promise<RecordRefs> {
  const sealers = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(roles.code, ['sealer', 'admin']))
  const now = new Date()
  return {
    departmentIds: await departmentIdsByName(db),
    sealerIds: sealers.map((r) => r.id).sort((a, b) => a - b),
    today: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
  }
}
