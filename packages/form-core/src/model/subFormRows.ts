import type { FormData } from '../types.js'

export interface RowRecord {
  readonly id: string
  /** field name → value (internal, mutated in place by the model) */
  readonly values: Record<string, unknown>
  disabled: boolean
}

/** The rows of one sub-form, with O(1) lookup by row id and a lazily rebuilt index map. */
export class SubFormRows {
  readonly name: string
  #rows: RowRecord[] = []
  #byId = new Map<string, RowRecord>()
  #indexOf: Map<string, number> | null = null
  #ids: readonly string[] | null = null

  constructor(name: string) {
    this.name = name
  }

  get size(): number {
    return this.#rows.length
  }

  rows(): readonly RowRecord[] {
    return this.#rows
  }

  ids(): readonly string[] {
    this.#ids ??= Object.freeze(this.#rows.map((row) => row.id))
    return this.#ids
  }

  get(id: string): RowRecord | undefined {
    return this.#byId.get(id)
  }

  at(index: number): RowRecord | undefined {
    return this.#rows[index]
  }

  indexOf(id: string): number {
    if (!this.#indexOf) this.#indexOf = new Map(this.#rows.map((row, index) => [row.id, index]))
    return this.#indexOf.get(id) ?? -1
  }

  insert(index: number, row: RowRecord): void {
    this.#rows.splice(index, 0, row)
    this.#byId.set(row.id, row)
    this.#changed()
  }

  remove(index: number): RowRecord {
    const [row] = this.#rows.splice(index, 1)
    this.#byId.delete(row.id)
    this.#changed()
    return row
  }

  /** Replaces every row; returns the removed ones. */
  replace(rows: RowRecord[]): RowRecord[] {
    const removed = this.#rows
    this.#rows = rows
    this.#byId = new Map(rows.map((row) => [row.id, row]))
    this.#changed()
    return removed
  }

  /** Plain row objects (values shared, not copied). */
  toData(fieldNames: readonly string[]): FormData[] {
    return this.#rows.map((row) => {
      const data: FormData = {}
      for (const name of fieldNames) data[name] = row.values[name]
      return data
    })
  }

  #changed(): void {
    this.#indexOf = null
    this.#ids = null
  }
}
