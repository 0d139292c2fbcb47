import type { Attachment } from '@tandem/api-contract'
import { asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contractAttachments, contractHistory, contracts, departments, users } from '../../db/schema/index.js'
import { rowColumns, toRow, type ContractRow } from './rows.js'

/** Id, kind, number and seal state of each existing contract among `ids`. */
export async function findContracts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: contracts.id, bizType: contracts.bizType, contractNo: contracts.contractNo, sealed: contracts.sealed })
    .from(contracts)
    .where(inArray(contracts.id, [...ids]))
}

export async function findRows(db: Db, ids: readonly number[]): Promise<ContractRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(rowColumns)
    .from(contracts)
    .innerJoin(departments, eq(departments.id, contracts.departmentId))
    .where(inArray(contracts.id, [...ids]))
  return rows.map(toRow)
}

/** Attachments of each of `contractIds`, oldest first. */
export async function attachmentsOf(db: Db, contractIds: readonly number[]): Promise<Map<number, Attachment[]>> {
  const byContract = new Map<number, Attachment[]>(contractIds.map((id) => [id, []]))
  if (contractIds.length === 0) return byContract
  const rows = await db
    .select({
      contractId: contractAttachments.contractId,
      id: contractAttachments.id,
      fileName: contractAttachments.fileName,
      fileSize: contractAttachments.fileSize,
      contentType: contractAttachments.contentType,
      createdAt: contractAttachments.createdAt,
    })
    .from(contractAttachments)
    .where(inArray(contractAttachments.contractId, [...contractIds]))
    .orderBy(asc(contractAttachments.id))
  for (const { contractId, createdAt, ...rest } of rows) {
    byContract.get(contractId)?.push({ ...rest, createdAt: createdAt.toISOString() })
  }
  return byContract
}

export async function historyOf(db: Db, contractId: number) {
  return db
    .select({
      id: contractHistory.id,
      action: contractHistory.action,
      actorName: sql<string>`coalesce(${users.name}, '')`,
      detail: contractHistory.detail,
      createdAt: contractHistory.createdAt,
    })
    .from(contractHistory)
    .leftJoin(users, eq(users.id, contractHistory.actorId))
    .where(eq(contractHistory.contractId, contractId))
    .orderBy(desc(contractHistory.createdAt), desc(contractHistory.id))
}

/** Seal time and sealer, plus the fields only the full record shows. */
export async function recordExtras(db: Db, id: number) {
  const [row] = await db
    .select({
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      summary: contracts.summary,
      parties: contracts.parties,
      sealedAt: contracts.sealedAt,
      sealedById: contracts.sealedBy,
      sealedByName: users.name,
      createdAt: contracts.createdAt,
    })
    .from(contracts)
    .leftJoin(users, eq(users.id, contracts.sealedBy))
    .where(eq(contracts.id, id))
  return row
}
