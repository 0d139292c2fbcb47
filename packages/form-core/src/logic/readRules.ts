// Reads the rules of a form from its JSON (form-level and per widget), checking their shape;
// a malformed rule is reported and left out, never thrown.

import { isPlainObject } from '../shared/index.js'
import type { FormIndex } from '../tree/index.js'
import type { FormJson } from '../types.js'
import { LOGIC_CONFIG_KEY, WIDGET_RULES_KEY, type Condition, type Effect, type EffectAction, type LogicIssue, type LogicRule } from './logicTypes.js'

const OPERATORS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'contains', 'empty', 'notEmpty', 'in'])
const COUNT_OPERATORS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le'])
const ACTIONS = new Set<EffectAction>(['show', 'hide', 'require', 'optional', 'enable', 'disable', 'readonly', 'editable', 'setValue', 'limitOptions', 'error'])
const MATCHES = new Set(['any', 'all', 'none', 'count'])

const isLiteral = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** Why a condition is malformed, or null. */
function conditionShape(condition: unknown): string | null {
  if (!isPlainObject(condition)) return '条件必须是对象'
  if ('all' in condition || 'any' in condition) {
    const list = condition.all ?? condition.any
    if (!Array.isArray(list)) return '条件组 all / any 必须是数组'
    for (const item of list) {
      const problem = conditionShape(item)
      if (problem) return problem
    }
    return null
  }
  if ('rows' in condition) {
    if (typeof condition.rows !== 'string') return '子表单条件缺少子表单名称'
    if (!MATCHES.has(condition.match as string)) return `子表单条件的 match 只能是 any、all、none 或 count`
    if (condition.where !== undefined) {
      const problem = conditionShape(condition.where)
      if (problem) return problem
    }
    if (condition.match === 'count' && (!COUNT_OPERATORS.has(condition.op as string) || typeof condition.value !== 'number')) return '行数条件需要比较运算符和数值'
    return null
  }
  if (typeof condition.field !== 'string' || condition.field === '') return '条件缺少字段'
  if (!OPERATORS.has(condition.op as string)) return `未知的条件运算符：${String(condition.op)}`
  if (condition.op === 'in') {
    if (!Array.isArray(condition.value) || !condition.value.every(isLiteral)) return '「属于其中之一」需要值列表'
  } else if (condition.op !== 'empty' && condition.op !== 'notEmpty' && (!('value' in condition) || !isLiteral(condition.value))) return '条件缺少比较值'
  return null
}

function effectShape(effect: unknown, ownTarget: string | null): string | null {
  if (!isPlainObject(effect)) return '动作必须是对象'
  if (!ACTIONS.has(effect.action as EffectAction)) return `未知的动作：${String(effect.action)}`
  if (effect.target === undefined ? ownTarget === null : typeof effect.target !== 'string') return '动作缺少目标组件'
  if (effect.action === 'setValue' && !(isLiteral(effect.value) || (Array.isArray(effect.value) && effect.value.every(isLiteral)))) return '设值动作缺少值'
  if (effect.action === 'limitOptions' && !(Array.isArray(effect.options) && effect.options.every((item) => item !== null && isLiteral(item)))) return '限定选项动作缺少选项值列表'
  if (effect.action === 'error' && typeof effect.message !== 'string') return '提示错误的动作缺少提示文字'
  return null
}

export interface SourcedRule {
  rule: LogicRule
  /** the rule's place for messages: its id or '#n' */
  ruleId: string
  /** the widget whose own rule this is; null for form-level rules */
  owner: string | null
}

export function readRules(json: FormJson, index: FormIndex, issues: LogicIssue[]): SourcedRule[] {
  const sourced: SourcedRule[] = []
  const take = (list: unknown, owner: string | null) => {
    if (list === undefined) return
    if (!Array.isArray(list)) {
      issues.push({ code: 'format', message: '联动规则必须是数组', widget: owner, label: null, source: 'rule' })
      return
    }
    list.forEach((raw, position) => {
      const ruleId = isPlainObject(raw) && typeof raw.id === 'string' && raw.id ? raw.id : `#${sourced.length + 1}`
      const problem = !isPlainObject(raw)
        ? '规则必须是对象'
        : (conditionShape(raw.when) ?? (Array.isArray(raw.then) ? raw.then.map((effect) => effectShape(effect, owner)).find((found) => found !== null) ?? null : '规则缺少动作列表'))
      if (problem) {
        const label = owner ? (index.byName.get(owner)?.widget.options.label ?? null) : null
        issues.push({ code: 'format', message: `规则 ${ruleId}（第 ${position + 1} 条）：${problem}`, widget: owner, label, source: 'rule', ruleId })
        return
      }
      const rule = raw as unknown as LogicRule
      const then: Effect[] = rule.then.map((effect) => (effect.target === undefined && owner ? { ...effect, target: owner } : effect))
      sourced.push({ rule: { ...rule, then, when: rule.when as Condition }, ruleId, owner })
    })
  }
  const logic = json.formConfig[LOGIC_CONFIG_KEY]
  if (logic !== undefined) {
    if (isPlainObject(logic)) take(logic.rules, null)
    else issues.push({ code: 'format', message: 'formConfig.tandemLogic 必须是对象', widget: null, label: null, source: 'rule' })
  }
  for (const node of index.all) take(node.widget.options[WIDGET_RULES_KEY], node.name)
  return sourced
}
