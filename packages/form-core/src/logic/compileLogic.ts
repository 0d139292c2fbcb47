// Compiles a form's rules and formulas once per form version: parses and checks every formula,
// resolves rule targets and scopes (form, or one sub-form row), and builds the dependency graph
// that orders computed values and says what a change of a field re-evaluates.

import { buildFormIndex, type FormIndex, type WidgetNode } from '../tree/index.js'
import type { FormJson } from '../types.js'
import { conditionReads } from './conditions.js'
import { fieldKind } from './fieldKinds.js'
import { walkFormula, type FormulaNode } from './formula/ast.js'
import type { FormulaType } from './formula/functions.js'
import { parseFormula } from './formula/parser.js'
import { FormulaSyntaxError } from './formula/tokenizer.js'
import { checkFormula, type StaticType, type TypeScope } from './formula/typeCheck.js'
import { parseDate } from './formula/values.js'
import { WIDGET_FORMULA_KEY, type Condition, type Effect, type LogicIssue } from './logicTypes.js'
import { readRules } from './readRules.js'

export interface CompiledFormula {
  target: WidgetNode
  /** the sub-form whose rows the formula is computed in; null for a form field */
  subForm: string | null
  text: string
  /** null when the text does not parse (the field then shows #VALUE!) */
  ast: FormulaNode | null
}

export interface ResolvedEffect extends Effect {
  target: string
  node: WidgetNode
}

export interface CompiledRule {
  position: number
  ruleId: string
  owner: string | null
  /** the sub-form whose rows the rule is evaluated in (row-relative); null: once for the form */
  scope: string | null
  when: Condition
  effects: readonly ResolvedEffect[]
}

export interface AffectedLogic {
  /** computed targets to evaluate again, dependencies first */
  values: string[]
  /** positions of rules whose condition may have changed */
  rules: number[]
}

export interface CompiledLogic {
  readonly index: FormIndex
  readonly formulas: ReadonlyMap<string, CompiledFormula>
  readonly rules: readonly CompiledRule[]
  /** every target of formulas and setValue effects, dependencies first (cycles left out) */
  readonly valueOrder: readonly string[]
  /** rule positions per effect target */
  readonly rulesByTarget: ReadonlyMap<string, readonly number[]>
  /** widgets whose value or state the logic may change: targets, and everything inside container targets */
  readonly touched: ReadonlySet<string>
  /** names in a cycle of formulas or setValue rules */
  readonly cyclic: ReadonlySet<string>
  readonly issues: readonly LogicIssue[]
  /** the form has rules or formulas */
  readonly hasLogic: boolean
  /** some formula calls TODAY() (its value depends on the clock's date) */
  readonly usesToday: boolean
  kindOf(name: string): FormulaType
  /** what a change of these fields (or of a sub-form's rows, by the sub-form name) evaluates again, computed ones included */
  affected(names: Iterable<string>): AffectedLogic
}

const labelOf = (node: WidgetNode | undefined) => (node ? node.widget.options.label || node.name : null)
const CHOICE_TYPES = new Set(['radio', 'checkbox', 'select'])

