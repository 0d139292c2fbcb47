// VForm's change pipeline for text boxes (input, textarea, number): Element fires `change` when an
// edit is committed (blur, Enter, a number's step button, an input's clear button), not per key.
// So the model takes every keystroke (validation and the form's data stay current) while the
// field's onChange and the form's onFormDataChange wait for the commit, once, with the value the
// field had when focused as oldValue.

/** What a held change needs at commit: its path and the value before the edit. */
interface HeldChange {
  path: string
  oldValue: unknown
  value: unknown
}

export class TypedEdits<E extends HeldChange> {
  #typing: string | null = null
  readonly #focusValues = new Map<string, unknown>()
  readonly #held = new Map<string, { event: E; oldValue: unknown }>()

  /** The field got focus: its value now is the oldValue of the change its edit makes. */
  focus(path: string, value: unknown): void {
    this.#focusValues.set(path, value)
  }

  /** Runs a keystroke's write of `path`; its change event is held until the commit. */
  typing(path: string, write: () => void): void {
    const outer = this.#typing
    this.#typing = path
    try {
      write()
    } finally {
      this.#typing = outer
    }
  }

  /** true when `event` is a keystroke's change, now held; false for changes reported at once. */
  hold(event: E): boolean {
    if (event.path !== this.#typing) return false
    const held = this.#held.get(event.path)
    const focused = this.#focusValues.has(event.path) ? this.#focusValues.get(event.path) : event.oldValue
    this.#held.set(event.path, { event, oldValue: held ? held.oldValue : focused })
    return true
  }

  /**
   * Ends the edit of `path`: the change to report (the last held event, with `current` as value
   * and the value at focus as oldValue), or null when nothing was typed or the text came back to
   * what it was. A later edit without a new focus starts from the committed value.
   */
  commit(path: string, current: unknown): E | null {
    const held = this.#held.get(path)
    this.#held.delete(path)
    this.#focusValues.set(path, current)
    if (!held || Object.is(current, held.oldValue)) return null
    return { ...held.event, value: current, oldValue: held.oldValue }
  }
}
