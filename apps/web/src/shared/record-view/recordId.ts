/** The id named `name` in a page's query, or null when absent or not a positive integer. */
export function queryIdOf(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name)
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}

/** The record id of the page's query (?id=…), or null when absent or not a positive integer. */
export const recordIdOf = (search: URLSearchParams): number | null => queryIdOf(search, 'id')
