/**
 * True when two snapshots of one path show the same state: every key equal by identity, or, for
 * arrays and plain objects rebuilt on each read (panes, overridden options, row ids), equal one
 * level down. updateStructure() uses it to keep the snapshots an edit did not change.
 */
export function sameSnapshot(a: object, b: object): boolean {
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  return keys.every((key) => Object.is(left[key], right[key]) || shallowEqual(left[key], right[key]))
}

function shallowEqual(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  return keys.every((key) => Object.is(left[key], right[key]) || (isFrozenRecord(left[key]) && isFrozenRecord(right[key]) && sameSnapshot(left[key] as object, right[key] as object)))
}

/** Tab panes are frozen records of primitives, compared by their keys. */
function isFrozenRecord(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.isFrozen(value)
}
