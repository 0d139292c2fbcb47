import { asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import { contracts } from '../../db/schema/index.js'
import { errors } from '../../errors.js'
import { contractTypeColumn } from './rows.js'
import type { ListQuery, SortField } from './schemas.js'

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

/** The filter part of a list query; refuses ranges whose bounds are crossed. */
export function filterConditions(query: ListQuery): SQL[] {
  if (query.signDateFrom && query.signDateTo && query.signDateFrom > query.signDateTo) throw new errors.TND_ERR_SIGN_DATE_RANGE()
  if (query.amountMin !== undefined && query.amountMax !== undefined && query.amountMin > query.amountMax) {
    throw new errors.TND_ERR_AMOUNT_RANGE()
  }
  const conditions: Array<SQL | undefined> = [
    query.keyword
      ? or(
          ilike(contracts.contractNo, likePattern(query.keyword)),
          ilike(contracts.contractName, likePattern(query.keyword)),
          ilike(contracts.counterparty, likePattern(query.keyword)),
        )
      : undefined,
    query.bizType !== undefined ? eq(contracts.bizType, query.bizType) : undefined,
    query.contractType ? sql`${contractTypeColumn} = ${query.contractType}` : undefined,
    query.status ? eq(contracts.status, query.status) : undefined,
    query.departmentId !== undefined ? eq(contracts.departmentId, query.departmentId) : undefined,
    query.signDateFrom ? gte(contracts.signDate, query.signDateFrom) : undefined,
    query.signDateTo ? lte(contracts.signDate, query.signDateTo) : undefined,
    query.amountMin !== undefined ? gte(contracts.amount, query.amountMin) : undefined,
    query.amountMax !== undefined ? lte(contracts.amount, query.amountMax) : undefined,
    query.sealed !== undefined ? eq(contracts.sealed, query.sealed) : undefined,
  ]
  return conditions.filter((c): c is SQL => c !== undefined)
}

export function ordering(query: ListQuery): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc
  return [direction(sortColumns[query.sortField]), direction(contracts.id)]
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

/** Rows after the cursor's position in the query's order (keyset paging: as fast on page 50 000 as on page 1). */
export function afterCursor(query: ListQuery, cursor: string): SQL {
  const position = decodeCursor(cursor)
  if (!position || position.field !== query.sortField || position.order !== query.sortOrder) throw new errors.TND_ERR_CURSOR_INVALID()
  if (!keyFormats[position.field].test(position.key)) throw new errors.TND_ERR_CURSOR_INVALID()
  const column = sortColumns[position.field]
  const key = sql`${position.key}::${sortTypes[position.field]}`
  return position.order === 'asc'
    ? sql`(${column}, ${contracts.id}) > (${key}, ${position.id})`
    : sql`(${column}, ${contracts.id}) < (${key}, ${position.id})`
}
