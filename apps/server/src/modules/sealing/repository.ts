import { ARCHIVE_LOCATION_MAX, REASON_MAX, type OperateType, type SealState } from '@tandem/api-contract'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contractHistory, contracts, sealAudits, users } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { sealStateNames, sealStateOf } from '../contracts/index.js'


/** What each operateType does: its audit code, label and the seal state it leads to. */
export const operations: Record<OperateType, { code: 'seal' | 'unseal'; name: string; to: SealState }> = {
  1: { code: 'seal', name: '封存', to: 'sealed' },
  2: { code: 'unseal', name: '解封', to: 'unsealed' },
}

export function operateTypeOf(value: string): OperateType {
  if (value === '1' || value === '2') return Number(value) as OperateType
  throw new errors.TND_ERR_OPERATE_TYPE_INVALID()
}

/** Why an operation was done and where the paper archive is kept, as every one of its audit rows records. */
export interface SealNote {
  reason: string
  archiveLocation: string
}

/** The trimmed reason (required) and archive location (optional) of an operation; refuses blank or overlong text. */
export function sealNoteOf(operateType: OperateType, given: { reason?: string; archiveLocation?: string }): SealNote {
  const { name } = operations[operateType]
  const reason = given.reason?.trim() ?? ''
  const archiveLocation = given.archiveLocation?.trim() ?? ''
  if (!reason) throw new errors.TND_ERR_SEAL_REASON_REQUIRED(name)
  if ([...reason].length > REASON_MAX) throw new errors.TND_ERR_SEAL_REASON_TOO_LONG(name, REASON_MAX)
  if ([...archiveLocation].length > ARCHIVE_LOCATION_MAX) throw new errors.TND_ERR_ARCHIVE_LOCATION_TOO_LONG(ARCHIVE_LOCATION_MAX)
  return { reason, archiveLocation }
}

/**
 * Seals or unseals all of `ids` in one transaction, with one audit row and one history entry each.
 * Rows are locked first, so of two concurrent requests the second sees the first's result; a contract
 * already in the target state refuses the whole request and nothing changes.
 */
export async function applySealOperation(db: Db, operatorId: number, operateType: OperateType, ids: readonly number[], note: SealNote) {
  const { code, to } = operations[operateType]
  const sealing = to === 'sealed'
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: contracts.id, contractNo: contracts.contractNo, sealed: contracts.sealed })
      .from(contracts)
      .where(inArray(contracts.id, [...ids]))
      .orderBy(asc(contracts.id))
      .for('update')
    const byId = new Map(locked.map((row) => [row.id, row]))
    const rows = ids.map((id) => byId.get(id)).filter((row) => row !== undefined)
    const missing = ids.find((id) => !byId.has(id))
    if (missing !== undefined) throw new errors.TND_ERR_RECORD_FORBIDDEN()
    const done = rows.find((row) => row.sealed === sealing)
    if (done) throw sealing ? new errors.TND_ERR_ALREADY_SEALED(done.contractNo) : new errors.TND_ERR_NOT_SEALED(done.contractNo)

    const at = new Date()
    await tx
      .update(contracts)
      // 更新时间 is the operation's time, as its audit row's.
      .set(sealing ? { sealed: true, sealedAt: at, sealedBy: operatorId, updatedAt: at } : { sealed: false, sealedAt: null, sealedBy: null, updatedAt: at })
      .where(and(inArray(contracts.id, [...ids]), eq(contracts.sealed, !sealing)))
    const from = sealStateOf(!sealing)
    await tx
      .insert(sealAudits)
      .values(rows.map((row) => ({ contractId: row.id, operatorId, operateType: code, fromState: from, toState: to, ...note, createdAt: at })))
    await tx.insert(contractHistory).values(
      rows.map((row) => ({
        contractId: row.id,
        action: sealing ? 'sealed' : 'unsealed',
        actorId: operatorId,
        detail: { fromState: from, toState: to, ...note },
        createdAt: at,
      })),
    )
    return rows.map((row) => ({ contractId: row.id, contractNo: row.contractNo, fromState: from, toState: to }))
  })
}

const auditColumns = {
  id: sealAudits.id,
  contractId: sealAudits.contractId,
  operateType: sealAudits.operateType,
  fromState: sealAudits.fromState,
  toState: sealAudits.toState,
  operatorId: sealAudits.operatorId,
  operatorName: users.name,
  reason: sealAudits.reason,
  archiveLocation: sealAudits.archiveLocation,
  createdAt: sealAudits.createdAt,
}

type AuditRecord = { [K in keyof typeof auditColumns]: (typeof auditColumns)[K]['_']['data'] }

function toOperation({ contractId: _, ...audit }: AuditRecord) {
  const operateType: OperateType = audit.operateType === 'unseal' ? 2 : 1
  const fromState = audit.fromState as SealState
  const toState = audit.toState as SealState
  return {
    ...audit,
    operateType,
    operateTypeName: operations[operateType].name,
    fromState,
    fromStateName: sealStateNames[fromState],
    toState,
    toStateName: sealStateNames[toState],
    createdAt: audit.createdAt.toISOString(),
  }
}

export type SealOperation = ReturnType<typeof toOperation>

/** Every sealing operation on a contract, newest first. */
export async function sealHistory(db: Db, contractId: number): Promise<SealOperation[]> {
  const rows = await db
    .select(auditColumns)
    .from(sealAudits)
    .innerJoin(users, eq(users.id, sealAudits.operatorId))
    .where(eq(sealAudits.contractId, contractId))
    .orderBy(desc(sealAudits.createdAt), desc(sealAudits.id))
  return rows.map(toOperation)
}

/** The latest sealing operation of each of `contractIds` that has one. */
export async function lastSealOperations(db: Db, contractIds: readonly number[]): Promise<Map<number, SealOperation>> {
  const rows = await db
    .selectDistinctOn([sealAudits.contractId], auditColumns)
    .from(sealAudits)
    .innerJoin(users, eq(users.id, sealAudits.operatorId))
    .where(inArray(sealAudits.contractId, [...contractIds]))
    .orderBy(asc(sealAudits.contractId), desc(sealAudits.createdAt), desc(sealAudits.id))
  return new Map(rows.map((row) => [row.contractId, toOperation(row)]))
}

/** Seal time and sealer of each of `contractIds`. */
export async function sealersOf(db: Db, contractIds: readonly number[]) {
  const rows = await db
    .select({ id: contracts.id, sealedAt: contracts.sealedAt, sealedById: contracts.sealedBy, sealedByName: users.name })
    .from(contracts)
    .leftJoin(users, eq(users.id, contracts.sealedBy))
    .where(inArray(contracts.id, [...contractIds]))
  return new Map(
    rows.map((row) => [
      row.id,
      {
        sealedAt: row.sealedAt?.toISOString() ?? null,
        sealedBy: row.sealedById !== null ? { id: row.sealedById, name: row.sealedByName ?? '' } : null,
      },
    ]),
  )
}
