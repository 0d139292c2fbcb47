// Linkage rules and formulas as data in the form JSON, under keys VForm 2/3 do not read (so a
// form carrying them still opens in VForm, and VForm forms open unchanged):
//   formConfig.tandemLogic = { rules: LogicRule[] }   form-level rules
//   widget.options.tandemRules = LogicRule[]          a widget's own rules (effects default to it)
//   widget.options.tandemFormula = '…'                a computed field (Excel-like formula)

import type { OptionValue } from '../types.js'

export const LOGIC_CONFIG_KEY = 'tandemLogic'
export const WIDGET_RULES_KEY = 'tandemRules'
export const WIDGET_FORMULA_KEY = 'tandemFormula'

export type ConditionOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'contains' | 'empty' | 'notEmpty' | 'in'

export type Literal = string | number | boolean | null

/** A field's value compared with a literal (or, for `in`, a list of them). */
export interface FieldCondition {
  field: string
  op: ConditionOperator
  value?: Literal | Literal[]
}

/** A condition over the rows of a sub-form: any / all / no row matches, or how many do. */
export interface RowsCondition {
  rows: string
  match: 'any' | 'all' | 'none' | 'count'
  /** a condition on the fields of one row (empty: every row matches) */
  where?: Condition
  /** for `count`: the comparison of the count with `value` */
  op?: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'
  value?: number
}

export interface AllCondition {
  all: Condition[]
}

export interface AnyCondition {
  any: Condition[]
}

export type Condition = FieldCondition | RowsCondition | AllCondition | AnyCondition

export type EffectAction = 'show' | 'hide' | 'require' | 'optional' | 'enable' | 'disable' | 'readonly' | 'editable' | 'setValue' | 'limitOptions' | 'error'

export interface Effect {
  action: EffectAction
  /** widget name; in a widget's own rules the widget itself when absent */
  target?: string
  /** setValue: the value */
  value?: Literal | Literal[]
  /** limitOptions: the option values left to choose from */
  options?: OptionValue[]
  /** error: the message the field shows (the form is invalid while the condition holds) */
  message?: string
}

export interface LogicRule {
  /** stable id for editors and error reports */
  id?: string
  /** author's name for the rule */
  name?: string
  when: Condition
  then: Effect[]
}

export interface TandemLogic {
  rules?: LogicRule[]
}

/** Where an issue of a form's logic is. */
export interface LogicIssue {
  code: 'parse' | 'unknownField' | 'unknownFunction' | 'arity' | 'type' | 'cycle' | 'scope' | 'format'
  /** sentence to show (zh-CN) */
  message: string
  /** the widget the formula or rule belongs to (form-level rules: the first target) */
  widget: string | null
  /** the widget's label, for messages */
  label: string | null
  /** formula: the formula text; rule: its id or its index as '#n' */
  source: 'formula' | 'rule'
  ruleId?: string
  /** offsets in the formula text */
  start?: number
  end?: number
}
