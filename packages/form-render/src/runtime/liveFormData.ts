import { rowFieldPath, valueTypeOf, type FormData, type FormModel } from '@tandem/form-core'

/** Where a key of the live data lives: a field's value, a sub-form's rows, or nowhere in the form. */
type KeyKind = 'field' | 'rows' | null

function kindOf(model: FormModel, key: string | symbol): KeyKind {
  if (typeof key !== 'string') return null
  const widget = model.getWidget(key)
  if (!widget || model.getSubFormName(key) !== null) return null
  if (valueTypeOf(widget) === 'rows') return 'rows'
  return widget.category !== 'container' && widget.formItemFlag === true ? 'field' : null
}

/**
 * A proxy whose own keys are `keys()`: reading one calls `read`, assigning one calls `write`.
 * Other keys live on a plain object, as they would on VForm's reactive data.
 */
function dataProxy(keys: () => readonly string[], has: (key: string | symbol) => boolean, read: (key: string) => unknown, write: (key: string, value: unknown) => void): FormData {
  const extra: FormData = {}
  return new Proxy(extra, {
    get: (target, key) => (has(key) ? read(key as string) : Reflect.get(target, key)),
    set: (target, key, value) => {
      if (!has(key)) return Reflect.set(target, key, value)
      write(key as string, value)
      return true
    },
    has: (target, key) => has(key) || Reflect.has(target, key),
    ownKeys: (target) => [...new Set([...keys(), ...Reflect.ownKeys(target)])],
    getOwnPropertyDescriptor: (target, key) =>
      has(key) ? { value: read(key as string), writable: true, enumerable: true, configurable: true } : Reflect.getOwnPropertyDescriptor(target, key),
    deleteProperty: (target, key) => !has(key) && Reflect.deleteProperty(target, key),
  })
}

/** One sub-form row: its fields read and write that row. */
function liveRow(model: FormModel, subFormName: string, rowId: string): FormData {
  const fieldNames = () => model.getSubForm(subFormName).fieldNames
  return dataProxy(
    fieldNames,
    (key) => typeof key === 'string' && model.getSubFormName(key) === subFormName && model.getRowIndex(rowId) >= 0,
    (key) => model.getValue(rowFieldPath(key, rowId)),
    (key, value) => model.setValue(rowFieldPath(key, rowId), value),
  )
}

/**
 * VForm's formDataModel over a model: reading a key gives the field's current value (a sub-form:
 * its rows, whose fields read and write that row), assigning a key sets the field as setFieldValue
 * does (a sub-form: replaces its rows). Values are the model's own: change arrays and objects by
 * assigning a new one, not in place.
 */
export function liveFormData(model: FormModel): FormData {
  return dataProxy(
    () => Object.keys(model.getFormData()),
    (key) => kindOf(model, key) !== null,
    (key) => (kindOf(model, key) === 'rows' ? model.getRowIds(key).map((rowId) => liveRow(model, key, rowId)) : model.getValue(key)),
    // rows read from this proxy are live: copy them before the sub-form's rows are replaced
    (key, value) => model.setValue(key, kindOf(model, key) === 'rows' && Array.isArray(value) ? value.map((row: unknown) => (isObject(row) ? { ...row } : row)) : value),
  )
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null
