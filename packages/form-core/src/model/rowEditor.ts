import { createFormError } from '../errors/index.js'
import { cloneJson, isPlainObject } from '../shared/index.js'
import type { FormData } from '../types.js'
import type { FieldErrors } from './fieldErrors.js'
import type { ModelContext } from './modelContext.js'
import { rowFieldPath } from './paths.js'
import type { RowRecord } from './subFormRows.js'

/**
 * The sub-form rows of a form model: adds, inserts, deletes, replaces and disables rows (the
 * rows themselves live in the context's SubFormStore), waking the paths a row change reaches and
 * telling form-level subscribers (rowAdd, rowInsert, rowDelete, rowsReplace).
 */
export class RowEditor {
  readonly #context: ModelContext
  readonly #errors: FieldErrors

  constructor(context: ModelContext, errors: FieldErrors) {
    this.#context = context
    this.#errors = errors
  }

  ids(subFormName: string): readonly string[] {
    return this.#context.rows.rowsOf(subFormName).ids()
  }

  /** Current index of a row id, -1 when no sub-form has it. */
  indexOf(rowId: string): number {
    return this.#context.rows.ownerOf(rowId)?.indexOf(rowId) ?? -1
  }

  add(subFormName: string, data: FormData): string {
    return this.#insert(subFormName, this.#context.rows.rowsOf(subFormName).size, data, 'rowAdd')
  }

  insert(subFormName: string, index: number, data: FormData): string {
    const rows = this.#context.rows.rowsOf(subFormName)
    if (!Number.isInteger(index) || index < 0 || index > rows.size) {
      throw createFormError('FORM_ERR_ROW_NOT_FOUND', [subFormName, index])
    }
    return this.#insert(subFormName, index, data, 'rowInsert')
  }

  /** Removes the row at `index`; returns its data. Other rows keep their ids. */
  delete(subFormName: string, index: number): FormData {
    const store = this.#context.rows
    const row = store.rowsOf(subFormName).at(index)
    if (!row || !Number.isInteger(index)) throw createFormError('FORM_ERR_ROW_NOT_FOUND', [subFormName, index])
    const data = store.data(subFormName)[index]
    store.remove(subFormName, index)
    this.#forget(subFormName, [row])
    this.#context.touch(subFormName)
    this.#context.emit({ type: 'rowDelete', subFormName, rowId: row.id, rowIndex: index, row: data })
    return data
  }

  values(subFormName: string): FormData[] {
    return cloneJson(this.#context.rows.data(subFormName))
  }

  /** Replaces all rows with copies of `rows` (ids of existing positions are kept). */
  setValues(subFormName: string, rows: unknown): void {
    this.#context.rows.rowsOf(subFormName)
    this.check(subFormName, rows)
    this.#context.batch(() => this.replace(subFormName, rows as FormData[], true))
  }

  /** Empties a sub-form, then adds one blank row if showBlankRow. */
  reset(subFormName: string): void {
    this.#context.rows.rowsOf(subFormName)
    this.#context.batch(() => this.replace(subFormName, [], false))
  }

  setDisabled(subFormName: string, index: number, disabled: boolean): void {
    const store = this.#context.rows
    const row = store.rowsOf(subFormName).at(index)
    if (!row || !Number.isInteger(index)) throw createFormError('FORM_ERR_ROW_NOT_FOUND', [subFormName, index])
    row.disabled = disabled
    this.#context.batch(() => {
      for (const name of store.fieldNames(subFormName)) this.#context.touch(rowFieldPath(name, row.id))
      this.#context.touch(subFormName)
    })
  }

  /** Throws FORM_ERR_INVALID_ROWS unless `rows` is an array of plain objects. */
  check(subFormName: string, rows: unknown): void {
    if (!Array.isArray(rows) || !rows.every(isPlainObject)) throw createFormError('FORM_ERR_INVALID_ROWS', [subFormName])
  }

  /** New rows from data (ids of existing positions kept when keepIds); every row field is notified. */
  replace(subFormName: string, data: readonly FormData[], keepIds: boolean): void {
    const store = this.#context.rows
    const { rows, removed } = store.replace(subFormName, data, keepIds)
    this.#forget(subFormName, removed)
    const names = store.fieldNames(subFormName)
    for (const row of rows) for (const name of names) this.#context.touch(rowFieldPath(name, row.id))
    this.#context.touch(subFormName)
    this.#context.emit({ type: 'rowsReplace', subFormName })
  }

  #insert(subFormName: string, index: number, data: FormData, type: 'rowAdd' | 'rowInsert'): string {
    const row = this.#context.rows.insert(subFormName, index, data)
    this.#context.touch(subFormName)
    this.#context.emit({ type, subFormName, rowId: row.id, rowIndex: index })
    return row.id
  }

  #forget(subFormName: string, removed: readonly RowRecord[]): void {
    const names = this.#context.rows.fieldNames(subFormName)
    for (const row of removed) {
      for (const name of names) {
        const path = rowFieldPath(name, row.id)
        this.#errors.forget(path)
        this.#context.snapshots.delete(path)
      }
    }
  }
}