export function compileLogic(json: FormJson, index: FormIndex = buildFormIndex(json.widgetList)): CompiledLogic {
  const issues: LogicIssue[] = []
  const byName = index.byName
  const valueNode = (name: string) => {
    const node = byName.get(name)
    return node && (node.isFormItem || node.isSubForm) ? node : undefined
  }
  const subFormOf = (node: WidgetNode) => node.subForm?.name ?? null
  const kindOf = (name: string): FormulaType => {
    const node = byName.get(name)
    return node ? fieldKind(node) : 'any'
  }
  /** names each computed target reads, and the readers of each name */
  const valueReads = new Map<string, Set<string>>()
  const ruleReads: Set<string>[] = []

  // ---- formulas ----
  const formulas = new Map<string, CompiledFormula>()
  let usesToday = false
  for (const node of index.all) {
    const text = node.widget.options[WIDGET_FORMULA_KEY]
    if (text === undefined || text === null || text === '') continue
    const issue = (code: LogicIssue['code'], message: string, start?: number, end?: number) =>
      issues.push({ code, message: `${labelOf(node)}（${node.name}）的公式：${message}`, widget: node.name, label: labelOf(node), source: 'formula', start, end })
    if (typeof text !== 'string') {
      issue('format', '公式必须是文本')
      continue
    }
    if (!node.isFormItem) {
      issue('scope', '只有字段组件可以设置公式')
      continue
    }
    const own = subFormOf(node)
    let ast: FormulaNode | null = null
    try {
      ast = parseFormula(text)
    } catch (error) {
      if (!(error instanceof FormulaSyntaxError)) throw error
      issue('parse', `${error.message}（第 ${error.start + 1} 个字符）`, error.start, error.end)
    }
    const reads = new Set<string>(own ? [own] : [])
    if (ast) {
      const scope: TypeScope = {
        field(name) {
          const found = valueNode(name)
          if (!found || found.isSubForm) return { problem: found ? `子表单 ${name} 不能直接引用，请用 子表单.字段 的列` : `未知字段 ${name}`, code: found ? 'scope' : 'unknownField' }
          const where = subFormOf(found)
          if (where && where !== own) return { problem: `子表单字段 ${name} 须用 SUM(${where}.${name}) 等函数汇总`, code: 'scope' }
          return { type: fieldKind(found) } satisfies StaticType
        },
        column(subForm, field) {
          const sub = byName.get(subForm)
          if (!sub?.isSubForm) return { problem: `未知子表单 ${subForm}`, code: 'unknownField' }
          const column = valueNode(field)
          if (!column || subFormOf(column) !== subForm) return { problem: `子表单 ${subForm} 中没有字段 ${field}`, code: 'unknownField' }
          return fieldKind(column)
        },
      }
      const checked = checkFormula(ast, scope)
      for (const problem of checked.problems) issue(problem.code, `${problem.message}（第 ${problem.start + 1} 个字符）`, problem.start, problem.end)
      walkFormula(ast, (part) => {
        if (part.kind === 'call' && part.name === 'TODAY') usesToday = true
        if (part.kind === 'field') reads.add(part.name)
        else if (part.kind === 'column') {
          reads.add(part.subForm)
          reads.add(part.field)
        }
      })
    }
    formulas.set(node.name, { target: node, subForm: own, text, ast })
    valueReads.set(node.name, reads)
  }

  // ---- rules ----
  const rules: CompiledRule[] = []
  const rulesByTarget = new Map<string, number[]>()
  for (const { rule, ruleId, owner } of readRules(json, index, issues)) {
    const firstTarget = rule.then[0]?.target ?? owner
    const issue = (code: LogicIssue['code'], message: string) =>
      issues.push({ code, message: `规则 ${ruleId}：${message}`, widget: owner ?? firstTarget ?? null, label: labelOf(byName.get(owner ?? firstTarget ?? '')), source: 'rule', ruleId })
    const bare = new Set<string>()
    const inRows = new Map<string, Set<string>>()
    conditionReads(rule.when, bare, inRows)
    let valid = true
    const scopes = new Set<string>()
    for (const name of bare) {
      const node = valueNode(name)
      if (!node || node.isSubForm) {
        issue(node ? 'scope' : 'unknownField', node ? `子表单 ${name} 请用「子表单行」条件` : `条件中的字段 ${name} 不存在`)
        valid = false
      } else if (subFormOf(node)) scopes.add(subFormOf(node) as string)
    }
    for (const [subForm, fields] of inRows) {
      if (!byName.get(subForm)?.isSubForm) {
        issue('unknownField', `子表单 ${subForm} 不存在`)
        valid = false
        continue
      }
      for (const name of fields) {
        const node = valueNode(name)
        if (!node || (subFormOf(node) !== subForm && subFormOf(node) !== null)) {
          issue('unknownField', `子表单 ${subForm} 中没有字段 ${name}`)
          valid = false
        }
      }
    }
    if (scopes.size > 1) {
      issue('scope', `条件同时引用了多个子表单的行：${[...scopes].join('、')}`)
      valid = false
    }
    const scope = scopes.size === 1 ? [...scopes][0] : null
    valid = checkConditionTypes(rule.when, kindOf, (message) => issue('type', message)) && valid
    const effects: ResolvedEffect[] = []
    for (const effect of rule.then) {
      const target = effect.target as string
      const node = byName.get(target)
      if (!node) {
        issue('unknownField', `动作的目标组件 ${target} 不存在`)
        valid = false
        continue
      }
      if (scope && subFormOf(node) !== scope) {
        issue('scope', `条件按子表单 ${scope} 的每一行判断，目标 ${labelOf(node)}（${target}）须是该子表单中的字段`)
        valid = false
        continue
      }
      if (effect.action === 'setValue' && !node.isFormItem) {
        issue('scope', `只有字段可以设值，${labelOf(node)}（${target}）不是字段`)
        valid = false
        continue
      }
      if (effect.action === 'setValue' && formulas.has(target)) {
        issue('scope', `${labelOf(node)}（${target}）已有公式，不能再由规则设值`)
        valid = false
        continue
      }
      if (effect.action === 'limitOptions' && !CHOICE_TYPES.has(node.type)) {
        issue('type', `限定选项只能用于单选、多选和下拉组件，${labelOf(node)}（${target}）不是`)
        valid = false
        continue
      }
      if (((effect.action === 'require' || effect.action === 'optional') && !node.isFormItem && !node.isContainer) || (effect.action === 'error' && !node.isFormItem)) {
        issue('scope', `${labelOf(node)}（${target}）不是字段，不能设为必填或提示错误`)
        valid = false
        continue
      }
      effects.push({ ...effect, target, node })
    }
    if (!valid) continue
    const position = rules.length
    const reads = new Set<string>([...bare, ...inRows.keys(), ...[...inRows.values()].flatMap((set) => [...set])])
    if (scope) reads.add(scope)
    rules.push({ position, ruleId, owner, scope, when: rule.when, effects })
    ruleReads.push(reads)
    for (const effect of effects) {
      const list = rulesByTarget.get(effect.target) ?? []
      if (!list.includes(position)) list.push(position)
      rulesByTarget.set(effect.target, list)
      if (effect.action === 'setValue') {
        const targetReads = valueReads.get(effect.target) ?? new Set<string>()
        for (const name of reads) targetReads.add(name)
        const own = subFormOf(effect.node)
        if (own) targetReads.add(own)
        valueReads.set(effect.target, targetReads)
      }
    }
  }

  // ---- dependency graph ----
  const { order, cyclic } = orderValues(valueReads, (cycle) =>
    issues.push({
      code: 'cycle',
      message: `公式或设值规则循环引用：${cycle.map((name) => `${labelOf(byName.get(name))}（${name}）`).join(' → ')}`,
      widget: cycle[0],
      label: labelOf(byName.get(cycle[0])),
      source: formulas.has(cycle[0]) ? 'formula' : 'rule',
    }),
  )
  const valueReaders = new Map<string, Set<string>>()
  for (const [target, reads] of valueReads) for (const name of reads) (valueReaders.get(name) ?? valueReaders.set(name, new Set()).get(name)!).add(target)
  const ruleReaders = new Map<string, Set<number>>()
  ruleReads.forEach((reads, position) => {
    for (const name of reads) (ruleReaders.get(name) ?? ruleReaders.set(name, new Set()).get(name)!).add(position)
  })
  const orderIndex = new Map(order.map((name, position) => [name, position]))

  const touched = new Set<string>([...formulas.keys(), ...rulesByTarget.keys()])
  for (const node of index.all) if (node.ancestors.some((ancestor) => rulesByTarget.has(ancestor.name))) touched.add(node.name)

  return {
    index,
    touched,
    formulas,
    rules,
    valueOrder: order,
    rulesByTarget,
    cyclic,
    issues,
    hasLogic: formulas.size > 0 || rules.length > 0,
    usesToday,
    kindOf,
    affected(names) {
      const changed = new Set<string>()
      const values = new Set<string>()
      const pending = [...names]
      // a computed field changed from outside is computed again (a formula's value is the formula's)
      for (const name of pending) if (orderIndex.has(name)) values.add(name)
      while (pending.length > 0) {
        const name = pending.pop() as string
        if (changed.has(name)) continue
        changed.add(name)
        for (const target of valueReaders.get(name) ?? []) {
          if (!orderIndex.has(target) || values.has(target)) continue
          values.add(target)
          pending.push(target)
        }
      }
      const ruleSet = new Set<number>()
      for (const name of changed) for (const position of ruleReaders.get(name) ?? []) ruleSet.add(position)
      return {
        values: [...values].sort((a, b) => (orderIndex.get(a) as number) - (orderIndex.get(b) as number)),
        rules: [...ruleSet].sort((a, b) => a - b),
      }
    },
  }
}

