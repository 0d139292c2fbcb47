import { Subscribable } from '@tandem/form-core'

/** Sections mount this far before they scroll into view. */
const APPROACH_MARGIN = '800px 0px'

/**
 * Most placeholder height between two observed placeholders of a run. Whatever scrolls a large
 * form shows more than this, so any placeholder in view has an observed one of its run in view.
 */
const RUN_SPAN_PX = 400

interface Placeholder {
  readonly element: Element
  readonly name: string
  readonly height: number
  removed: boolean
}

/** What stands for a placeholder among the list's children: itself, or the wrappers (a design frame) it is the only child of. */
function slotOf(element: Element): Element {
  let slot = element
  while (slot.parentElement && slot.parentElement.childElementCount === 1) slot = slot.parentElement
  return slot
}

/**
 * Which deferred top-level sections are mounted. The sections are the top-level widgets of the
 * form as loaded; they mount when they approach the viewport (IntersectionObserver) or when
 * something needs their DOM (focus, scroll to an error), and stay mounted afterwards. A widget
 * added later (a designer's drop) is drawn at once.
 *
 * The browser recomputes every observed target in every frame that changed layout (a keystroke
 * anywhere), so not every placeholder is observed. Placeholders follow one another in runs of
 * fixed, known heights; a run's first and last are observed, and inside a run one every
 * RUN_SPAN_PX, so a run cannot come into view without an observed placeholder of it. One in view
 * mounts and has the placeholders between it and the next observed ones on either side observed
 * until the observer's first report on them, so those in view mount in the next frame. New
 * placeholders too are observed until that first report (a form opens as before).
 */
export class SectionStore extends Subscribable<() => void> {
  readonly #deferred: ReadonlySet<string>
  readonly #mounted = new Set<string>()
  // one observer for every observed placeholder: a thousand observers cost every frame several ms
  #observer: IntersectionObserver | null = null
  /** unmounted placeholders in document order once #order has run */
  #placeholders: Placeholder[] = []
  readonly #byElement = new Map<Element, Placeholder>()
  #ordered = true
  #changed = false
  /** the run ends and the placeholders every RUN_SPAN_PX of a run */
  #spaced = new Set<Element>()
  /** observed until the observer's first report on them */
  readonly #pending = new Set<Element>()
  readonly #observed = new Set<Element>()
  #syncQueued = false

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
    this.#mountAll([name])
  }

  #mountAll(names: readonly string[]): void {
    const fresh = names.filter((name) => !this.isMounted(name))
    if (fresh.length === 0) return
    for (const name of fresh) this.#mounted.add(name)
    for (const listener of [...this.listeners]) listener()
  }

  /** Mounts section `name` when `placeholder` (`height` px tall) approaches the viewport; returns the disconnect. */
  observe(placeholder: Element, name: string, height: number): () => void {
    const entry: Placeholder = { element: placeholder, name, height, removed: false }
    const last = this.#placeholders.at(-1)
    if (last && !(last.element.compareDocumentPosition(placeholder) & Node.DOCUMENT_POSITION_FOLLOWING)) this.#ordered = false
    this.#placeholders.push(entry)
    this.#byElement.set(placeholder, entry)
    this.#pending.add(placeholder)
    this.#changed = true
    this.#watch(placeholder)
    return () => {
      entry.removed = true
      this.#changed = true
      this.#byElement.delete(placeholder)
      this.#pending.delete(placeholder)
      this.#unwatch(placeholder)
      // its neighbours may end runs now
      this.#queueSync()
    }
  }

  #watch(element: Element): void {
    if (this.#observed.has(element)) return
    this.#observer ??= new IntersectionObserver((entries) => this.#report(entries), { rootMargin: APPROACH_MARGIN })
    this.#observer.observe(element)
    this.#observed.add(element)
  }

  #unwatch(element: Element): void {
    if (!this.#observed.delete(element)) return
    this.#observer?.unobserve(element)
  }

  #queueSync(): void {
    if (this.#syncQueued) return
    this.#syncQueued = true
    queueMicrotask(() => {
      this.#syncQueued = false
      this.#sync()
    })
  }

  /** Sorts out removed placeholders, puts new ones in document order and finds the spaced ones. */
  #order(): void {
    if (!this.#changed) return
    this.#changed = false
    const list = this.#placeholders.filter((entry) => !entry.removed)
    if (!this.#ordered) list.sort((a, b) => (a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    this.#ordered = true
    this.#placeholders = list
    const slots = list.map((entry) => slotOf(entry.element))
    const spaced = new Set<Element>()
    let span = 0
    list.forEach((entry, index) => {
      const joinsPrevious = index > 0 && slots[index - 1].nextElementSibling === slots[index]
      const joinsNext = index < list.length - 1 && slots[index].nextElementSibling === slots[index + 1]
      if (joinsPrevious && joinsNext && span + entry.height <= RUN_SPAN_PX) {
        span += entry.height
      } else {
        spaced.add(entry.element)
        span = 0
      }
    })
    this.#spaced = spaced
  }

  /** Observes the spaced and pending placeholders, and no others. */
  #sync(): void {
    this.#order()
    const wanted = new Set([...this.#spaced, ...this.#pending])
    for (const element of this.#observed) if (!wanted.has(element)) this.#unwatch(element)
    for (const element of wanted) this.#watch(element)
  }

  #report(entries: readonly IntersectionObserverEntry[]): void {
    this.#order()
    const names: string[] = []
    for (const { target, isIntersecting } of entries) {
      this.#pending.delete(target)
      const entry = this.#byElement.get(target)
      if (!entry || !isIntersecting) continue
      names.push(entry.name)
      this.#watchNeighbours(entry)
    }
    this.#sync()
    this.#mountAll(names)
  }

  /** Has the unobserved placeholders up to the next observed ones before and after `entry` observed once. */
  #watchNeighbours(entry: Placeholder): void {
    const index = this.#placeholders.indexOf(entry)
    for (const step of [-1, 1]) {
      for (let at = index + step; at >= 0 && at < this.#placeholders.length; at += step) {
        const element = this.#placeholders[at].element
        if (this.#observed.has(element)) break
        this.#pending.add(element)
      }
    }
  }
}
