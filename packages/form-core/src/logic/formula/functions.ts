// The functions of the formula language. Each takes evaluated arguments, except IF and IFERROR,
// which evaluate only the branch they return (so IF(b=0, 0, a/b) never divides by zero).

import { rmbUpper } from './rmbUpper.js'
import {
  DAY_MS,
  DateValue,
  FormulaError,
  firstError,
  isList,
  toBoolean,
  toDate,
  toNumber,
  toNumberResult,
  toText,
  todayDate,
  type FormulaValue,
  type Scalar,
} from './values.js'

export interface CallContext {
  /** today's date text (YYYY-MM-DD); default: the local clock */
  today?: string
}

/** What a function returns, as far as a static check can tell. */
export type FormulaType = 'number' | 'text' | 'boolean' | 'date' | 'list' | 'any'

export interface FunctionSpec {
  minArgs: number
  maxArgs: number
  /** argument types a static check insists on (the last one repeats); 'any' accepts all */
  argTypes: readonly FormulaType[]
  returns: FormulaType
  /** 描述, shown in the formula editor's function list */
  description: string
  /** lazy functions get thunks instead of values */
  lazy?: boolean
  apply(args: readonly FormulaValue[], ctx: CallContext): FormulaValue
  applyLazy?(args: readonly (() => FormulaValue)[], ctx: CallContext): FormulaValue
}

const VALUE = () => new FormulaError('#VALUE!')

const scalarOf = (value: FormulaValue): Scalar => (isList(value) ? VALUE() : value)

/** Every scalar of the arguments, lists spread. */
const flatten = (args: readonly FormulaValue[]): Scalar[] => args.flatMap((arg) => (isList(arg) ? [...arg] : [arg]))

/**
 * The numbers of the arguments as SUM reads them: a scalar argument is converted (blank 0,
 * numeric text); inside a list only numbers count and blanks and text are skipped, as Excel does.
 */
function numbersOf(args: readonly FormulaValue[]): number[] | FormulaError {
  const numbers: number[] = []
  for (const arg of args) {
    if (isList(arg)) {
      for (const item of arg) {
        if (item instanceof FormulaError) return item
        if (typeof item === 'number') numbers.push(item)
      }
    } else {
      const number = toNumber(arg)
      if (number instanceof FormulaError) return number
      numbers.push(number)
    }
  }
  return numbers
}

function numberArg(value: FormulaValue): number | FormulaError {
  return toNumber(scalarOf(value))
}

function textArg(value: FormulaValue): string | FormulaError {
  return toText(scalarOf(value))
}

function roundHalfAway(value: number, digits: number): number {
  const factor = 10 ** digits
  const scaled = Number((Math.abs(value) * factor).toPrecision(15))
  return (Math.sign(value) * Math.round(scaled)) / factor
}

function unitArg(value: FormulaValue | undefined, fallback: string): string | FormulaError {
  if (value === undefined) return fallback
  const text = textArg(value)
  return text instanceof FormulaError ? text : text.trim().toUpperCase()
}

function monthsBetween(start: Date, end: Date): number {
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth()
  if (end.getUTCDate() < start.getUTCDate()) months -= 1
  return months
}

function addMonths(date: DateValue, months: number): DateValue {
  const d = new Date(date.ms)
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay))
  return new DateValue(target.getTime(), date.hasTime)
}

const numeric = (fn: (value: number) => number) => (args: readonly FormulaValue[]) => {
  const number = numberArg(args[0])
  return number instanceof FormulaError ? number : toNumberResult(fn(number))
}

function aggregate(args: readonly FormulaValue[], reduce: (numbers: number[]) => number | FormulaError): FormulaValue {
  const numbers = numbersOf(args)
  if (numbers instanceof FormulaError) return numbers
  const result = reduce(numbers)
  return result instanceof FormulaError ? result : toNumberResult(result)
}

const logical = (combine: (values: boolean[]) => boolean) => (args: readonly FormulaValue[]) => {
  const values: boolean[] = []
  for (const item of flatten(args)) {
    const truth = toBoolean(item)
    if (truth instanceof FormulaError) return truth
    values.push(truth)
  }
  return combine(values)
}

const MANY = Number.POSITIVE_INFINITY

