/**
 * Listeners kept per path, so a change wakes only that path's subscribers. Inside batch() the
 * paths are collected and each is notified once when the outermost batch ends.
 */
export class PathNotifier {
  #listeners = new Map<string, Set<() => void>>()
  #pending = new Set<string>()
  #depth = 0

  subscribe(path: string, listener: () => void): () => void {
    let set = this.#listeners.get(path)
    if (!set) {
      set = new Set()
      this.#listeners.set(path, set)
    }
    set.add(listener)
    return () => {
      const current = this.#listeners.get(path)
      if (!current) return
      current.delete(listener)
      if (current.size === 0) this.#listeners.delete(path)
    }
  }

  notify(path: string): void {
    if (!this.#listeners.has(path)) return
    if (this.#depth > 0) this.#pending.add(path)
    else this.#call(path)
  }

  /** Every path that has listeners (for form-wide changes). */
  notifyAll(): void {
    for (const path of [...this.#listeners.keys()]) this.notify(path)
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
      const paths = [...this.#pending]
      this.#pending.clear()
      for (const path of paths) this.#call(path)
    }
  }

  #call(path: string): void {
    const set = this.#listeners.get(path)
    if (set) for (const listener of [...set]) listener()
  }
}
