import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import type { ContractListFilters } from '../../../api'
import { filtersToSearch, parseFilters } from '../listFilters'

/** The list's filters live in the URL query, so a link or a reload restores them. */
export function useListFilters(): [ContractListFilters, (next: ContractListFilters) => void] {
  const [search, setSearch] = useSearchParams()
  const filters = useMemo(() => parseFilters(search), [search])
  const setFilters = useCallback((next: ContractListFilters) => setSearch(filtersToSearch(next)), [setSearch])
  return [filters, setFilters]
}
