import type { Key } from 'react'
import type { TableRow } from './tableOptions'

const identityKeys = new WeakMap<TableRow, number>()
let identityCounter = 0

/** A key per row object, for rows without a usable key field. */
function identityKey(row: TableRow): number {
  let key = identityKeys.get(row)
  if (key === undefined) identityKeys.set(row, (key = ++identityCounter))
  return key
}

/** How antd tells the rows apart: the key field's name, or a function of the row. */
export type RowKey = string | ((row: TableRow) => Key)

/**
 * The table's row key: `keyField` (`rowKey` option, default 'id') when every row, children
 * included, has a distinct string or number there; otherwise one key per row object. A field
 * name lets antd's virtual list read the key as a plain property on each of its per-scroll
 * passes over all rows, which is several times cheaper than a WeakMap lookup.
 */
export function tableRowKey(rows: readonly TableRow[], keyField: string, childrenKey: string | null): RowKey {
  const seen = new Set<unknown>()
  const usable = (list: readonly TableRow[]): boolean =>
    list.every((row) => {
      const key = row[keyField]
      if ((typeof key !== 'string' && typeof key !== 'number') || seen.has(key)) return false
      seen.add(key)
      const children = childrenKey === null ? undefined : row[childrenKey]
      return !Array.isArray(children) || usable(children as TableRow[])
    })
  return keyField !== '' && usable(rows) ? keyField : identityKey
}

/** The key antd gives `row` under `rowKey`. */
export const keyOfRow = (rowKey: RowKey, row: TableRow): Key => (typeof rowKey === 'string' ? (row[rowKey] as Key) : rowKey(row))
