/**
 * Deep-freezes the objects of `value` that are not frozen yet. The live tree is frozen throughout,
 * so descending stops at the first frozen object and an edit costs only what it created.
 */
export function freezeNew<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) freezeNew(inner)
  }
  return value
}
