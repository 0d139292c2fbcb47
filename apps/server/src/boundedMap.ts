/**
 * A map of at most `capacity` entries: the oldest makes room for a new one. An entry's age counts
 * from when it was set, or, with `refreshOnRead`, from when it was last set or read (the entry used
 * longest ago goes first), for facts read again and again (a form version's validator).
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #capacity: number
  readonly #refreshOnRead: boolean

  constructor(capacity: number, { refreshOnRead = false }: { refreshOnRead?: boolean } = {}) {
    this.#capacity = capacity
    this.#refreshOnRead = refreshOnRead
  }

  get(key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined && this.#refreshOnRead) this.#makeNewest(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.#makeNewest(key, value)
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value!)
  }

  delete(key: K): void {
    this.#entries.delete(key)
  }

  // Insertion order is age order: the first entry is the oldest.
  #makeNewest(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
  }
}