/** Topological order of computed targets (depth-first); each cycle is reported once and left out. */
function orderValues(reads: ReadonlyMap<string, ReadonlySet<string>>, reportCycle: (cycle: string[]) => void): { order: string[]; cyclic: Set<string> } {
  const order: string[] = []
  const cyclic = new Set<string>()
  const state = new Map<string, 'visiting' | 'done'>()
  const stack: string[] = []
  const visit = (name: string) => {
    const seen = state.get(name)
    if (seen === 'done') return
    if (seen === 'visiting') {
      const cycle = stack.slice(stack.indexOf(name))
      if (!cycle.some((member) => cyclic.has(member))) reportCycle([...cycle, name])
      for (const member of cycle) cyclic.add(member)
      return
    }
    state.set(name, 'visiting')
    stack.push(name)
    for (const dependency of reads.get(name) ?? []) if (reads.has(dependency)) visit(dependency)
    stack.pop()
    state.set(name, 'done')
    if (!cyclic.has(name)) order.push(name)
  }
  for (const name of reads.keys()) visit(name)
  return { order: order.filter((name) => !cyclic.has(name)), cyclic }
}

/** Reports comparisons whose value cannot be of the field's type (a date with a non-date, …). */
function checkConditionTypes(condition: Condition, kindOf: (name: string) => FormulaType, report: (message: string) => void): boolean {
  if ('all' in condition) return condition.all.map((item) => checkConditionTypes(item, kindOf, report)).every(Boolean)
  if ('any' in condition) return condition.any.map((item) => checkConditionTypes(item, kindOf, report)).every(Boolean)
  if ('rows' in condition) return condition.where ? checkConditionTypes(condition.where, kindOf, report) : true
  const { field, op } = condition
  if (op === 'empty' || op === 'notEmpty') return true
  const kind = kindOf(field)
  const values = Array.isArray(condition.value) ? condition.value : [condition.value ?? null]
  if (op === 'contains' && (kind === 'number' || kind === 'date' || kind === 'boolean')) {
    report(`字段 ${field} 是${kind === 'number' ? '数值' : kind === 'date' ? '日期' : '开关'}，不能用「包含」`)
    return false
  }
  const ordering = op === 'gt' || op === 'ge' || op === 'lt' || op === 'le'
  for (const value of values) {
    if (value === null) continue
    if (kind === 'date' && !(typeof value === 'string' && parseDate(value))) {
      report(`日期字段 ${field} 不能与非日期值「${String(value)}」比较`)
      return false
    }
    if (kind === 'number' && ordering && !(typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))))) {
      report(`数值字段 ${field} 不能与非数值「${String(value)}」比较大小`)
      return false
    }
    if (kind === 'boolean' && typeof value !== 'boolean') {
      report(`开关字段 ${field} 只能与 true / false 比较`)
      return false
    }
  }
  return true
}
