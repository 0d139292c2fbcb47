import { buildFormIndex, compileLogic, type CompiledLogic, type ConditionOperator, type EffectAction, type FormJson, type WidgetNode } from '@tandem/form-core'
import type { ConditionValue } from './ruleTypes'

// The form as the logic editors offer it: every named widget with its label, the kind of value
// it holds (which decides the operators and the value editor) and its option items.

export type ValueKind = 'number' | 'date' | 'text' | 'choice' | 'list' | 'boolean'

export interface OptionChoice {
  label: string
  value: string | number | boolean
}

export interface LogicField {
  name: string
  /** the author's label, or the name when there is none */
  label: string
  type: string
  kind: ValueKind
  /** the widget's option items (radio, checkbox, select); empty for others */
  options: readonly OptionChoice[]
  /** the sub-form the field is a column of */
  subForm: string | null
  isFormItem: boolean
  isSubForm: boolean
}

export interface LogicCatalog {
  /** fields a condition or a formula can read, in tree order (sub-form columns included) */
  fields: readonly LogicField[]
  /** every named widget an effect can act on (fields and containers) */
  targets: readonly LogicField[]
  subForms: readonly LogicField[]
  byName: ReadonlyMap<string, LogicField>
  /** the form's logic compiled as it stands (its issues, kinds) */
  compiled: CompiledLogic
}

function optionChoices(node: WidgetNode): OptionChoice[] {
  const items = node.widget.options.optionItems
  if (!Array.isArray(items)) return []
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const { label, value } = item as { label?: unknown; value?: unknown }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return []
    return [{ label: typeof label === 'string' && label !== '' ? label : String(value), value }]
  })
}

function valueKind(compiled: CompiledLogic, node: WidgetNode, options: readonly OptionChoice[]): ValueKind {
  const kind = compiled.kindOf(node.name)
  if (kind === 'number' || kind === 'date' || kind === 'boolean' || kind === 'list') return kind
  return options.length > 0 ? 'choice' : 'text'
}

export function logicCatalog(json: FormJson): LogicCatalog {
  const index = buildFormIndex(json.widgetList)
  const compiled = compileLogic(json, index)
  const targets: LogicField[] = []
  for (const node of index.all) {
    if (!node.name || node.widget.internal === true) continue
    const options = optionChoices(node)
    targets.push({
      name: node.name,
      label: typeof node.widget.options.label === 'string' && node.widget.options.label !== '' ? node.widget.options.label : node.name,
      type: node.type,
      kind: valueKind(compiled, node, options),
      options,
      subForm: node.subForm?.name ?? null,
      isFormItem: node.isFormItem,
      isSubForm: node.isSubForm,
    })
  }
  return {
    fields: targets.filter((field) => field.isFormItem),
    targets,
    subForms: targets.filter((field) => field.isSubForm),
    byName: new Map(targets.map((field) => [field.name, field])),
    compiled,
  }
}

const COMPARISONS: ConditionOperator[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'empty', 'notEmpty']

const OPERATORS: Record<ValueKind, readonly ConditionOperator[]> = {
  number: COMPARISONS,
  date: COMPARISONS,
  text: ['eq', 'ne', 'contains', 'empty', 'notEmpty'],
  choice: ['eq', 'ne', 'in', 'empty', 'notEmpty'],
  list: ['contains', 'ne', 'empty', 'notEmpty'],
  boolean: ['eq', 'ne'],
}

/** The operators that make sense for a field of this kind, the first one the default. */
export function operatorsFor(kind: ValueKind): readonly ConditionOperator[] {
  return OPERATORS[kind]
}

export function needsValue(op: ConditionOperator): boolean {
  return op !== 'empty' && op !== 'notEmpty'
}

const FLAG_ACTIONS: EffectAction[] = ['show', 'hide', 'require', 'optional', 'enable', 'disable', 'readonly', 'editable']

/** The effects a rule can have on this target. */
export function actionsFor(target: LogicField): readonly EffectAction[] {
  const actions = [...FLAG_ACTIONS]
  if (target.isFormItem) actions.push('setValue')
  if (target.isFormItem && target.options.length > 0) actions.push('limitOptions')
  if (target.isFormItem) actions.push('error')
  return actions
}

/** A value is given: not blank, and for a list not empty. */
export function hasValue(value: ConditionValue): boolean {
  if (Array.isArray(value)) return value.length > 0
  return value !== undefined && value !== null && value !== ''
}
