import { compileLogic, LOGIC_CONFIG_KEY, walkWidgets, WIDGET_RULES_KEY, type Condition, type Effect, type FormJson, type LogicIssue, type LogicRule } from '@tandem/form-core'
import { hasValue, needsValue } from './logicFields'
import type { LogicTexts } from './messages'
import { isFieldCondition, isGroup, isRowsCondition, type GroupCondition } from './ruleTypes'

// A rule while the dialog edits it: completeness, its place in the form JSON, and what the
// engine's static checks say about it there.

/** A new rule id, stable across edits (issues and editors refer to it). */
export function newRuleId(): string {
  return `rule-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`
}

export function conditionComplete(condition: Condition): boolean {
  if (isGroup(condition)) return ('all' in condition ? condition.all : condition.any).every(conditionComplete)
  if (isRowsCondition(condition)) return condition.rows !== '' && (condition.where === undefined || conditionComplete(condition.where))
  if (!isFieldCondition(condition) || condition.field === '') return false
  return !needsValue(condition.op) || hasValue(condition.value)
}

export function effectComplete(effect: Effect, owner: string | null): boolean {
  if (owner === null && !effect.target) return false
  if (effect.action === 'setValue') return hasValue(effect.value)
  if (effect.action === 'limitOptions') return (effect.options ?? []).length > 0
  if (effect.action === 'error') return (effect.message ?? '').trim() !== ''
  return true
}

/** The condition the dialog edits: always a group at the top. */
export function toEditedGroup(when: Condition | undefined): GroupCondition {
  if (when === undefined) return { all: [] }
  return isGroup(when) ? when : { all: [when] }
}

/** The condition as saved: a group of one plain condition is saved as that condition. */
export function fromEditedGroup(group: GroupCondition): Condition {
  const items = 'all' in group ? group.all : group.any
  return items.length === 1 && !isGroup(items[0]!) ? items[0]! : group
}

/** The form-level rules (formConfig.tandemLogic.rules). */
export function formRulesOf(json: FormJson): LogicRule[] {
  const list = (json.formConfig[LOGIC_CONFIG_KEY] as { rules?: unknown } | undefined)?.rules
  return Array.isArray(list) ? (list as LogicRule[]) : []
}

/** A copy of the form whose widget `name` has `value` under the option `key` (the draft an editor checks). */
export function withWidgetOption(json: FormJson, name: string, key: string, value: unknown): FormJson {
  const copy = structuredClone(json)
  walkWidgets(copy.widgetList, (widget) => {
    if (widget.options.name === name) widget.options[key] = value
  })
  return copy
}

/** The JSON with `rules` as the rules of `owner` (the widget named so, or the form when null). */
export function withRules(json: FormJson, owner: string | null, rules: LogicRule[]): FormJson {
  if (owner === null) return { ...json, formConfig: { ...json.formConfig, [LOGIC_CONFIG_KEY]: { rules } } }
  return withWidgetOption(json, owner, WIDGET_RULES_KEY, rules)
}

/** What the engine reports about the rule `ruleId` in this form. */
export function issuesOfRule(json: FormJson, ruleId: string): LogicIssue[] {
  return compileLogic(json).issues.filter((issue) => issue.source === 'rule' && issue.ruleId === ruleId)
}

/** An issue as the active locale shows it: the engine's sentence under zh-CN, its kind and place under en-US. */
export function issueText(issue: Pick<LogicIssue, 'code' | 'message' | 'widget' | 'start'>, locale: string, text: LogicTexts): string {
  if (locale === 'zh-CN') return issue.message
  const where = issue.start === undefined ? '' : ` at character ${issue.start + 1}`
  return `${text.issueCodes[issue.code]}${issue.widget ? ` (${issue.widget})` : ''}${where}`
}
