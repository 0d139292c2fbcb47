import type { SchemaAction } from './schemaTypes.js'
import { appendStep, type SchemaStep } from './steps.js'

/** One undoable step: the steps one action (or one merged burst of actions) made. */
export interface HistoryEntry {
  action: SchemaAction
  /** applied in reverse order, inverted, they undo the entry; as they are, they redo it */
  steps: SchemaStep[]
  mergeKey?: string
  at: number
}

export interface HistoryOptions {
  /** steps kept; the oldest are forgotten beyond it */
  depth: number
  /** ms within which dispatches with the same mergeKey become one step */
  mergeWindow: number
}

/** Undo and redo stacks of entries; a new entry empties the redo stack. */
export class SchemaHistory {
  readonly #undo: HistoryEntry[] = []
  #redo: HistoryEntry[] = []
  readonly #options: HistoryOptions
  /** whether the last thing recorded can take a merge (no undo, redo or other action since) */
  #open = false

  constructor(options: HistoryOptions) {
    this.#options = options
  }

  get undoDepth(): number {
    return this.#undo.length
  }

  get redoDepth(): number {
    return this.#redo.length
  }

  record(action: SchemaAction, steps: readonly SchemaStep[], at: number, mergeKey?: string): void {
    const last = this.#undo[this.#undo.length - 1]
    this.#redo = []
    if (this.#open && mergeKey !== undefined && last?.mergeKey === mergeKey && at - last.at <= this.#options.mergeWindow) {
      for (const step of steps) appendStep(last.steps, step)
      last.action = action
      last.at = at
    } else {
      this.#undo.push({ action, steps: [...steps], mergeKey, at })
      if (this.#undo.length > this.#options.depth) this.#undo.shift()
    }
    this.#open = true
  }

  /** The entry to undo, moved to the redo stack. */
  takeUndo(): HistoryEntry | undefined {
    const entry = this.#undo.pop()
    if (entry) this.#redo.push(entry)
    this.#open = false
    return entry
  }

  takeRedo(): HistoryEntry | undefined {
    const entry = this.#redo.pop()
    if (entry) this.#undo.push(entry)
    this.#open = false
    return entry
  }
}
