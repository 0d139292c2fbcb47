import { asc, desc, eq, gte, ilike, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { contracts } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { contractTypeColumn, expiryConditions } from './rows.js'
import type { ListQuery, SortField } from './schemas.js'
import type { Viewer } from './viewer.js'

const sortColumns = { signDate: contracts.signDate, amount: contracts.amount, updatedAt: contracts.updatedAt }
const sortTypes: Record<SortField, SQL> = { signDate: sql.raw('date'), amount: sql.raw('numeric'), updatedAt: sql.raw('timestamptz') }

/** The sort key of a row as PostgreSQL prints it, so a cursor keeps full (microsecond) precision. */
export function sortKeyOf(field: SortField): SQL<string> {
  return sql<string>`${sortColumns[field]}::text`
}

/** ILIKE pattern matching `keyword` anywhere, its wildcards taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A value of the query by name: a placeholder of a prepared statement, or the value itself as a parameter. */
export type Param = (name: string) => SQLWrapper

const filters = {
  keyword: (p: Param) =>
    or(ilike(contracts.contractNo, p('keyword')), ilike(contracts.contractName, p('keyword')), ilike(contracts.counterparty, p('keyword')))!,
  bizType: (p: Param) => eq(contracts.bizType, p('bizType')),
  contractType: (p: Param) => sql`${contractTypeColumn} = ${p('contractType')}`,
  status: (p: Param) => eq(contracts.status, p('status')),
  departmentId: (p: Param) => eq(contracts.departmentId, p('departmentId')),
  signDateFrom: (p: Param) => gte(contracts.signDate, p('signDateFrom')),
  signDateTo: (p: Param) => lte(contracts.signDate, p('signDateTo')),
  amountMin: (p: Param) => gte(contracts.amount, p('amountMin')),
  amountMax: (p: Param) => lte(contracts.amount, p('amountMax')),
  sealed: (p: Param) => eq(contracts.sealed, p('sealed')),
  expiry: (p: Param) => sql`case ${p('expiry')}::text when 'soon' then ${expiryConditions.soon} else ${expiryConditions.expired} end`,
} satisfies Record<string, (p: Param) => SQL>
type Filter = keyof typeof filters
const filterNames = Object.keys(filters) as Filter[]

/**
 * What decides the SQL text of a list query; its values travel as parameters, so one statement
 * serves every query of the same shape.
 */
export interface ListShape {
  /** The filters given, in a fixed order. */
  filters: readonly Filter[]
  sortField: SortField
  sortOrder: 'asc' | 'desc'
  /** From the first row, after a cursor, or skipping an offset. */
  paging: 'start' | 'cursor' | 'offset'
  /** Not an admin: only the viewer's own department and their grants. */
  restricted: boolean
}

export interface ListPlan {
  shape: ListShape
  shapeKey: string
  /** The filter values and the viewer: what the count of matches depends on. */
  matchKey: string
  values: Record<string, unknown>
}

/** The shape and parameter values of a list query; refuses crossed ranges and foreign cursors. */
export function planList(query: ListQuery, viewer: Viewer): ListPlan {
  if (query.signDateFrom && query.signDateTo && query.signDateFrom > query.signDateTo) throw new errors.TND_ERR_SIGN_DATE_RANGE()
  if (query.amountMin !== undefined && query.amountMax !== undefined && query.amountMin > query.amountMax) {
    throw new errors.TND_ERR_AMOUNT_RANGE()
  }
  const given = filterNames.filter((name) => query[name] !== undefined && query[name] !== '')
  const values: Record<string, unknown> = {}
  for (const name of given) values[name] = name === 'keyword' ? likePattern(query.keyword!) : query[name]
  if (!viewer.isAdmin) Object.assign(values, { viewerId: viewer.id, viewerDepartmentId: viewer.departmentId })
  const matchKey = JSON.stringify(values)
  const offset = (query.pageIndex - 1) * query.pageSize
  const paging = query.cursor ? 'cursor' : offset > 0 ? 'offset' : 'start'
  if (query.cursor) {
    const position = decodeCursor(query.cursor)
    if (!position || position.field !== query.sortField || position.order !== query.sortOrder) throw new errors.TND_ERR_CURSOR_INVALID()
    if (!keyFormats[position.field].test(position.key)) throw new errors.TND_ERR_CURSOR_INVALID()
    Object.assign(values, { cursorKey: position.key, cursorId: position.id })
  }
  // One row more than the page tells whether another page follows.
  Object.assign(values, { limit: query.pageSize + 1, offset })
  const shape: ListShape = { filters: given, sortField: query.sortField, sortOrder: query.sortOrder, paging, restricted: !viewer.isAdmin }
  return { shape, shapeKey: `${given.join(',')}|${shape.sortField}|${shape.sortOrder}|${paging}|${shape.restricted}`, matchKey, values }
}

/** The filter conditions of `shape`. */
export function filterConditions(shape: ListShape, p: Param): SQL[] {
  return shape.filters.map((name) => filters[name](p))
}

export function ordering(shape: Pick<ListShape, 'sortField' | 'sortOrder'>): SQL[] {
  const direction = shape.sortOrder === 'asc' ? asc : desc
  return [direction(sortColumns[shape.sortField]), direction(contracts.id)]
}

/** Rows after the cursor's position in the shape's order (keyset paging: as fast on page 50 000 as on page 1). */
export function afterCursor(shape: ListShape, p: Param): SQL {
  const column = sortColumns[shape.sortField]
  const key = sql`${p('cursorKey')}::${sortTypes[shape.sortField]}`
  return shape.sortOrder === 'asc'
    ? sql`(${column}, ${contracts.id}) > (${key}, ${p('cursorId')})`
    : sql`(${column}, ${contracts.id}) < (${key}, ${p('cursorId')})`
}

interface CursorPosition {
  field: SortField
  order: 'asc' | 'desc'
  key: string
  id: number
}

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.field, position.order, position.key, position.id])).toString('base64url')
}

function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4) return null
    const [field, order, key, id] = value as unknown[]
    if (!Object.hasOwn(sortColumns, field as string) || (order !== 'asc' && order !== 'desc')) return null
    if (typeof key !== 'string' || key.length > 64 || !Number.isSafeInteger(id)) return null
    return { field: field as SortField, order, key, id: id as number }
  } catch {
    return null
  }
}

const keyFormats: Record<SortField, RegExp> = {
  signDate: /^\d{4}-\d{2}-\d{2}$/,
  amount: /^\d{1,14}(\.\d{1,2})?$/,
  updatedAt: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
}
