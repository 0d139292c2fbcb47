/** Listener sets per key (a widget id, a list owner), so a change wakes only the views of that key. */
export class KeyedListeners {
  readonly #byKey = new Map<string, Set<() => void>>()

  subscribe(key: string, listener: () => void): () => void {
    let set = this.#byKey.get(key)
    if (!set) {
      set = new Set()
      this.#byKey.set(key, set)
    }
    set.add(listener)
    return () => {
      const current = this.#byKey.get(key)
      if (!current) return
      current.delete(listener)
      if (current.size === 0) this.#byKey.delete(key)
    }
  }

  notify(...keys: readonly (string | null | undefined)[]): void {
    const seen = new Set<string>()
    for (const key of keys) {
      if (key == null || seen.has(key)) continue
      seen.add(key)
      const set = this.#byKey.get(key)
      if (set) for (const listener of [...set]) listener()
    }
  }
}
