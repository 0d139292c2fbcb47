import type { ContractListFilters } from '../../api'
import { EMPTY_FILTERS, filtersToSearch } from './listFilters'
import { SearchForm } from './SearchForm'
import { formValuesOf, searchOf } from './searchFormValues'

const FOLDED_KEYS = [
  'contractType',
  'departmentId',
  'sealed',
  'signDateFrom',
  'signDateTo',
  'amountMin',
  'amountMax',
  'expiry',
] as const

interface ContractSearchProps {
  filters: ContractListFilters
  onChange(next: ContractListFilters): void
}

/** The search form over list filters: a search keeps the sort and page size, starts at page 1. */
export function ContractSearch({ filters, onChange }: ContractSearchProps) {
  const { sortField, sortOrder, pageSize } = filters
  const conditions = searchOf(formValuesOf(filters))
  return (
    <SearchForm
      // A new URL (back, forward, a link) shows its own conditions.
      key={filtersToSearch({ ...conditions, ...EMPTY_FILTERS }).toString()}
      initialValues={formValuesOf(filters)}
      startExpanded={FOLDED_KEYS.some((key) => filters[key] !== undefined)}
      onSearch={(values) => onChange({ ...searchOf(values), sortField, sortOrder, pageSize, pageIndex: 1 })}
      onReset={() => onChange({ ...EMPTY_FILTERS, pageSize })}
    />
  )
}
