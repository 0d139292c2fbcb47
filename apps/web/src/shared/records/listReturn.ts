import type { Location } from 'react-router'

type Place = Pick<Location, 'pathname' | 'search'>

// Kept in the tab's sessionStorage rather than in navigation state: a record page renders forms,
// so reached from a list it may open as a new document, which carries no state.
const STORAGE_KEY = 'tandem.listReturn'

interface ListReturn {
  /** the record page the list opened */
  target: string
  /** the list's address with its filters */
  from: string
}

const addressOf = (place: Place) => `${place.pathname}${place.search}`
const isAppPath = (path: unknown): path is string => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')

/** Notes that the list at `list` opens the record at `target`, so 返回 there leads back to it. */
export function rememberListReturn(list: Place, target: string): void {
  const entry: ListReturn = { target, from: addressOf(list) }
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entry))
  } catch {
    // Storage full or denied: 返回 falls back to 合同查询.
  }
}

/** The list the record at `record` was opened from, if it was (only paths of this application). */
export function returnPathFor(record: Place): string | null {
  let entry: Partial<ListReturn> | null = null
  try {
    entry = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<ListReturn> | null
  } catch {
    return null
  }
  return entry?.target === addressOf(record) && isAppPath(entry.from) ? entry.from : null
}