export const FUNCTIONS: Readonly<Record<string, FunctionSpec>> = {
  IF: {
    minArgs: 2,
    maxArgs: 3,
    argTypes: ['any'],
    returns: 'any',
    description: 'IF(条件, 成立时的值, 不成立时的值)：按条件取两个值之一',
    lazy: true,
    apply: () => VALUE(),
    applyLazy: ([condition, then, otherwise]) => {
      const truth = toBoolean(scalarOf(condition()))
      if (truth instanceof FormulaError) return truth
      return truth ? then() : otherwise ? otherwise() : false
    },
  },
  IFERROR: {
    minArgs: 2,
    maxArgs: 2,
    argTypes: ['any'],
    returns: 'any',
    description: 'IFERROR(值, 出错时的值)：值是错误（如 #DIV/0!）时取第二个值',
    lazy: true,
    apply: () => VALUE(),
    applyLazy: ([value, fallback]) => {
      const result = value()
      return result instanceof FormulaError ? fallback() : result
    },
  },
  AND: { minArgs: 1, maxArgs: MANY, argTypes: ['any'], returns: 'boolean', description: 'AND(条件1, 条件2, …)：全部成立时为 TRUE', apply: logical((values) => values.every(Boolean)) },
  OR: { minArgs: 1, maxArgs: MANY, argTypes: ['any'], returns: 'boolean', description: 'OR(条件1, 条件2, …)：任一成立时为 TRUE', apply: logical((values) => values.some(Boolean)) },
  NOT: {
    minArgs: 1,
    maxArgs: 1,
    argTypes: ['any'],
    returns: 'boolean',
    description: 'NOT(条件)：取反',
    apply: ([value]) => {
      const truth = toBoolean(scalarOf(value))
      return truth instanceof FormulaError ? truth : !truth
    },
  },
  SUM: { minArgs: 1, maxArgs: MANY, argTypes: ['number'], returns: 'number', description: 'SUM(数值或子表单列, …)：求和', apply: (args) => aggregate(args, (n) => n.reduce((a, b) => a + b, 0)) },
  AVERAGE: {
    minArgs: 1,
    maxArgs: MANY,
    argTypes: ['number'],
    returns: 'number',
    description: 'AVERAGE(数值或子表单列, …)：平均值（没有数值时为 #DIV/0!）',
    apply: (args) => aggregate(args, (n) => (n.length === 0 ? new FormulaError('#DIV/0!') : n.reduce((a, b) => a + b, 0) / n.length)),
  },
  MIN: { minArgs: 1, maxArgs: MANY, argTypes: ['number'], returns: 'number', description: 'MIN(数值或子表单列, …)：最小值（没有数值时为 0）', apply: (args) => aggregate(args, (n) => (n.length === 0 ? 0 : Math.min(...n))) },
  MAX: { minArgs: 1, maxArgs: MANY, argTypes: ['number'], returns: 'number', description: 'MAX(数值或子表单列, …)：最大值（没有数值时为 0）', apply: (args) => aggregate(args, (n) => (n.length === 0 ? 0 : Math.max(...n))) },
  COUNT: {
    minArgs: 1,
    maxArgs: MANY,
    argTypes: ['any'],
    returns: 'number',
    description: 'COUNT(子表单列, …)：数值的个数',
    apply: (args) => flatten(args).filter((item) => typeof item === 'number').length,
  },
  COUNTA: {
    minArgs: 1,
    maxArgs: MANY,
    argTypes: ['any'],
    returns: 'number',
    description: 'COUNTA(子表单列, …)：非空值的个数',
    apply: (args) => flatten(args).filter((item) => item !== null && item !== '').length,
  },
  ROUND: {
    minArgs: 1,
    maxArgs: 2,
    argTypes: ['number'],
    returns: 'number',
    description: 'ROUND(数值, 小数位数)：四舍五入',
    apply: ([value, digits]) => {
      const number = numberArg(value)
      const places = digits === undefined ? 0 : numberArg(digits)
      if (number instanceof FormulaError) return number
      if (places instanceof FormulaError) return places
      return toNumberResult(roundHalfAway(number, Math.trunc(places)))
    },
  },
  ABS: { minArgs: 1, maxArgs: 1, argTypes: ['number'], returns: 'number', description: 'ABS(数值)：绝对值', apply: numeric(Math.abs) },
  CONCAT: {
    minArgs: 1,
    maxArgs: MANY,
    argTypes: ['any'],
    returns: 'text',
    description: 'CONCAT(文本1, 文本2, …)：连接文本',
    apply: (args) => {
      let text = ''
      for (const item of flatten(args)) {
        const part = toText(item)
        if (part instanceof FormulaError) return part
        text += part
      }
      return text
    },
  },
  LEN: {
    minArgs: 1,
    maxArgs: 1,
    argTypes: ['any'],
    returns: 'number',
    description: 'LEN(文本)：字符数',
    apply: ([value]) => {
      const text = textArg(value)
      return text instanceof FormulaError ? text : Array.from(text).length
    },
  },
  LEFT: { minArgs: 1, maxArgs: 2, argTypes: ['any', 'number'], returns: 'text', description: 'LEFT(文本, 字符数)：左起若干字符', apply: (args) => slice(args, true) },
  RIGHT: { minArgs: 1, maxArgs: 2, argTypes: ['any', 'number'], returns: 'text', description: 'RIGHT(文本, 字符数)：右起若干字符', apply: (args) => slice(args, false) },
  TODAY: { minArgs: 0, maxArgs: 0, argTypes: [], returns: 'date', description: 'TODAY()：今天的日期', apply: (_args, ctx) => todayDate(ctx.today) },
  DATEDIF: {
    minArgs: 3,
    maxArgs: 3,
    argTypes: ['date', 'date', 'text'],
    returns: 'number',
    description: 'DATEDIF(开始日期, 结束日期, "D"/"M"/"Y")：相差的天数、整月数或整年数',
    apply: ([from, to, unitValue]) => {
      const start = toDate(scalarOf(from))
      const end = toDate(scalarOf(to))
      const unit = unitArg(unitValue, 'D')
      const error = firstError([start, end, unit] as Scalar[])
      if (error) return error
      const a = start as DateValue
      const b = end as DateValue
      if (a.ms > b.ms) return new FormulaError('#NUM!')
      const months = monthsBetween(new Date(a.ms), new Date(b.ms))
      if (unit === 'D') return Math.floor((b.ms - a.ms) / DAY_MS)
      if (unit === 'M') return months
      if (unit === 'Y') return Math.floor(months / 12)
      return new FormulaError('#NUM!')
    },
  },
  DATEADD: {
    minArgs: 2,
    maxArgs: 3,
    argTypes: ['date', 'number', 'text'],
    returns: 'date',
    description: 'DATEADD(日期, 数量, "D"/"M"/"Y")：加上若干天、月或年（默认天）',
    apply: ([dateValue, amountValue, unitValue]) => {
      const date = toDate(scalarOf(dateValue))
      const amount = numberArg(amountValue)
      const unit = unitArg(unitValue, 'D')
      const error = firstError([date, amount, unit] as Scalar[])
      if (error) return error
      const d = date as DateValue
      const n = Math.trunc(amount as number)
      if (unit === 'D') return new DateValue(d.ms + n * DAY_MS, d.hasTime)
      if (unit === 'M') return addMonths(d, n)
      if (unit === 'Y') return addMonths(d, n * 12)
      return new FormulaError('#NUM!')
    },
  },
  RMBUPPER: {
    minArgs: 1,
    maxArgs: 1,
    argTypes: ['number'],
    returns: 'text',
    description: 'RMBUPPER(金额)：人民币大写，如 壹拾贰万叁仟肆佰伍拾陆元柒角捌分',
    apply: ([value]) => {
      const number = numberArg(value)
      if (number instanceof FormulaError) return number
      return rmbUpper(number) ?? new FormulaError('#NUM!')
    },
  },
}

function slice([value, countValue]: readonly FormulaValue[], fromLeft: boolean): FormulaValue {
  const text = textArg(value)
  const count = countValue === undefined ? 1 : numberArg(countValue)
  if (text instanceof FormulaError) return text
  if (count instanceof FormulaError) return count
  if (count < 0) return VALUE()
  const chars = Array.from(text)
  const n = Math.trunc(count)
  return (fromLeft ? chars.slice(0, n) : chars.slice(Math.max(0, chars.length - n))).join('')
}
