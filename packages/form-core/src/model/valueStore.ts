import { createFormError } from '../errors/index.js'
import { cloneJson, isPlainObject } from '../shared/index.js'
import type { FormIndex, WidgetNode } from '../tree/index.js'
import type { FormData } from '../types.js'
import type { FieldErrors } from './fieldErrors.js'
import type { ModelContext } from './modelContext.js'
import type { SetValueOptions } from './modelTypes.js'
import { parseFieldPath, rowFieldPath } from './paths.js'
import type { RowEditor } from './rowEditor.js'
import { sameJson } from './sameJson.js'
import type { RowRecord } from './subFormRows.js'
import { defaultValueOf } from './subFormStore.js'

/**
 * The values of a form model: flat by field name for top-level fields, in the rows for sub-form
 * fields. A write wakes that one path and tells form-level subscribers (valueChange) unless silent.
 */
export class ValueStore {
  readonly #context: ModelContext
  readonly #rows: RowEditor
  readonly #errors: FieldErrors
  readonly #values = new Map<string, unknown>()

  constructor(context: ModelContext, rows: RowEditor, errors: FieldErrors, data: FormData) {
    this.#context = context
    this.#rows = rows
    this.#errors = errors
    for (const node of context.index.fields) {
      this.#values.set(node.name, Object.hasOwn(data, node.name) ? cloneJson(data[node.name]) : defaultValueOf(node))
    }
  }

  /** Value at a field, row field, sub-form (its rows) or sub-form field name (one value per row). */
  get(path: string): unknown {
    const { name, rowId } = parseFieldPath(path)
    const store = this.#context.rows
    if (store.has(name) && rowId === null) return store.data(name)
    const node = this.#context.node(name)
    if (node.subForm && rowId === null) return store.rowsOf(node.subForm.name).rows().map((row) => row.values[name])
    return this.read(node, this.#context.resolve(path).row)
  }

  /** Sets a field, a row field, every row of a sub-form field, or a sub-form's rows (stored as given). */
  set(path: string, value: unknown, options: SetValueOptions = {}): void {
    const { name, rowId } = parseFieldPath(path)
    if (this.#context.rows.has(name) && rowId === null) return this.#rows.setValues(name, value)
    const node = this.#context.node(name)
    if (!node.isFormItem) throw createFormError('FORM_ERR_REF_NOT_FOUND', [path])
    if (node.subForm && rowId === null) {
      const rows = this.#context.rows.rowsOf(node.subForm.name).rows()
      this.#context.batch(() => rows.forEach((row) => this.write(node, row, value, options)))
      return
    }
    this.write(node, this.#context.resolve(path).row, value, options)
  }

  /** Plain copy of all values: a key for every form-item field, sub-forms as row arrays. */
  formData(): FormData {
    const data: FormData = {}
    for (const node of this.#context.index.fields) data[node.name] = cloneJson(this.#values.get(node.name))
    for (const name of this.#context.rows.names()) data[name] = cloneJson(this.#context.rows.data(name))
    return data
  }

  /** Copies the values of matching keys only (deep copies); unknown keys are ignored. */
  setFormData(data: FormData): void {
    if (!isPlainObject(data)) throw createFormError('FORM_ERR_INVALID_FORM_DATA')
    const subForms = this.#context.rows.names()
    for (const name of subForms) if (Object.hasOwn(data, name)) this.#rows.check(name, data[name])
    this.#context.batch(() => {
      for (const node of this.#context.index.fields) {
        if (Object.hasOwn(data, node.name)) this.write(node, undefined, cloneJson(data[node.name]), {})
      }
      for (const name of subForms) {
        if (Object.hasOwn(data, name)) this.#rows.replace(name, data[name] as FormData[], true)
      }
    })
    this.#context.emit({ type: 'formDataSet', data })
  }

  /** Fields back to their defaults, sub-forms emptied (one blank row if showBlankRow), errors cleared. */
  reset(): void {
    this.#context.batch(() => {
      for (const node of this.#context.index.fields) this.write(node, undefined, defaultValueOf(node), {})
      for (const name of this.#context.rows.names()) this.#rows.replace(name, [], false)
      this.#errors.clear()
    })
    this.#context.emit({ type: 'formReset' })
  }

  /** One field (or every row of a sub-form field) back to its default value. */
  resetField(path: string): void {
    this.set(path, defaultValueOf(this.#context.node(parseFieldPath(path).name)))
  }

  read(node: WidgetNode, row: RowRecord | undefined): unknown {
    if (!node.isFormItem) return null
    if (node.subForm) return row ? row.values[node.name] : undefined
    return this.#values.get(node.name)
  }

  write(node: WidgetNode, row: RowRecord | undefined, value: unknown, options: SetValueOptions): void {
    const oldValue = this.read(node, row)
    if (Object.is(oldValue, value)) return
    if (row) row.values[node.name] = value
    else this.#values.set(node.name, value)
    const path = row ? rowFieldPath(node.name, row.id) : node.name
    this.#context.touchValue(path, value)
    if (options.silent) return
    const subFormName = node.subForm?.name ?? null
    const rowIndex = this.#context.rowIndexOf(node, row)
    this.#context.emit({ type: 'valueChange', path, name: node.name, value, oldValue, subFormName, rowId: row?.id ?? null, rowIndex })
  }

  /**
   * Follows a new structure: values are kept by name, new fields get their default, removed ones
   * drop their value; an untouched value (still the old default) follows an edited defaultValue.
   */
  follow(previous: FormIndex): void {
    const kept = new Map(this.#values)
    this.#values.clear()
    for (const node of this.#context.index.fields) {
      const before = previous.byName.get(node.name)
      const had = before !== undefined && before.isFormItem && before.subForm === null && kept.has(node.name)
      const value = had ? kept.get(node.name) : defaultValueOf(node)
      const untouched = had && before.widget !== node.widget && sameJson(value, defaultValueOf(before))
      this.#values.set(node.name, untouched ? defaultValueOf(node) : value)
    }
  }
}
