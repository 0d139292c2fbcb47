/** Listeners kept per key (a widget id), so a change wakes only the listeners of what changed. */
export class KeyedListeners {
  readonly #listeners = new Map<string, Set<() => void>>()

  subscribe(key: string, listener: () => void): () => void {
    let set = this.#listeners.get(key)
    if (!set) this.#listeners.set(key, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.#listeners.get(key) === set) this.#listeners.delete(key)
    }
  }

  notify(keys: Iterable<string>): void {
    for (const key of keys) {
      const set = this.#listeners.get(key)
      if (set) for (const listener of [...set]) listener()
    }
  }
}
