import { Subscribable } from '@tandem/form-core'

/**
 * Which deferred top-level sections are mounted. Sections mount when they approach the viewport
 * (IntersectionObserver) or when something needs their DOM (focus, scroll to an error), and stay
 * mounted afterwards.
 */
export class SectionStore extends Subscribable<() => void> {
  readonly #mounted = new Set<string>()
  readonly enabled: boolean

  constructor(enabled: boolean) {
    super()
    this.enabled = enabled
  }

  isMounted(name: string): boolean {
    return !this.enabled || this.#mounted.has(name)
  }

  mount(name: string): void {
    if (this.#mounted.has(name)) return
    this.#mounted.add(name)
    for (const listener of [...this.listeners]) listener()
  }
}
