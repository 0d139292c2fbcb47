// Runs compiled logic over form values: computed values first (in dependency order), then the
// rules' effects. A full run builds the state; update() after a change runs only what depends on
// the changed fields (the dependency graph's answer), which is what the browser does per keystroke.

import type { WidgetNode } from '../tree/index.js'
import type { OptionValue } from '../types.js'
import { isPlainObject } from '../shared/index.js'
import type { CompiledLogic, CompiledRule } from './compileLogic.js'
import { conditionHolds, type ConditionScope } from './conditions.js'
import { toFieldValue, toFormulaValue } from './fieldKinds.js'
import { evaluateFormula, type FormulaEnv } from './formula/interpreter.js'
import { FormulaError, type ErrorCode, type FormulaValue, type Scalar } from './formula/values.js'

/** What the active rules say about one widget (absent keys: the rules say nothing). */
export interface FieldFlags {
  hidden?: boolean
  required?: boolean
  disabled?: boolean
  readonly?: boolean
  /** limitOptions: the option values left */
  options?: readonly OptionValue[]
  /** error effects: messages while their conditions hold */
  errors?: string[]
}

export interface LogicOptions {
  /** today's date (YYYY-MM-DD) for TODAY(); default: the local clock */
  today?: string
}

export interface LogicDelta {
  /** data paths (name, or subForm.rowIndex.name) whose computed value was written */
  values: string[]
  /** widget names whose rule flags were computed again */
  flags: string[]
}

type Row = Record<string, unknown>

const pathOf = (name: string, subForm: string | null, row: number | null) => (subForm === null || row === null ? name : `${subForm}.${row}.${name}`)

export class LogicState {
  readonly data: Record<string, unknown>
  /** effects of rules evaluated once for the form, by target name */
  readonly formFlags = new Map<string, FieldFlags>()
  /** effects of row-relative rules: sub-form name → row index → target name → flags */
  readonly rowFlags = new Map<string, Map<string, FieldFlags>[]>()
  /** formula error values by data path */
  readonly formulaErrors = new Map<string, ErrorCode>()
  /** sub-form columns as formulas read them, for the current run */
  readonly #columns = new Map<string, readonly Scalar[]>()

  constructor(
    readonly logic: CompiledLogic,
    data: Record<string, unknown>,
    readonly options: LogicOptions = {},
  ) {
    this.data = { ...data }
    for (const node of logic.index.subForms) {
      const rows = this.data[node.name]
      if (Array.isArray(rows)) this.data[node.name] = rows.map((row) => (isPlainObject(row) ? { ...row } : row))
    }
    this.#run(logic.valueOrder, logic.rules.map((rule) => rule.position))
  }

  /**
   * Runs again what depends on `names` after their values changed in `data` (a sub-form's name
   * when its rows were added, removed or replaced), and says what it wrote.
   */
  update(names: Iterable<string>): LogicDelta {
    const affected = this.logic.affected(names)
    return this.#run(affected.values, affected.rules)
  }

  rowsOf(subForm: string): Row[] {
    const rows = this.data[subForm]
    return Array.isArray(rows) ? (rows.filter(isPlainObject) as Row[]) : []
  }

