import { randomBytes } from 'node:crypto'
import { and, getTableColumns, sql, asc, count, desc, eq, gt, inArray, ne, not, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  accessApplicationContracts,
  accessApplicationGrantees,
  accessApplications,
  contracts,
  departments,
  users,
  type AccessScope,
  type ApplicationStatus,
} from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { bizTypeNames } from '../contracts/index.js'

const scopeNames: Record<AccessScope, string> = { view: '查看', download: '下载' }
const statusNames: Record<ApplicationStatus, string> = {
  pending: '待审批',
  approved: '已通过',
  rejected: '已驳回',
  withdrawn: '已撤回',
}

export interface NewApplication {
  applicantId: number
  contractIds: number[]
  granteeUserIds: number[]
  granteeDepartmentIds: number[]
  scope: AccessScope
  validFrom: Date
  validUntil: Date
  reason: string
}

function applyNoFor(at: Date): string {
  return `SQ-${at.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`
}

/** Stores a pending application with its contracts and grantees in one transaction; returns its id. */
export async function createApplication(db: Db, input: NewApplication): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accessApplications)
      .values({
        applyNo: applyNoFor(new Date()),
        applicantId: input.applicantId,
        scope: input.scope,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        reason: input.reason,
      })
      .returning({ id: accessApplications.id })
    await tx
      .insert(accessApplicationContracts)
      .values(input.contractIds.map((contractId) => ({ applicationId: created.id, contractId })))
    await tx
      .insert(accessApplicationGrantees)
      .values([
        ...[...new Set(input.granteeUserIds)].map((userId) => ({ applicationId: created.id, userId })),
        ...[...new Set(input.granteeDepartmentIds)].map((departmentId) => ({
          applicationId: created.id,
          departmentId,
        })),
      ])
    return created.id
  })
}

/**
 * Records the decision on a pending application. Only a pending one changes (checked in the same
 * UPDATE, so two approvers cannot both decide); the applicant cannot decide their own, nor an
 * approver one granting to himself or his department.
 */
export async function decideApplication(
  db: Db,
  applyId: number,
  approver: { id: number; departmentId: number },
  decision: 'approved' | 'rejected',
  comment: string,
) {
  const [current] = await db
    .select({ applicantId: accessApplications.applicantId, status: accessApplications.status })
    .from(accessApplications)
    .where(eq(accessApplications.id, applyId))
  if (!current) throw new errors.TND_ERR_APPLICATION_NOT_FOUND(String(applyId))
  if (current.applicantId === approver.id) throw new errors.TND_ERR_SELF_APPROVAL()
  const [own] = await db.select({ id: accessApplications.id }).from(accessApplications).where(and(eq(accessApplications.id, applyId), grantsTo(db, approver)))
  if (own) throw new errors.TND_ERR_SELF_GRANT_APPROVAL()
  if (decision === 'rejected' && comment === '') throw new errors.TND_ERR_REJECT_COMMENT_REQUIRED()
  const changed = await db
    .update(accessApplications)
    .set({ status: decision, approverId: approver.id, approverComment: comment, decidedAt: new Date() })
    .where(and(eq(accessApplications.id, applyId), eq(accessApplications.status, 'pending')))
    .returning({ id: accessApplications.id })
  if (changed.length === 0) throw new errors.TND_ERR_APPLICATION_DECIDED()
}

/** Applications whose grantees include `approver` or their department: he may not decide them. */
export function grantsTo(db: Db, approver: { id: number; departmentId: number }): SQL {
  return sql`exists (${db
    .select({ one: sql`1` })
    .from(accessApplicationGrantees)
    .where(
      and(
        eq(accessApplicationGrantees.applicationId, accessApplications.id),
        or(eq(accessApplicationGrantees.userId, approver.id), eq(accessApplicationGrantees.departmentId, approver.departmentId)),
      ),
    )})`
}

/** What `approver` is asked to decide: pending, neither his own nor granting to him or his department. */
export function awaitingDecisionBy(db: Db, approver: { id: number; departmentId: number }): SQL {
  return and(eq(accessApplications.status, 'pending'), ne(accessApplications.applicantId, approver.id), not(grantsTo(db, approver)))!
}

/** Approved or rejected after `since` (a withdrawal is the applicant's own doing, not news to him). */
export function decidedSince(since: Date): SQL {
  return and(inArray(accessApplications.status, ['approved', 'rejected']), gt(accessApplications.decidedAt, since))!
}

