// Evaluates a parsed formula. Nothing here throws for bad data: every failure is an error value
// (#DIV/0!, #VALUE!, #NUM!, #REF!, #NAME?) that propagates as in Excel.

import type { FormulaNode } from './ast.js'
import { compareScalars } from './compare.js'
import { FUNCTIONS, type CallContext } from './functions.js'
import { DAY_MS, DateValue, FormulaError, isList, toNumber, toNumberResult, toText, type FormulaValue, type Scalar } from './values.js'

/** Where a formula reads field values from. */
export interface FormulaEnv extends CallContext {
  /** the value of a field (the same sub-form row first); #REF! for an unknown name */
  field(name: string): FormulaValue
  /** every row's value of a sub-form field; #REF! when there is no such column */
  column(subForm: string, field: string): FormulaValue
}

function arithmetic(operator: '+' | '-' | '*' | '/' | '^', left: Scalar, right: Scalar): Scalar {
  if (left instanceof FormulaError) return left
  if (right instanceof FormulaError) return right
  // date ± days stays a date; date - date is a number of days
  if (left instanceof DateValue && (operator === '+' || operator === '-')) {
    if (right instanceof DateValue) return operator === '-' ? toNumberResult((left.ms - right.ms) / DAY_MS) : new FormulaError('#VALUE!')
    const days = toNumber(right)
    if (days instanceof FormulaError) return days
    return new DateValue(left.ms + (operator === '+' ? days : -days) * DAY_MS, left.hasTime)
  }
  if (right instanceof DateValue && operator === '+') return arithmetic('+', right, left)
  const a = toNumber(left)
  const b = toNumber(right)
  if (a instanceof FormulaError) return a
  if (b instanceof FormulaError) return b
  switch (operator) {
    case '+':
      return toNumberResult(a + b)
    case '-':
      return toNumberResult(a - b)
    case '*':
      return toNumberResult(a * b)
    case '/':
      return b === 0 ? new FormulaError('#DIV/0!') : toNumberResult(a / b)
    case '^':
      if (a === 0 && b < 0) return new FormulaError('#DIV/0!')
      return toNumberResult(a ** b)
  }
}

/** A value read from a field: a number that is not finite (set by a script) is #NUM!. */
function finite(value: FormulaValue): FormulaValue {
  if (typeof value === 'number') return Number.isFinite(value) ? value : new FormulaError('#NUM!')
  return isList(value) ? value.map((item) => (typeof item === 'number' && !Number.isFinite(item) ? new FormulaError('#NUM!') : item)) : value
}

const scalar = (value: FormulaValue): Scalar => (isList(value) ? new FormulaError('#VALUE!') : value)

export function evaluateFormula(node: FormulaNode, env: FormulaEnv): FormulaValue {
  switch (node.kind) {
    case 'number':
      return toNumberResult(node.value)
    case 'string':
    case 'boolean':
      return node.value
    case 'field':
      return finite(env.field(node.name))
    case 'column':
      return finite(env.column(node.subForm, node.field))
    case 'unary': {
      const value = toNumber(scalar(evaluateFormula(node.operand, env)))
      if (value instanceof FormulaError) return value
      return node.operator === '-' ? toNumberResult(-value) : value
    }
    case 'binary': {
      const left = scalar(evaluateFormula(node.left, env))
      const right = scalar(evaluateFormula(node.right, env))
      switch (node.operator) {
        case '&': {
          const a = toText(left)
          const b = toText(right)
          if (a instanceof FormulaError) return a
          if (b instanceof FormulaError) return b
          return a + b
        }
        case '+':
        case '-':
        case '*':
        case '/':
        case '^':
          return arithmetic(node.operator, left, right)
        default:
          return compareScalars(node.operator, left, right)
      }
    }
    case 'call': {
      const spec = FUNCTIONS[node.name]
      if (!spec) return new FormulaError('#NAME?')
      if (node.args.length < spec.minArgs || node.args.length > spec.maxArgs) return new FormulaError('#VALUE!')
      if (spec.lazy && spec.applyLazy) return spec.applyLazy(node.args.map((arg) => () => evaluateFormula(arg, env)), env)
      return spec.apply(node.args.map((arg) => evaluateFormula(arg, env)), env)
    }
  }
}
