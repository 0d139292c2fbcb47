/** A form kept in the browser between designer sessions. */
export interface Draft {
  json: unknown
  /** ms since the epoch */
  savedAt: number
}

const storageKey = (key: string) => `tfd-autosave:${key}`

/** The draft kept under `key`, or null; an unreadable entry is removed. */
export function readDraft(key: string): Draft | null {
  let text: string | null
  try {
    text = localStorage.getItem(storageKey(key))
  } catch {
    return null
  }
  if (text === null) return null
  try {
    const value = JSON.parse(text) as Partial<Draft>
    if (typeof value.savedAt === 'number' && typeof value.json === 'object' && value.json !== null) return { json: value.json, savedAt: value.savedAt }
  } catch {
    // falls through: not a draft this designer wrote
  }
  removeDraft(key)
  return null
}

/** Keeps the form under `key`; false when the browser refuses (storage full or disabled). */
export function writeDraft(key: string, json: unknown, savedAt = Date.now()): boolean {
  try {
    localStorage.setItem(storageKey(key), JSON.stringify({ json, savedAt }))
    return true
  } catch {
    return false
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(storageKey(key))
  } catch {
    // storage disabled: there is nothing to remove
  }
}
