/**
 * Deep copy of JSON-like data (plain objects, arrays, primitives). Other objects (Date, File,
 * class instances) are shared, not copied, which is what form values need.
 */
export function cloneJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cloneJson(item)) as T
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {}
    for (const key of Object.keys(value)) copy[key] = cloneJson(value[key])
    return copy as T
  }
  return value
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value) as unknown
  return proto === Object.prototype || proto === null
}
