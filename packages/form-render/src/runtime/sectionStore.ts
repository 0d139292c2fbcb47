import { Subscribable } from '@tandem/form-core'

/** Sections mount this far before they scroll into view. */
const APPROACH_MARGIN = '800px 0px'

/**
 * Which deferred top-level sections are mounted. The sections are the top-level widgets of the
 * form as loaded; they mount when they approach the viewport (IntersectionObserver) or when
 * something needs their DOM (focus, scroll to an error), and stay mounted afterwards. A widget
 * added later (a designer's drop) is drawn at once.
 */
export class SectionStore extends Subscribable<() => void> {
  readonly #deferred: ReadonlySet<string>
  readonly #mounted = new Set<string>()
  // one observer for every placeholder: a thousand observers cost every frame several ms
  #observer: IntersectionObserver | null = null
  readonly #observed = new Map<Element, string>()

  constructor(deferred: Iterable<string>) {
    super()
    this.#deferred = new Set(deferred)
  }

  get enabled(): boolean {
    return this.#deferred.size > 0
  }

  isMounted(name: string): boolean {
    return !this.#deferred.has(name) || this.#mounted.has(name)
  }

  mount(name: string): void {
    if (this.isMounted(name)) return
    this.#mounted.add(name)
    for (const listener of [...this.listeners]) listener()
  }

  /** Mounts section `name` when `placeholder` approaches the viewport; returns the disconnect. */
  observe(placeholder: Element, name: string): () => void {
    this.#observer ??= new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const section = this.#observed.get(entry.target)
        if (entry.isIntersecting && section !== undefined) this.mount(section)
      }
    }, { rootMargin: APPROACH_MARGIN })
    this.#observed.set(placeholder, name)
    this.#observer.observe(placeholder)
    return () => {
      this.#observed.delete(placeholder)
      this.#observer?.unobserve(placeholder)
    }
  }
}
