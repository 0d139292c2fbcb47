import { parseFieldPath, rowFieldPath, type FormIndex, type FormModel } from '@tandem/form-core'

/** Model methods a script may reach that change the form's state. */
const STATE_METHODS = new Set([
  'setValue',
  'resetField',
  'setHidden',
  'setDisabled',
  'setReadonly',
  'setRequired',
  'setLabel',
  'setWidgetReadMode',
  'setWidgetOption',
  'setOptionItems',
  'addCssClass',
  'removeCssClass',
  'hideWidgets',
  'showWidgets',
  'disableWidgets',
  'enableWidgets',
  'setFormData',
  'setSubFormValues',
  'addRow',
  'insertRow',
  'deleteRow',
  'disableRow',
  'enableRow',
  'resetSubForm',
  'activateTab',
  'disableTab',
  'enableTab',
  'hideTab',
  'showTab',
  'setReadMode',
  'disableForm',
  'enableForm',
  'resetForm',
])

/** Model methods a script may reach that only read. */
const READ_METHODS = new Set(['getValue', 'getRowIds', 'getFormData', 'getSubFormValues', 'getReadMode', 'getFieldWidgets', 'getContainerWidgets'])

/** Methods whose first argument names the value(s) they write; the others write every value. */
const VALUE_WRITERS: Record<string, 'path' | 'rows' | 'all'> = {
  setValue: 'path',
  resetField: 'path',
  setSubFormValues: 'rows',
  addRow: 'rows',
  insertRow: 'rows',
  deleteRow: 'rows',
  resetSubForm: 'rows',
  setFormData: 'all',
  resetForm: 'all',
}

/** What the bridge tells the replay about each call a script makes. */
export interface BridgeObserver {
  stateCall(method: string): void
  skipped(member: string): void
  /** a script wrote values: a field path, a sub-form's rows, or every value */
  wrote(target: { path: string } | { rows: string } | 'all'): void
  /** the value before the change whose scripts run now (oldFieldValue), if any */
  oldValueOf(path: string): { value: unknown } | undefined
}

/**
 * The host side of the sandbox's one function: named operations on a form-core model with JSON
 * arguments. Nothing else of the host is reachable from a script.
 */
export class ModelBridge {
  readonly #model: FormModel
  readonly #observer: BridgeObserver
  readonly #index: FormIndex

  /** `index`: the model's widget tree indexed (buildFormIndex of model.json.widgetList) */
  constructor(model: FormModel, index: FormIndex, observer: BridgeObserver) {
    this.#model = model
    this.#observer = observer
    this.#index = index
  }

  handle(op: string, args: unknown[]): unknown {
    switch (op) {
      case 'm':
        return this.#method(String(args[0]), args.slice(1))
      case 'skip':
        return this.#observer.skipped(String(args[0]))
      case 'ref':
        return this.#refFacts(String(args[0]))
      case 'field':
        return this.#facts(String(args[0]))
      case 'oldValue': {
        const path = String(args[0])
        const during = this.#observer.oldValueOf(path)
        return during ? during.value : this.#model.getValue(path)
      }
      case 'parent':
        return this.#index.byName.get(parseFieldPath(String(args[0])).name)?.ancestors.at(-1)?.widget ?? null
      case 'rowFields':
        return this.#model.getSubForm(String(args[0])).fieldNames
      case 'dataKinds':
        return Object.fromEntries([...this.#index.fields.map((node) => [node.name, 'field']), ...this.#index.subForms.map((node) => [node.name, 'rows'])])
      case 'json':
        return this.#model.json
      case 'refPaths':
        return this.#refPaths()
      case 'subForms':
        return this.#index.subForms.map((node) => node.name)
      default:
        throw new Error(`unknown operation ${op}`)
    }
  }

  #method(method: string, args: unknown[]): unknown {
    const isState = STATE_METHODS.has(method)
    if (!isState && !READ_METHODS.has(method)) throw new Error(`${method} is not available`)
    if (isState) {
      this.#observer.stateCall(method)
      const writes = VALUE_WRITERS[method]
      if (writes === 'all') this.#observer.wrote('all')
      else if (writes === 'rows') this.#observer.wrote({ rows: String(args[0]) })
      else if (writes === 'path') this.#observer.wrote({ path: String(args[0]) })
    }
    const target = this.#model as unknown as Record<string, (...values: unknown[]) => unknown>
    return target[method](...args)
  }

  #refFacts(path: string): { container: boolean; tab: boolean; card: boolean; subForm: boolean } | null {
    const { name, rowId } = parseFieldPath(path)
    const node = this.#index.byName.get(name)
    if (!node || (rowId !== null && this.#model.getRowIndex(rowId) < 0)) return null
    return { container: node.isContainer, tab: node.type === 'tab', card: node.type === 'card', subForm: node.isSubForm }
  }

  #facts(path: string) {
    const { name, rowId } = parseFieldPath(path)
    const node = this.#index.byName.get(name)
    if (node?.isContainer) {
      const container = this.#model.getContainer(name)
      return { widget: container.widget, options: container.options, hidden: container.hidden, disabled: container.disabled }
    }
    const field = this.#model.getField(path)
    return {
      widget: field.widget,
      type: field.type,
      options: field.options,
      optionItems: field.optionItems ?? null,
      subFormName: field.subFormName,
      rowId: field.rowId,
      rowIndex: rowId === null ? -1 : this.#model.getRowIndex(rowId),
    }
  }

  /** widgetRefList's keys: every container and field, a sub-form field once per row. */
  #refPaths(): string[] {
    return this.#index.all.flatMap((node) => (node.subForm && !node.isContainer ? this.#model.getRowIds(node.subForm.name).map((id) => rowFieldPath(node.name, id)) : [node.name]))
  }
}
