/** The record id of the page's query (?id=…), or null when absent or not a positive integer. */
export function recordIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id')
  if (raw === null || !/^\d{1,12}$/.test(raw)) return null
  const id = Number(raw)
  return id > 0 ? id : null
}
