import type { StructureChanges } from '../model/index.js'
import type { FormJson } from '../types.js'

interface LoggedChange extends StructureChanges {
  before: FormJson
  after: FormJson
}

/**
 * The last changes of a schema store, each from one form object to the next, so a renderer that
 * skipped some (a deferred canvas) is told what changed between the form it shows and the one it
 * is given, instead of comparing the two trees.
 */
export class ChangeLog {
  readonly #changes: LoggedChange[] = []
  readonly #depth: number

  constructor(depth: number) {
    this.#depth = depth
  }

  add(change: LoggedChange): void {
    this.#changes.push(change)
    if (this.#changes.length > this.#depth) this.#changes.shift()
  }

  /** The union of the changes that led from `from` to `to`; null when they are no longer (or never were) in the log. */
  between(from: FormJson, to: FormJson): StructureChanges | null {
    if (from === to) return { touchedIds: [], formConfigChanged: false }
    let at = this.#changes.findLastIndex((change) => change.after === to)
    if (at < 0) return null
    const touched = new Set<string>()
    let formConfigChanged = false
    // logged changes follow one another: each starts from the form the one before it left
    for (; at >= 0; at--) {
      const change = this.#changes[at]
      for (const id of change.touchedIds) touched.add(id)
      formConfigChanged ||= change.formConfigChanged
      if (change.before === from) return { touchedIds: [...touched], formConfigChanged }
    }
    return null
  }
}
