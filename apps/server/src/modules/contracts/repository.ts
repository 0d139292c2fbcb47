import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contractAttachments, contractHistory, contracts, departments, users } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { BoundedMap } from './boundedMap.js'
import { EstimateMemo } from './estimateMemo.js'
import { afterCursor, encodeCursor, filterConditions, ordering, planList, sortKeyOf, type ListPlan, type ListShape, type Param } from './listQuery.js'
import { rowColumns, toRow, type ContractRow } from './rows.js'
import type { ListQuery } from './schemas.js'
import { restrictedVisibility, type Viewer } from './viewer.js'

/** Up to this many matches are counted exactly; beyond it the planner's estimate is answered. */
export const EXACT_COUNT_LIMIT = 10_000
/** How long the estimate of a broad query is reused. */
export const ESTIMATE_TTL_MS = 10_000

const estimateMemos = new WeakMap<Db, EstimateMemo>()
const statementCaches = new WeakMap<Db, BoundedMap<string, ListStatements>>()

function estimateMemoOf(db: Db): EstimateMemo {
  let memo = estimateMemos.get(db)
  if (!memo) estimateMemos.set(db, (memo = new EstimateMemo({ ttlMs: ESTIMATE_TTL_MS, maxEntries: 1_000 })))
  return memo
}

export interface ContractPage {
  list: ContractRow[]
  total: number
  totalExact: boolean
  nextCursor: string | null
}

export async function listContracts(db: Db, viewer: Viewer, query: ListQuery): Promise<ContractPage> {
  const plan = planList(query, viewer)
  const statements = statementsOf(db, plan)
  const [rows, counted] = await Promise.all([refuseBadCursor(statements.page.execute(plan.values)), countMatches(db, statements, plan)])
  const more = rows.length > query.pageSize
  const page = rows.slice(0, query.pageSize)
  const last = page.at(-1)
  return {
    list: page.map(toRow),
    ...counted,
    nextCursor:
      more && last ? encodeCursor({ field: query.sortField, order: query.sortOrder, key: last.sortKey, id: last.id }) : null,
  }
}

const placeholder: Param = (name) => sql.placeholder(name)

/** The conditions every row of the shape meets, apart from the cursor's position. */
function matching(db: Db, shape: ListShape, p: Param): SQL | undefined {
  const viewer = shape.restricted ? restrictedVisibility(db, { id: p('viewerId'), departmentId: p('viewerDepartmentId') }) : undefined
  return and(...filterConditions(shape, p), viewer)
}

/**
 * The statements of one list shape, built once: a busy list page would otherwise spend more time
 * assembling SQL than PostgreSQL spends answering it.
 */
function statementsOf(db: Db, { shape, shapeKey }: ListPlan): ListStatements {
  let cache = statementCaches.get(db)
  if (!cache) statementCaches.set(db, (cache = new BoundedMap(500)))
  let statements = cache.get(shapeKey)
  if (!statements) cache.set(shapeKey, (statements = buildStatements(db, shape)))
  return statements
}

function buildStatements(db: Db, shape: ListShape) {
  const where = matching(db, shape, placeholder)
  const rowsInOrder = db
    .select({ ...rowColumns, sortKey: sortKeyOf(shape.sortField) })
    .from(contracts)
    .innerJoin(departments, eq(departments.id, contracts.departmentId))
    .orderBy(...ordering(shape))
    .$dynamic()
  // Deferred join for an OFFSET: the page's ids are found first (from the sort index alone when
  // nothing is filtered), so the rows skipped are index entries rather than whole joined rows. A
  // page from the start or after a cursor skips nothing and is read directly, which is also
  // cheaper to plan.
  const page =
    shape.paging === 'offset'
      ? rowsInOrder.where(
          inArray(
            contracts.id,
            db
              .select({ id: contracts.id })
              .from(contracts)
              .where(where)
              .orderBy(...ordering(shape))
              .limit(sql.placeholder('limit'))
              .offset(sql.placeholder('offset')),
          ),
        )
      : rowsInOrder.where(and(where, shape.paging === 'cursor' ? afterCursor(shape, placeholder) : undefined)).limit(sql.placeholder('limit'))
  const matches = db
    .select({ one: sql`1` })
    .from(contracts)
    .where(where)
    .limit(EXACT_COUNT_LIMIT + 1)
    .as('matches')
  // '' is node-postgres' unnamed statement, which PostgreSQL plans anew with each call's values as
  // it does an ad-hoc query (a named one could settle on a generic plan made for no value in
  // particular); only the building is saved.
  return {
    shape,
    page: page.prepare(''),
    count: db.select({ n: count() }).from(matches).prepare(''),
  }
}
type ListStatements = ReturnType<typeof buildStatements>

// A cursor whose key passes the format check yet is no real value (month 13) fails the cast.
async function refuseBadCursor<T>(query: PromiseLike<T>): Promise<T> {
  try {
    return await query
  } catch (error) {
    const code = error instanceof DrizzleQueryError ? (error.cause as { code?: string } | undefined)?.code : undefined
    if (code?.startsWith('22')) throw new errors.TND_ERR_CURSOR_INVALID()
    throw error
  }
}

/**
 * The planner's estimate first: when it expects more than EXACT_COUNT_LIMIT matches the estimate is
 * the answer, so a broad query never counts (or scans) hundreds of thousands of rows, and it is
 * reused for ESTIMATE_TTL_MS. Otherwise the matches are counted exactly, up to EXACT_COUNT_LIMIT.
 */
async function countMatches(db: Db, statements: ListStatements, plan: ListPlan): Promise<{ total: number; totalExact: boolean }> {
  const memo = estimateMemoOf(db)
  const remembered = memo.get(plan.matchKey)
  if (remembered !== undefined) return { total: remembered, totalExact: false }
  const estimate = await plannedRows(db, matching(db, statements.shape, (name) => sql.param(plan.values[name])))
  if (estimate > EXACT_COUNT_LIMIT) {
    memo.set(plan.matchKey, estimate)
    return { total: estimate, totalExact: false }
  }
  const [{ n }] = await statements.count.execute(plan.values)
  if (n <= EXACT_COUNT_LIMIT) return { total: n, totalExact: true }
  return { total: Math.max(estimate, n), totalExact: false }
}

async function plannedRows(db: Db, where: SQL | undefined): Promise<number> {
  // Both drivers answer `{ rows }`; the plan arrives as parsed JSON.
  const plan = (await db.execute(sql`explain (format json) ${db.select({ one: sql`1` }).from(contracts).where(where)}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>
  }
  const [{ 'QUERY PLAN': [{ Plan }] }] = plan.rows
  return Math.round(Plan['Plan Rows'])
}

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

export interface Attachment {
  id: number
  fileName: string
  fileSize: number
  contentType: string
  createdAt: string
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