/** The applicant takes back his pending application; it stays in his list as 已撤回. */
export async function withdrawApplication(db: Db, applyId: number, applicantId: number): Promise<void> {
  const [current] = await db
    .select({ status: accessApplications.status })
    .from(accessApplications)
    .where(and(eq(accessApplications.id, applyId), eq(accessApplications.applicantId, applicantId)))
  // Someone else's application answers like an unknown one.
  if (!current) throw new errors.TND_ERR_APPLICATION_NOT_FOUND(String(applyId))
  const changed = await db
    .update(accessApplications)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(accessApplications.id, applyId), eq(accessApplications.status, 'pending')))
    .returning({ id: accessApplications.id })
  if (changed.length === 0) throw new errors.TND_ERR_WITHDRAW_NOT_PENDING()
}

const approverName = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${accessApplications.approverId})`

/** One page of applications matching `where`, fully described. */
export async function applicationPage(
  db: Db,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: { pageIndex: number; pageSize: number },
) {
  const rows = await db
      .select({
      application: getTableColumns(accessApplications),
      applicantName: users.name,
      applicantDepartment: departments.name,
      approverName,
    })
    .from(accessApplications)
    .innerJoin(users, eq(users.id, accessApplications.applicantId))
    .innerJoin(departments, eq(departments.id, users.departmentId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(accessApplications.createdAt), desc(accessApplications.id)]
        : [asc(accessApplications.createdAt), asc(accessApplications.id)]),
    )
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize)
  const [{ total }] = await db.select({ total: count() }).from(accessApplications).where(where)
  const ids = rows.map((r) => r.application.id)
  const [targets, grantees] = await Promise.all([contractsOf(db, ids), granteesOf(db, ids)])
  const now = Date.now()
  const list = rows.map(({ application: a, applicantName, applicantDepartment, approverName }) => ({
    id: a.id,
    applyNo: a.applyNo,
    applicant: { id: a.applicantId, name: applicantName, departmentName: applicantDepartment },
    contracts: targets.get(a.id) ?? [],
    grantees: grantees.get(a.id) ?? [],
    scope: a.scope,
    scopeName: scopeNames[a.scope],
    validFrom: a.validFrom.toISOString(),
    validUntil: a.validUntil.toISOString(),
    reason: a.reason,
    status: a.status,
    statusName: statusNames[a.status],
    effective: a.status === 'approved' && a.validFrom.getTime() <= now && now < a.validUntil.getTime(),
    expired: a.validUntil.getTime() <= now,
    approver: a.approverId !== null ? { id: a.approverId, name: approverName ?? '' } : null,
    approverComment: a.approverComment,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  }))
  return { list, total }
}

function groupBy<T extends { applicationId: number }>(
  rows: T[],
): Map<number, Array<Omit<T, 'applicationId'>>> {
  const groups = new Map<number, Array<Omit<T, 'applicationId'>>>()
  for (const { applicationId, ...rest } of rows) {
    const group = groups.get(applicationId) ?? []
    group.push(rest)
    groups.set(applicationId, group)
  }
  return groups
}

async function contractsOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return new Map()
  const rows = await db
    .select({
      applicationId: accessApplicationContracts.applicationId,
      id: contracts.id,
      bizType: contracts.bizType,
      contractNo: contracts.contractNo,
      contractName: contracts.contractName,
    })
    .from(accessApplicationContracts)
    .innerJoin(contracts, eq(contracts.id, accessApplicationContracts.contractId))
    .where(inArray(accessApplicationContracts.applicationId, applicationIds))
    .orderBy(asc(contracts.id))
  return groupBy(rows.map((row) => ({ ...row, bizTypeName: bizTypeNames[row.bizType] })))
}

async function granteesOf(db: Db, applicationIds: number[]) {
  if (applicationIds.length === 0) return new Map()
  const rows = await db
    .select({
      applicationId: accessApplicationGrantees.applicationId,
      userId: accessApplicationGrantees.userId,
      userName: users.name,
      departmentId: accessApplicationGrantees.departmentId,
      departmentName: departments.name,
    })
    .from(accessApplicationGrantees)
    .leftJoin(users, eq(users.id, accessApplicationGrantees.userId))
    .leftJoin(departments, eq(departments.id, accessApplicationGrantees.departmentId))
    .where(inArray(accessApplicationGrantees.applicationId, applicationIds))
    .orderBy(asc(accessApplicationGrantees.id))
  return groupBy(
    rows.map((row) => ({
      applicationId: row.applicationId,
      type: row.userId !== null ? ('user' as const) : ('department' as const),
      id: (row.userId ?? row.departmentId) as number,
      name: (row.userId !== null ? row.userName : row.departmentName) ?? '',
    })),
  )
}
