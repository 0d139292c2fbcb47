import { compileLogic, evaluateLogic, flagsOf, logicFieldState, logicMessages, type CompiledLogic, type LogicDelta, type LogicState } from '../logic/index.js'
import { cloneJson } from '../shared/index.js'
import type { FormIndex, WidgetNode } from '../tree/index.js'
import type { Locale } from '../i18n/index.js'
import type { FormData, FormJson, OptionItem } from '../types.js'
import type { FormEvent } from './modelTypes.js'
import { rowFieldPath } from './paths.js'
import { sameJson } from './sameJson.js'

/** The widget state the rules last gave a path (before any: the JSON's). */
interface Applied {
  hidden: boolean
  required: boolean
  disabled: boolean
  readonly: boolean
  options: readonly unknown[] | null
}

/** What the logic reads and writes of its form model (the model imports this file, not the reverse). */
export interface LogicHost {
  readonly json: FormJson
  /** the index of `json`'s widget tree (the logic compiles against it instead of indexing the tree again) */
  readonly index: FormIndex
  getFormData(): FormData
  getLocale(): Locale
  batch<T>(fn: () => T): T
  getSubFormValues(subFormName: string): FormData[]
  getRowIds(subFormName: string): readonly string[]
  setValue(path: string, value: unknown): void
  setHidden(path: string, hidden: boolean): void
  setDisabled(path: string, disabled: boolean): void
  setRequired(path: string, required: boolean): void
  setReadonly(path: string, readonly: boolean): void
  setOptionItems(path: string, items: OptionItem[]): void
}

/**
 * Runs a form's rules and formulas in its form model. Computed values are set as the values they
 * read change (the model's valueChange events then reach the renderer and the scripts, which so
 * run after the rules); the rules' flags become widget state, each written only when the rules'
 * answer for it changes, so a script that sets the same flag afterwards keeps its say until then.
 * Computed fields are read-only.
 */
export class FormLogic {
  readonly #model: LogicHost
  readonly #applied = new Map<string, Applied>()
  #logic: CompiledLogic
  #state: LogicState | null = null
  #busy = false
  readonly #pending: Array<() => void> = []

  constructor(model: LogicHost) {
    this.#model = model
    this.#logic = compileLogic(model.json, model.index)
    this.reload()
  }

  get logic(): CompiledLogic {
    return this.#logic
  }

  /** Compiles the logic of a new structure and applies everything it says. */
  restructure(): void {
    this.#logic = compileLogic(this.#model.json, this.#model.index)
    this.#applied.clear()
    this.reload()
  }

