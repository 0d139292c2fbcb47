/**
 * Listeners kept per key (a field path, a widget id, a list owner), so a change wakes only the
 * listeners of what changed. Inside batch() the keys are collected and each is notified once
 * when the outermost batch ends.
 */
export class KeyedListeners {
  readonly #listeners = new Map<string, Set<() => void>>()
  readonly #pending = new Set<string>()
  #depth = 0

  subscribe(key: string, listener: () => void): () => void {
    let set = this.#listeners.get(key)
    if (!set) this.#listeners.set(key, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0 && this.#listeners.get(key) === set) this.#listeners.delete(key)
    }
  }

  /** Wakes the listeners of each key once; null and undefined keys are skipped. */
  notify(...keys: readonly (string | null | undefined)[]): void {
    const woken = new Set<string>()
    for (const key of keys) {
      if (key == null || !this.#listeners.has(key)) continue
      if (this.#depth > 0) this.#pending.add(key)
      else if (!woken.has(key)) {
        woken.add(key)
        this.#call(key)
      }
    }
  }

  /** Every key that has listeners (for changes that reach everything). */
  notifyAll(): void {
    this.notify(...this.#listeners.keys())
  }

  batch<T>(fn: () => T): T {
    this.#depth++
    try {
      return fn()
    } finally {
      this.#depth--
      if (this.#depth === 0) this.#flush()
    }
  }

  #flush(): void {
    while (this.#pending.size > 0) {
      const keys = [...this.#pending]
      this.#pending.clear()
      for (const key of keys) this.#call(key)
    }
  }

  #call(key: string): void {
    const set = this.#listeners.get(key)
    if (set) for (const listener of [...set]) listener()
  }
}