  #run(values: readonly string[], rules: readonly number[]): LogicDelta {
    // columns read by many formulas are converted once per run (the data may have changed since the last)
    this.#columns.clear()
    const written: string[] = []
    for (const name of values) this.#computeValue(name, written)
    const targets = new Set<string>()
    for (const position of rules) for (const effect of this.logic.rules[position].effects) targets.add(effect.target)
    for (const target of targets) this.#resolveFlags(target)
    return { values: written, flags: [...targets] }
  }

  // ===== values =====

  #env(subForm: string | null, row: Row | null): FormulaEnv {
    const logic = this.logic
    return {
      today: this.options.today,
      field: (name) => {
        const node = logic.index.byName.get(name)
        if (!node) return new FormulaError('#REF!')
        const raw = row && node.subForm?.name === subForm ? row[name] : node.subForm ? undefined : this.data[name]
        return toFormulaValue(raw, logic.kindOf(name))
      },
      column: (sub, field) => {
        const node = logic.index.byName.get(field)
        if (!node || node.subForm?.name !== sub) return new FormulaError('#REF!')
        const key = `${sub}.${field}`
        let column = this.#columns.get(key)
        if (!column) {
          const kind = logic.kindOf(field)
          column = this.rowsOf(sub).map((item) => {
            const value = toFormulaValue(item[field], kind)
            return Array.isArray(value) ? new FormulaError('#VALUE!') : (value as Scalar)
          })
          this.#columns.set(key, column)
        }
        return column
      },
    }
  }

  #store(node: WidgetNode, result: FormulaValue, row: Row | null, rowIndex: number | null, written: string[]) {
    const subForm = node.subForm?.name ?? null
    const path = pathOf(node.name, subForm, rowIndex)
    const converted = toFieldValue(result, node)
    const value = 'error' in converted ? null : converted.value
    if ('error' in converted) this.formulaErrors.set(path, converted.error.code)
    else this.formulaErrors.delete(path)
    const into = row ?? this.data
    if (into[node.name] !== value) {
      into[node.name] = value
      written.push(path)
      if (subForm !== null) this.#columns.delete(`${subForm}.${node.name}`)
    }
  }

  #computeValue(name: string, written: string[]) {
    const logic = this.logic
    const formula = logic.formulas.get(name)
    const node = formula?.target ?? logic.index.byName.get(name)
    if (!node) return
    const subForm = node.subForm?.name ?? null
    const compute = (row: Row | null): FormulaValue | undefined => {
      if (formula) return formula.ast ? evaluateFormula(formula.ast, this.#env(subForm, row)) : new FormulaError('#VALUE!')
      return this.#setValueOf(name, subForm, row)
    }
    if (subForm === null) {
      const result = compute(null)
      if (result !== undefined) this.#store(node, result, null, null, written)
      return
    }
    this.rowsOf(subForm).forEach((row, rowIndex) => {
      const result = compute(row)
      if (result !== undefined) this.#store(node, result, row, rowIndex, written)
    })
  }

  /** The value the last active setValue rule gives, or undefined when none is active. */
  #setValueOf(name: string, subForm: string | null, row: Row | null): FormulaValue | undefined {
    let value: FormulaValue | undefined
    for (const position of this.logic.rulesByTarget.get(name) ?? []) {
      const rule = this.logic.rules[position]
      const effects = rule.effects.filter((effect) => effect.action === 'setValue' && effect.target === name)
      if (effects.length === 0 || !this.#holds(rule, rule.scope && subForm === rule.scope ? row : null)) continue
      const literal = effects[effects.length - 1].value ?? null
      value = Array.isArray(literal) ? literal : (literal as FormulaValue)
    }
    return value
  }

  // ===== rules =====

  #scope(subForm: string | null, row: Row | null): ConditionScope {
    const logic = this.logic
    return {
      value: (name) => {
        const node = logic.index.byName.get(name)
        if (node?.subForm) return row && node.subForm.name === subForm ? row[name] : undefined
        return this.data[name]
      },
      kind: (name) => logic.kindOf(name),
      rows: (sub) => this.rowsOf(sub).map((item) => this.#scope(sub, item)),
    }
  }

  #holds(rule: CompiledRule, row: Row | null): boolean {
    return conditionHolds(rule.when, this.#scope(rule.scope, row))
  }

  #resolveFlags(target: string) {
    const positions = this.logic.rulesByTarget.get(target) ?? []
    const formRules = positions.map((position) => this.logic.rules[position]).filter((rule) => rule.scope === null)
    const rowRules = positions.map((position) => this.logic.rules[position]).filter((rule) => rule.scope !== null)
    const flags: FieldFlags = {}
    for (const rule of formRules) if (this.#holds(rule, null)) applyEffects(rule, target, flags)
    if (Object.keys(flags).length > 0) this.formFlags.set(target, flags)
    else this.formFlags.delete(target)
    if (rowRules.length === 0) return
    const subForm = rowRules[0].scope as string
    const perRow = this.rowsOf(subForm).map((row, rowIndex) => {
      const byTarget = this.rowFlags.get(subForm)?.[rowIndex] ?? new Map<string, FieldFlags>()
      const own: FieldFlags = {}
      for (const rule of rowRules) if (this.#holds(rule, row)) applyEffects(rule, target, own)
      if (Object.keys(own).length > 0) byTarget.set(target, own)
      else byTarget.delete(target)
      return byTarget
    })
    this.rowFlags.set(subForm, perRow)
  }
}

function applyEffects(rule: CompiledRule, target: string, flags: FieldFlags) {
  for (const effect of rule.effects) {
    if (effect.target !== target) continue
    switch (effect.action) {
      case 'show':
      case 'hide':
        flags.hidden = effect.action === 'hide'
        break
      case 'require':
      case 'optional':
        flags.required = effect.action === 'require'
        break
      case 'enable':
      case 'disable':
        flags.disabled = effect.action === 'disable'
        break
      case 'readonly':
      case 'editable':
        flags.readonly = effect.action === 'readonly'
        break
      case 'limitOptions':
        flags.options = effect.options ?? []
        break
      case 'error':
        flags.errors = [...(flags.errors ?? []), effect.message ?? '']
        break
      case 'setValue':
        break
    }
  }
}

/** Creates the logic state of `data` (copied) with every computed value and rule applied. */
export function evaluateLogic(logic: CompiledLogic, data: Record<string, unknown>, options?: LogicOptions): LogicState {
  return new LogicState(logic, data, options)
}
