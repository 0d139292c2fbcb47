import type { DataTableButton, DataTableColumn, DataTablePagination, WidgetOptions } from '@tandem/form-core'

export const INDEX_COLUMN_WIDTH = 50
export const SELECTION_COLUMN_WIDTH = 42
export const SELECTION_COLUMN_WIDTH_WITH_SUMMARY = 53
/** More rows shown at once than this switch the body to antd's virtual list. */
export const VIRTUAL_ROW_THRESHOLD = 100

export type TableRow = Record<string, unknown>

const DEFAULT_PAGINATION: DataTablePagination = { currentPage: 1, pageSizes: [10, 15, 20, 30, 50, 100, 200], pageSize: 20, total: 0 }

export const tableData = (options: WidgetOptions): TableRow[] => (Array.isArray(options.tableData) ? options.tableData : [])
export const tableColumns = (options: WidgetOptions): DataTableColumn[] => (Array.isArray(options.tableColumns) ? options.tableColumns : [])
export const operationButtons = (options: WidgetOptions): DataTableButton[] => (Array.isArray(options.operationButtons) ? options.operationButtons : [])

/** The field naming each row (`rowKey`, default 'id'). */
export const rowKeyField = (options: WidgetOptions): string => (typeof options.rowKey === 'string' ? options.rowKey : 'id')

/** Where tree rows keep their children (`childrenKey`, default 'children'); null unless treeDataEnabled. */
export function treeChildrenKey(options: WidgetOptions): string | null {
  if (options.treeDataEnabled !== true) return null
  return typeof options.childrenKey === 'string' && options.childrenKey !== '' ? options.childrenKey : 'children'
}

export function pagination(options: WidgetOptions): DataTablePagination {
  const value = options.pagination
  return value && typeof value === 'object' ? { ...DEFAULT_PAGINATION, ...value } : DEFAULT_PAGINATION
}

/** '300px' / '300' / 300 → 300; anything else → undefined. */
export function pixels(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : Number.NaN
  return Number.isFinite(n) && n > 0 ? n : undefined
}

/** Column width: a number of pixels, or the text as written ('20%'). */
export function columnWidth(value: unknown): number | string | undefined {
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined
}

export function fixedSide(value: unknown): 'left' | 'right' | undefined {
  if (value === 'right') return 'right'
  return value === 'left' || value === true ? 'left' : undefined
}

const SIZES = { large: 'large', default: 'middle', small: 'small', mini: 'small' } as const
export const tableSize = (value: unknown) => SIZES[(typeof value === 'string' && value in SIZES ? value : 'default') as keyof typeof SIZES]