  /** Evaluates everything again from the model's values (new form data, reset). */
  reload(): void {
    if (!this.#logic.hasLogic) {
      this.#state = null
      return
    }
    this.#run(() => {
      const state = evaluateLogic(this.#logic, this.#model.getFormData())
      this.#state = state
      this.#apply({ values: this.#allValuePaths(state), flags: [...new Set([...this.#logic.rulesByTarget.keys(), ...this.#logic.formulas.keys()])] })
    })
  }

  /** Follows one model event. */
  handle(event: FormEvent): void {
    if (!this.#state) return
    switch (event.type) {
      case 'valueChange':
        return this.#run(() => this.#valueChanged(event.name, event.value, event.subFormName, event.rowIndex))
      case 'rowAdd':
      case 'rowInsert':
      case 'rowDelete':
      case 'rowsReplace':
        return this.#run(() => this.#rowsChanged(event.subFormName))
      case 'formDataSet':
      case 'formReset':
        return this.reload()
      case 'structureChange':
        return this.restructure()
      default:
    }
  }

  /** What the rules say is wrong with a field in a row (formula error value, error effects). */
  messagesOf(name: string, rowIndex: number | null): string[] {
    const node = this.#logic.index.byName.get(name)
    if (!this.#state || !node) return []
    return logicMessages(this.#state, node, rowIndex, this.#model.getLocale())
  }

  // a change made while the logic writes (a script reacting to a computed value) waits its turn
  #run(work: () => void): void {
    if (this.#busy) {
      this.#pending.push(work)
      return
    }
    this.#busy = true
    try {
      this.#model.batch(() => {
        work()
        for (let next = this.#pending.shift(); next; next = this.#pending.shift()) next()
      })
    } finally {
      this.#busy = false
    }
  }

  #valueChanged(name: string, value: unknown, subFormName: string | null, rowIndex: number | null): void {
    const state = this.#state as LogicState
    if (subFormName !== null && rowIndex !== null) {
      const row = state.rowsOf(subFormName)[rowIndex]
      if (!row) return this.#rowsChanged(subFormName)
      if (sameJson(row[name], value)) return
      row[name] = cloneJson(value)
    } else {
      if (sameJson(state.data[name], value)) return
      state.data[name] = cloneJson(value)
    }
    this.#apply(state.update([name]))
  }

  #rowsChanged(subFormName: string): void {
    const state = this.#state as LogicState
    state.data[subFormName] = this.#model.getSubFormValues(subFormName)
    const delta = state.update([subFormName])
    // flags on whole columns, on the sub-form and on containers around it reach the new rows,
    // and computed columns stay read-only there
    const subForm = this.#logic.index.byName.get(subFormName)
    const reaches = (name: string) => {
      const node = this.#logic.index.byName.get(name)
      return node !== undefined && (node.subForm === subForm || node === subForm || (subForm?.ancestors.includes(node) ?? false))
    }
    const targets = [...this.#logic.rulesByTarget.keys(), ...this.#logic.formulas.keys()].filter(reaches)
    this.#apply({ values: delta.values, flags: [...new Set([...delta.flags, ...targets])] })
  }

  #allValuePaths(state: LogicState): string[] {
    const paths: string[] = []
    for (const name of this.#logic.valueOrder) {
      const subForm = this.#logic.index.byName.get(name)?.subForm?.name
      if (!subForm) paths.push(name)
      else state.rowsOf(subForm).forEach((_, index) => paths.push(`${subForm}.${index}.${name}`))
    }
    return paths
  }

  #apply(delta: LogicDelta): void {
    const state = this.#state as LogicState
    for (const path of delta.values) {
      const [first, index, name] = path.split('.')
      if (name === undefined) this.#model.setValue(first, state.data[first])
      else {
        const rowId = this.#model.getRowIds(first)[Number(index)]
        if (rowId !== undefined) this.#model.setValue(rowFieldPath(name, rowId), state.rowsOf(first)[Number(index)]?.[name])
      }
    }
    const index = this.#logic.index
    for (const target of delta.flags) {
      const node = index.byName.get(target)
      if (!node) continue
      this.#applyFlags(node)
      if (node.isContainer) for (const inner of index.all) if (inner.ancestors.includes(node)) this.#applyFlags(inner)
    }
  }

  #applyFlags(node: WidgetNode): void {
    const subForm = node.subForm?.name
    if (!subForm) return this.#write(node, node.name, null)
    this.#model.getRowIds(subForm).forEach((rowId, rowIndex) => this.#write(node, rowFieldPath(node.name, rowId), rowIndex))
  }

  #write(node: WidgetNode, path: string, rowIndex: number | null): void {
    const state = this.#state as LogicState
    const options = node.widget.options
    const before = this.#applied.get(path) ?? { hidden: options.hidden === true, required: options.required === true, disabled: options.disabled === true, readonly: options.readonly === true, options: null }
    const field = logicFieldState(state, node, rowIndex)
    // only the widget's own hidden flag: the model hides what is inside a hidden container itself
    const hidden = flagsOf(state, node, rowIndex)?.hidden ?? options.hidden === true
    const now: Applied = node.isContainer
      ? { ...before, hidden, disabled: field.disabled }
      : { hidden, required: field.required, disabled: field.disabled, readonly: field.readonly, options: field.options }
    const model = this.#model
    if (now.hidden !== before.hidden) model.setHidden(path, now.hidden)
    if (now.disabled !== before.disabled) model.setDisabled(path, now.disabled)
    if (now.required !== before.required) model.setRequired(path, now.required)
    if (now.readonly !== before.readonly) model.setReadonly(path, now.readonly)
    if (!sameJson(now.options, before.options)) {
      const items = (Array.isArray(options.optionItems) ? options.optionItems : []) as OptionItem[]
      model.setOptionItems(path, now.options ? items.filter((item) => now.options?.some((value) => value === item.value)) : items)
    }
    this.#applied.set(path, now)
  }
}
