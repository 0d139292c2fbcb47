import { INT32_MAX, sortFields, type ContractListParams as ListQuery, type SortField } from '@tandem/api-contract'
import { errors } from '../../errors.js'
import type { Viewer } from './viewer.js'

/**
 * The filters of the contract list, in the fixed order a shape names them. Which SQL each one
 * stands for is listStatements.ts's business; this file only decides which apply.
 */
export const LIST_FILTERS = [
  'keyword',
  'bizType',
  'contractType',
  'status',
  'departmentId',
  'signDateFrom',
  'signDateTo',
  'amountMin',
  'amountMax',
  'sealed',
  'expiry',
] as const satisfies readonly (keyof ListQuery)[]
export type ListFilter = (typeof LIST_FILTERS)[number]

/** ILIKE pattern matching `keyword` anywhere, its wildcards taken literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * What decides the SQL text of a list query; its values travel as parameters, so one statement
 * serves every query of the same shape.
 */
export interface ListShape {
  /** The filters given, in a fixed order. */
  filters: readonly ListFilter[]
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
  const given = LIST_FILTERS.filter((name) => query[name] !== undefined && query[name] !== '')
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

interface CursorPosition {
  field: SortField
  order: 'asc' | 'desc'
  key: string
  id: number
}

/** The cursor of the page after the row at `position`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.field, position.order, position.key, position.id])).toString('base64url')
}

function decodeCursor(cursor: string): CursorPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (!Array.isArray(value) || value.length !== 4) return null
    const [field, order, key, id] = value as unknown[]
    if (!sortFields.includes(field as SortField) || (order !== 'asc' && order !== 'desc')) return null
    if (typeof key !== 'string' || key.length > 64 || !Number.isInteger(id) || (id as number) < 1 || (id as number) > INT32_MAX) return null
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
