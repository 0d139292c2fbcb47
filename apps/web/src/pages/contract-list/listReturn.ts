import type { Location } from 'react-router'

/** What a list hands to the record it opens: where 返回 leads (the list with its filters). */
export interface ListReturn {
  from: string
}

export const listReturnOf = (location: Pick<Location, 'pathname' | 'search'>): ListReturn => ({
  from: `${location.pathname}${location.search}`,
})

/** The list a record was opened from, if it was (only paths of this application). */
export function returnPathOf(state: unknown): string | null {
  const from = (state as Partial<ListReturn> | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null
}
