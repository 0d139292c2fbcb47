// Evaluation of rule conditions against field values: one comparison per field condition, all /
// any groups, and any / all / none / count over the rows of a sub-form.

import { isEmptyValue } from '../validation/builtinValidators.js'
import { compareScalars, type Comparison } from './formula/compare.js'
import type { FormulaType } from './formula/functions.js'
import { isList, type Scalar } from './formula/values.js'
import { toFormulaValue } from './fieldKinds.js'
import type { Condition, ConditionOperator, Literal } from './logicTypes.js'

/** How a condition reads values: a field in the current row (or the form), and a sub-form's rows. */
export interface ConditionScope {
  value(name: string): unknown
  kind(name: string): FormulaType
  /** the scope of each row of a sub-form */
  rows(subForm: string): readonly ConditionScope[]
}

const COMPARISONS: Partial<Record<ConditionOperator, Comparison>> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' }

const compare = (operator: Comparison, left: Scalar, right: Literal) => compareScalars(operator, left, right) === true

const textContains = (item: Scalar, needle: Literal) => typeof item === 'string' && needle !== null && item.toLowerCase().includes(String(needle).toLowerCase())

function fieldHolds(op: ConditionOperator, raw: unknown, kind: FormulaType, expected: Literal | Literal[] | undefined): boolean {
  if (op === 'empty') return isEmptyValue(raw)
  if (op === 'notEmpty') return !isEmptyValue(raw)
  const value = toFormulaValue(raw, kind)
  const items: readonly Scalar[] = isList(value) ? value : [value]
  if (op === 'in') {
    const choices = Array.isArray(expected) ? expected : [expected ?? null]
    return items.some((item) => choices.some((choice) => compare('=', item, choice)))
  }
  const literal = (Array.isArray(expected) ? expected[0] : expected) ?? null
  if (op === 'contains') return isList(value) ? items.some((item) => compare('=', item, literal)) : textContains(value, literal)
  const comparison = COMPARISONS[op] as Comparison
  // a list (checkbox, multiple select) equals a value when it holds it
  if (isList(value)) return op === 'ne' ? !items.some((item) => compare('=', item, literal)) : items.some((item) => compare(comparison, item, literal))
  return compare(comparison, value, literal)
}

export function conditionHolds(condition: Condition, scope: ConditionScope): boolean {
  if ('all' in condition) return condition.all.every((item) => conditionHolds(item, scope))
  if ('any' in condition) return condition.any.some((item) => conditionHolds(item, scope))
  if ('rows' in condition) {
    const rows = scope.rows(condition.rows)
    const matches = (row: ConditionScope) => (condition.where ? conditionHolds(condition.where, row) : true)
    switch (condition.match) {
      case 'any':
        return rows.some(matches)
      case 'all':
        return rows.every(matches)
      case 'none':
        return !rows.some(matches)
      case 'count':
        return compare(COMPARISONS[condition.op ?? 'eq'] as Comparison, rows.filter(matches).length, condition.value ?? 0)
    }
  }
  return fieldHolds(condition.op, scope.value(condition.field), scope.kind(condition.field), condition.value)
}

/** Field names a condition reads, bare ones (row-relative or form fields) apart from those inside rows conditions. */
export function conditionReads(condition: Condition, bare: Set<string>, inRows: Map<string, Set<string>>): void {
  if ('all' in condition) condition.all.forEach((item) => conditionReads(item, bare, inRows))
  else if ('any' in condition) condition.any.forEach((item) => conditionReads(item, bare, inRows))
  else if ('rows' in condition) {
    const fields = inRows.get(condition.rows) ?? new Set<string>()
    inRows.set(condition.rows, fields)
    if (condition.where) {
      const nested = new Map<string, Set<string>>()
      conditionReads(condition.where, fields, nested)
      for (const [name, set] of nested) {
        const into = inRows.get(name) ?? new Set<string>()
        for (const field of set) into.add(field)
        inRows.set(name, into)
      }
    }
  } else bare.add(condition.field)
}
