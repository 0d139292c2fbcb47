import type { ModelContext } from './modelContext.js'

const EMPTY: readonly string[] = Object.freeze([])

/** Validation messages by path; a change wakes the path's snapshot. */
export class FieldErrors {
  readonly #context: ModelContext
  readonly #errors = new Map<string, readonly string[]>()

  constructor(context: ModelContext) {
    this.#context = context
  }

  get(path: string): readonly string[] {
    return this.#errors.get(path) ?? EMPTY
  }

  paths(): string[] {
    return [...this.#errors.keys()]
  }

  all(): Record<string, readonly string[]> {
    return Object.fromEntries(this.#errors)
  }

  /** Replaces the messages of a path ([] clears them). */
  set(path: string, messages: readonly string[]): void {
    const current = this.get(path)
    if (current.length === 0 && messages.length === 0) return
    if (messages.length === 0) this.#errors.delete(path)
    else this.#errors.set(path, Object.freeze([...messages]))
    if (this.#context.snapshots.has(path) || messages.length > 0 || current.length > 0) this.#context.touch(path)
  }

  /** Clears messages of the given paths (all when omitted). */
  clear(paths?: string | readonly string[]): void {
    const list = paths === undefined ? this.paths() : typeof paths === 'string' ? [paths] : paths
    this.#context.batch(() => list.forEach((path) => this.set(path, EMPTY)))
  }

  /** Forgets a path without waking it (its widget or row is gone). */
  forget(path: string): void {
    this.#errors.delete(path)
  }

  /** Forgets the messages of paths the current structure no longer has. */
  retainResolvable(): void {
    for (const path of this.paths()) if (!this.#context.resolves(path)) this.#errors.delete(path)
  }
}
