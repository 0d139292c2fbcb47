import { tableRowId, widgetIdentity, type WidgetIdentity } from '../registry/index.js'
import { randomNumber } from '../shared/index.js'
import type { Widget } from '../types.js'

/** Numbers for generated ids and names; inject a seeded one in tests. */
export type NumberSource = () => number

const TAB_NAME = /^tab\d+$/

/**
 * Ids and names in VForm's style that collide with nothing in the form: each candidate is checked
 * against the live tree and against what this namer handed out since the last commit, and drawn
 * again on a collision.
 */
export class WidgetNamer {
  readonly #isTaken: (value: string) => boolean
  readonly #nextNumber: NumberSource
  readonly #reserved = new Set<string>()

  constructor(isTaken: (value: string) => boolean, nextNumber: NumberSource = randomNumber) {
    this.#isTaken = isTaken
    this.#nextNumber = nextNumber
  }

  isFree(value: string): boolean {
    return !this.#isTaken(value) && !this.#reserved.has(value)
  }

  /** Forgets the reservations once the edit that used them is committed (or abandoned). */
  clearReservations(): void {
    this.#reserved.clear()
  }

  identity(type: string): WidgetIdentity {
    for (;;) {
      const candidate = widgetIdentity(type, this.#nextNumber())
      if (this.isFree(candidate.id) && this.isFree(candidate.name)) {
        this.#reserve(candidate.id, candidate.name)
        return candidate
      }
    }
  }

  rowId(): string {
    for (;;) {
      const id = tableRowId(this.#nextNumber())
      if (this.isFree(id)) {
        this.#reserve(id)
        return id
      }
    }
  }

  /**
   * A copy of `widget` (objects are immutable, so values are shared) in which every widget gets a fresh id and name and every table row a
   * fresh id. With `keepTabNames`, a tab pane keeps a free `tabN` name (VForm's `tab1`).
   */
  renamed(widget: Widget, keepTabNames = false): Widget {
    const { id, name } = this.identity(widget.type)
    const keepTabName = keepTabNames && widget.type === 'tab-pane' && TAB_NAME.test(widget.options.name) && this.isFree(widget.options.name)
    if (keepTabName) this.#reserve(widget.options.name)
    const copy: Widget = { ...widget, id, options: { ...widget.options, name: keepTabName ? widget.options.name : name } }
    for (const list of ['cols', 'tabs', 'widgetList'] as const) {
      const children = widget[list]
      if (children) copy[list] = children.map((child) => this.renamed(child, keepTabNames))
    }
    if (widget.rows) copy.rows = widget.rows.map((row) => ({ ...row, id: this.rowId(), cols: row.cols.map((cell) => this.renamed(cell)) }))
    return copy
  }

  #reserve(...values: string[]): void {
    for (const value of values) this.#reserved.add(value)
  }
}
