// Comparison shared by formulas (=, <>, <, ...) and rule conditions: numbers as numbers, dates as
// dates (a date text beside a date is read as one), text without regard to case, blank as 0 or ''.

import { DateValue, FormulaError, parseDate, type Scalar } from './values.js'

export type Comparison = '=' | '<>' | '<' | '<=' | '>' | '>='

/** -1, 0 or 1; null when the two cannot be ordered (only = and <> then apply, as unequal). */
function order(left: Scalar, right: Scalar): number | null {
  if (left instanceof DateValue || right instanceof DateValue) {
    const a = asDate(left)
    const b = asDate(right)
    return a === null || b === null ? null : Math.sign(a.ms - b.ms)
  }
  if (left === null && right === null) return 0
  if (typeof left === 'boolean' || typeof right === 'boolean') return typeof left === typeof right ? Number(left) - Number(right) : null
  if (typeof left === 'number' || typeof right === 'number') {
    const a = asNumber(left)
    const b = asNumber(right)
    return a === null || b === null ? null : Math.sign(a - b)
  }
  const a = (left ?? '') as string
  const b = (right ?? '') as string
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

function asDate(value: Scalar): DateValue | null {
  if (value instanceof DateValue) return value
  return typeof value === 'string' ? parseDate(value) : null
}

function asNumber(value: Scalar): number | null {
  if (value === null) return 0
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return null
}

/** The comparison of two scalars: a boolean, or the first error, or #VALUE! when they cannot be ordered. */
export function compareScalars(operator: Comparison, left: Scalar, right: Scalar): boolean | FormulaError {
  if (left instanceof FormulaError) return left
  if (right instanceof FormulaError) return right
  const result = order(left, right)
  if (result === null) {
    if (operator === '=') return false
    if (operator === '<>') return true
    return new FormulaError('#VALUE!')
  }
  switch (operator) {
    case '=':
      return result === 0
    case '<>':
      return result !== 0
    case '<':
      return result < 0
    case '<=':
      return result <= 0
    case '>':
      return result > 0
    case '>=':
      return result >= 0
  }
}
