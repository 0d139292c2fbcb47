import { createFormError } from '../errors/index.js'
import { cloneJson, isPlainObject, uniqueId } from '../shared/index.js'
import type { FormIndex, WidgetNode } from '../tree/index.js'
import type { FormData } from '../types.js'
import { SubFormRows, type RowRecord } from './subFormRows.js'

/**
 * Initial / reset value of a field: a copy of options.defaultValue; without one, false for an
 * on/off field (a switch, as Element's switch sets its model on mount) and null for the others.
 */
export function defaultValueOf(node: WidgetNode): unknown {
  const value = node.widget.options.defaultValue
  if (value === undefined || value === null) return node.definition?.valueType === 'boolean' ? false : null
  return cloneJson(value)
}

/** Rows of every sub-form of a form, with row ids unique across the form. */
export class SubFormStore {
  #index: FormIndex
  #subForms = new Map<string, SubFormRows>()
  readonly #owner = new Map<string, SubFormRows>()
  readonly #fieldNames = new Map<string, readonly string[]>()

  constructor(index: FormIndex, data: FormData) {
    this.#index = index
    for (const node of index.subForms) {
      this.#subForms.set(node.name, new SubFormRows(node.name))
      this.#fieldNames.set(node.name, this.#columnsOf(node.name))
      const initial = data[node.name]
      this.replace(node.name, Array.isArray(initial) ? initial : [], false)
    }
  }

  /**
   * Follows a new form structure. Sub-forms that still exist keep their rows (ids, disabled flags,
   * values of fields that still exist; new fields get their default); new sub-forms start empty
   * (one blank row with showBlankRow). Returns the rows of the sub-forms that are gone.
   */
  restructure(index: FormIndex): RowRecord[] {
    const previous = this.#subForms
    this.#index = index
    this.#subForms = new Map()
    this.#fieldNames.clear()
    for (const node of index.subForms) {
      this.#fieldNames.set(node.name, this.#columnsOf(node.name))
      const kept = previous.get(node.name)
      previous.delete(node.name)
      this.#subForms.set(node.name, kept ?? new SubFormRows(node.name))
      if (!kept) this.replace(node.name, [], false)
      else for (const row of kept.rows()) this.#followColumns(row, index.subFormFields.get(node.name) ?? [])
    }
    const removed = [...previous.values()].flatMap((rows) => rows.rows())
    for (const row of removed) this.#owner.delete(row.id)
    return removed
  }

  names(): string[] {
    return [...this.#subForms.keys()]
  }

  has(name: string): boolean {
    return this.#subForms.has(name)
  }

  /** Rows of a sub-form; throws REF_NOT_FOUND / NON_SUB_FORM_TYPE. */
  rowsOf(name: string): SubFormRows {
    const rows = this.#subForms.get(name)
    if (rows) return rows
    if (!this.#index.byName.has(name)) throw createFormError('FORM_ERR_REF_NOT_FOUND', [name])
    throw createFormError('FORM_ERR_NON_SUB_FORM_TYPE', [name])
  }

  fieldNames(name: string): readonly string[] {
    return this.#fieldNames.get(name) ?? []
  }

  /** Sub-form holding a row id. */
  ownerOf(rowId: string): SubFormRows | undefined {
    return this.#owner.get(rowId)
  }

  /** Plain rows of a sub-form (values shared, not copied). */
  data(name: string): FormData[] {
    return this.rowsOf(name).toData(this.fieldNames(name))
  }

  /** A new row at `index`, values from `data` (copied) or the field defaults. */
  insert(name: string, index: number, data: unknown): RowRecord {
    const row = this.#create(name, data, null)
    this.rowsOf(name).insert(index, row)
    return row
  }

  remove(name: string, index: number): RowRecord {
    const row = this.rowsOf(name).remove(index)
    this.#owner.delete(row.id)
    return row
  }

  /**
   * Replaces all rows with rows built from `data` (one blank row when empty and showBlankRow).
   * With keepIds, rows at existing positions keep their ids and disabled flags.
   * Returns the rows now present and those dropped.
   */
  replace(name: string, data: readonly unknown[], keepIds: boolean): { rows: readonly RowRecord[]; removed: RowRecord[] } {
    const rows = this.rowsOf(name)
    const old = rows.rows()
    const records = data.map((item, index) => this.#create(name, item, keepIds ? (old[index] ?? null) : null))
    const node = this.#index.byName.get(name)
    if (records.length === 0 && node?.widget.options.showBlankRow === true) records.push(this.#create(name, {}, null))
    const kept = new Set(records.map((row) => row.id))
    const removed = old.filter((row) => !kept.has(row.id))
    for (const row of removed) this.#owner.delete(row.id)
    rows.replace(records)
    return { rows: records, removed }
  }

  #columnsOf(name: string): readonly string[] {
    return Object.freeze((this.#index.subFormFields.get(name) ?? []).map((field) => field.name))
  }

  /** Drops the values of fields a row no longer has and gives new fields their default. */
  #followColumns(row: RowRecord, columns: readonly WidgetNode[]): void {
    const names = new Set(columns.map((node) => node.name))
    for (const key of Object.keys(row.values)) if (!names.has(key)) delete row.values[key]
    for (const node of columns) if (!Object.hasOwn(row.values, node.name)) row.values[node.name] = defaultValueOf(node)
  }

  #create(name: string, data: unknown, previous: RowRecord | null): RowRecord {
    const source = isPlainObject(data) ? data : {}
    const values: Record<string, unknown> = {}
    for (const node of this.#index.subFormFields.get(name) ?? []) {
      values[node.name] = Object.hasOwn(source, node.name) ? cloneJson(source[node.name]) : defaultValueOf(node)
    }
    const id = previous?.id ?? uniqueId('id', (candidate) => this.#owner.has(candidate))
    this.#owner.set(id, this.rowsOf(name))
    return { id, values, disabled: previous?.disabled ?? false }
  }
}
