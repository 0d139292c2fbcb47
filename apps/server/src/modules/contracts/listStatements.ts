import type { ContractListPage, ContractListParams as ListQuery, SortField } from '@tandem/api-contract'
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { contracts, departments } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { BoundedMap } from '../../boundedMap.js'
import { EstimateMemo } from './estimateMemo.js'
import { encodeCursor, planList, type ListFilter, type ListPlan, type ListShape } from './listPlan.js'
import { expiryConditions, rowColumns, toRow, type ContractRow } from './rows.js'
import { restrictedVisibility, type Viewer } from './viewer.js'

/*
 * The contract list's statements and their execution: listPlan.ts decides which statement a query
 * needs; here it is built (once per shape), run and counted.
 */

const sortColumns = { signDate: contracts.signDate, amount: contracts.amount, updatedAt: contracts.updatedAt }
const sortTypes: Record<SortField, SQL> = { signDate: sql.raw('date'), amount: sql.raw('numeric'), updatedAt: sql.raw('timestamptz') }

/** The sort key of a row as PostgreSQL prints it, so a cursor keeps full (microsecond) precision. */
function sortKeyOf(field: SortField): SQL<string> {
  return sql<string>`${sortColumns[field]}::text`
}

/** A value of the query by name: a placeholder of a prepared statement, or the value itself as a parameter. */
type Param = (name: string) => SQLWrapper

const filters = {
  keyword: (p: Param) =>
    or(ilike(contracts.contractNo, p('keyword')), ilike(contracts.contractName, p('keyword')), ilike(contracts.counterparty, p('keyword')))!,
  bizType: (p: Param) => eq(contracts.bizType, p('bizType')),
  contractType: (p: Param) => sql`${contracts.contractType} = ${p('contractType')}`,
  status: (p: Param) => eq(contracts.status, p('status')),
  departmentId: (p: Param) => eq(contracts.departmentId, p('departmentId')),
  signDateFrom: (p: Param) => gte(contracts.signDate, p('signDateFrom')),
  signDateTo: (p: Param) => lte(contracts.signDate, p('signDateTo')),
  amountMin: (p: Param) => gte(contracts.amount, p('amountMin')),
  amountMax: (p: Param) => lte(contracts.amount, p('amountMax')),
  sealed: (p: Param) => eq(contracts.sealed, p('sealed')),
  expiry: (p: Param) => sql`case ${p('expiry')}::text when 'soon' then ${expiryConditions.soon} else ${expiryConditions.expired} end`,
} satisfies Record<ListFilter, (p: Param) => SQL>

/** The filter conditions of `shape`. */
function filterConditions(shape: ListShape, p: Param): SQL[] {
  return shape.filters.map((name) => filters[name](p))
}

function ordering(shape: Pick<ListShape, 'sortField' | 'sortOrder'>): SQL[] {
  const direction = shape.sortOrder === 'asc' ? asc : desc
  return [direction(sortColumns[shape.sortField]), direction(contracts.id)]
}

/** Rows after the cursor's position in the shape's order (keyset paging: as fast on page 50 000 as on page 1). */
function afterCursor(shape: ListShape, p: Param): SQL {
  const column = sortColumns[shape.sortField]
  const key = sql`${p('cursorKey')}::${sortTypes[shape.sortField]}`
  return shape.sortOrder === 'asc'
    ? sql`(${column}, ${contracts.id}) > (${key}, ${p('cursorId')})`
    : sql`(${column}, ${contracts.id}) < (${key}, ${p('cursorId')})`
}

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

export async function listContracts(db: Db, viewer: Viewer, query: ListQuery): Promise<ContractListPage> {
  const plan = planList(query, viewer)
  const statements = statementsOf(db, plan)
  const [page, counted] = await Promise.all([readPage(statements, plan, query), countMatches(db, statements, plan)])
  return { ...page, ...counted }
}

async function readPage(statements: ListStatements, plan: ListPlan, query: ListQuery): Promise<Pick<ContractListPage, 'list' | 'nextCursor'>> {
  const rows = await refuseBadCursor(statements.page.execute(plan.values))
  const more = rows.length > query.pageSize
  const page = rows.slice(0, query.pageSize)
  const last = page.at(-1)
  return {
    list: page.map(toRow),
    nextCursor:
      more && last ? encodeCursor({ field: query.sortField, order: query.sortOrder, key: last.sortKey, id: last.id }) : null,
  }
}

/** The list's filters and sort without its paging: what an export reads in full. */
export type MatchQuery = Omit<ListQuery, 'pageIndex' | 'pageSize' | 'cursor'>

/** How many rows match `query` for the viewer, counting no further than `limit + 1` (enough to tell "more than limit"). */
export async function countMatchesUpTo(db: Db, viewer: Viewer, query: MatchQuery, limit: number): Promise<number> {
  const plan = planList({ ...query, pageIndex: 1, pageSize: 1 }, viewer)
  const where = matching(db, plan.shape, (name) => sql.param(plan.values[name]))
  const matches = db.select({ one: sql`1` }).from(contracts).where(where).limit(limit + 1).as('matches')
  const [{ n }] = await db.select({ n: count() }).from(matches)
  return n
}

/**
 * Every row the list shows for `query`, in its order, as batches read page after page by keyset
 * with the list's own statements (each batch an index range, however deep).
 */
export async function* matchingRows(db: Db, viewer: Viewer, query: MatchQuery, batchSize: number): AsyncGenerator<ContractRow[]> {
  let cursor: string | undefined
  do {
    const pageQuery: ListQuery = { ...query, pageIndex: 1, pageSize: batchSize, cursor }
    const plan = planList(pageQuery, viewer)
    const page = await readPage(statementsOf(db, plan), plan, pageQuery)
    if (page.list.length > 0) yield page.list
    cursor = page.nextCursor ?? undefined
  } while (cursor)
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

