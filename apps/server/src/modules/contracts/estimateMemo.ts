import { BoundedMap } from '../../boundedMap.js'

/**
 * Planner estimates of broad list queries, remembered for a few seconds. Such an answer is
 * approximate anyway (totalExact false), and a busy list page would otherwise ask the planner on
 * every request. Exact counts are never remembered: they must reflect the latest change.
 */
export class EstimateMemo {
  readonly #entries: BoundedMap<string, { rows: number; until: number }>
  readonly #ttlMs: number
  readonly #now: () => number

  constructor({ ttlMs, maxEntries, now = Date.now }: { ttlMs: number; maxEntries: number; now?: () => number }) {
    this.#entries = new BoundedMap(maxEntries)
    this.#ttlMs = ttlMs
    this.#now = now
  }

  get(key: string): number | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.until > this.#now()) return entry.rows
    this.#entries.delete(key)
    return undefined
  }

  set(key: string, rows: number): void {
    this.#entries.set(key, { rows, until: this.#now() + this.#ttlMs })
  }
}
