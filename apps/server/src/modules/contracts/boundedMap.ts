/** A map that holds at most `maxEntries`: the entry set longest ago makes room for a new one. */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #maxEntries: number

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }

  get(key: K): V | undefined {
    return this.#entries.get(key)
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    // Insertion order is age order.
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value as K)
    this.#entries.set(key, value)
  }

  delete(key: K): void {
    this.#entries.delete(key)
  }
}
