import {
  BIZ_TYPES,
  type BizType,
  type ContractListFilters,
  type ContractStatus,
  type ContractType,
  type ExpiryState,
  type SortField,
  type SortOrder,
} from '../../api'

export const DEFAULT_PAGE_SIZE = 20
export const PAGE_SIZES = [10, 20, 50, 100]
const SORT_FIELDS: readonly SortField[] = ['signDate', 'amount', 'updatedAt']
const SORT_ORDERS: readonly SortOrder[] = ['asc', 'desc']
const EXPIRY_STATES: readonly ExpiryState[] = ['soon', 'expired']
const DATE = /^\d{4}-\d{2}-\d{2}$/

export const EMPTY_FILTERS: ContractListFilters = { pageIndex: 1, pageSize: DEFAULT_PAGE_SIZE }

const text = (value: string | null) => value?.trim() || undefined
const date = (value: string | null) => (value && DATE.test(value) ? value : undefined)
function number(value: string | null, min = 0): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= min ? parsed : undefined
}
function oneOf<T extends string | number>(allowed: readonly T[], value: T | null | undefined): T | undefined {
  return value !== null && value !== undefined && allowed.includes(value) ? value : undefined
}

/**
 * The filters a URL query describes. Values that are malformed (hand-edited links) are dropped
 * rather than sent, so the page still opens with the rest.
 */
export function parseFilters(search: URLSearchParams): ContractListFilters {
  const sealed = search.get('sealed')
  const pageSize = number(search.get('pageSize'), 1)
  const filters: ContractListFilters = {
    keyword: text(search.get('keyword')),
    bizType: oneOf<BizType>(BIZ_TYPES, number(search.get('bizType')) as BizType | undefined),
    // The vocabularies are the server's (Dict); it refuses an unknown code by name.
    contractType: text(search.get('contractType')) as ContractType | undefined,
    status: text(search.get('status')) as ContractStatus | undefined,
    departmentId: number(search.get('departmentId'), 1),
    signDateFrom: date(search.get('signDateFrom')),
    signDateTo: date(search.get('signDateTo')),
    amountMin: number(search.get('amountMin')),
    amountMax: number(search.get('amountMax')),
    sealed: sealed === 'true' ? true : sealed === 'false' ? false : undefined,
    expiry: oneOf(EXPIRY_STATES, search.get('expiry') as ExpiryState | null),
    sortField: oneOf(SORT_FIELDS, search.get('sortField') as SortField | null),
    sortOrder: oneOf(SORT_ORDERS, search.get('sortOrder') as SortOrder | null),
    pageIndex: Math.floor(number(search.get('pageIndex'), 1) ?? 1),
    pageSize: pageSize && PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  }
  return compact(filters)
}

/** Drops absent keys so equal filters compare (and cache) equal. */
function compact(filters: ContractListFilters): ContractListFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as unknown as ContractListFilters
}

/** The URL query of the filters; defaults are left out to keep links short. */
export function filtersToSearch(filters: ContractListFilters): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(compact(filters))) {
    if (key === 'pageIndex' && value === 1) continue
    if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue
    search.set(key, String(value))
  }
  return search
}
