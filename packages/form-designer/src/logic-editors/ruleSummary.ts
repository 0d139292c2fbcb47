import type { Condition, Effect, LogicRule } from '@tandem/form-core'
import { fieldTitle } from './FieldSelect'
import type { LogicCatalog } from './logicFields'
import type { LogicTexts } from './messages'
import { fillText } from '../locale'
import { groupParts, isGroup, isRowsCondition, type ConditionValue } from './ruleTypes'

// One line that says what a rule does, for the rule lists: 当 合同类型 等于 采购：显示 供应商.

interface SummaryContext {
  catalog: LogicCatalog
  text: LogicTexts
  locale: string
}

function nameOf(name: string, { catalog, locale }: SummaryContext): string {
  const field = catalog.byName.get(name)
  return field ? fieldTitle(field, locale) : name
}

function valueText(name: string, value: ConditionValue, context: SummaryContext): string {
  const options = context.catalog.byName.get(name)?.options ?? []
  const one = (item: unknown) => {
    if (item === null || item === undefined || item === '') return context.text.blank
    if (typeof item === 'boolean') return item ? context.text.yes : context.text.no
    return options.find((option) => option.value === item)?.label ?? String(item)
  }
  return Array.isArray(value) ? value.map(one).join(context.locale === 'zh-CN' ? '、' : ', ') : one(value)
}

function conditionText(condition: Condition, context: SummaryContext, nested: boolean): string {
  const { text } = context
  if (isGroup(condition)) {
    const { all, items } = groupParts(condition)
    const joined = items.map((item) => conditionText(item, context, true)).join(all ? text.allJoin : text.anyJoin)
    return nested && items.length > 1 ? `(${joined})` : joined
  }
  if (isRowsCondition(condition)) {
    const match = condition.match === 'count' ? `${text.matches.count} ${text.operators[condition.op ?? 'ge']} ${condition.value ?? 0}` : text.matches[condition.match]
    const where = condition.where ? ` (${conditionText(condition.where, context, false)})` : ''
    return fillText(text.rowsSummary, { subForm: nameOf(condition.rows, context), match }) + where
  }
  const kind = context.catalog.byName.get(condition.field)?.kind
  const op = (kind === 'list' ? text.listOperators[condition.op] : undefined) ?? text.operators[condition.op]
  const value = condition.op === 'empty' || condition.op === 'notEmpty' ? '' : ` ${valueText(condition.field, condition.value, context)}`
  return `${nameOf(condition.field, context)} ${op}${value}`
}

function effectText(effect: Effect, owner: string | null, context: SummaryContext): string {
  const target = effect.target ?? owner
  const action = context.text.actions[effect.action]
  const detail = effect.action === 'setValue' && target ? ` ${valueText(target, effect.value, context)}` : effect.action === 'error' ? ` "${effect.message ?? ''}"` : ''
  return `${action} ${target === null ? '' : nameOf(target, context)}${detail}`
}

export function ruleSummary(rule: LogicRule, owner: string | null, context: SummaryContext): string {
  const then = rule.then.map((effect) => effectText(effect, owner, context)).join(context.locale === 'zh-CN' ? '，' : ', ')
  return fillText(context.text.ruleSummary, { when: conditionText(rule.when, context, false), then })
}
