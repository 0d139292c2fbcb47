import { describe, expect, it } from 'vitest'
import type { FormulaNode } from './ast.js'
import { evaluateFormula, type FormulaEnv } from './interpreter.js'
import { parseFormula } from './parser.js'
import { rmbUpper } from './rmbUpper.js'
import { FormulaSyntaxError, tokenize } from './tokenizer.js'
import { DateValue, FormulaError, formatDate, parseDate, type FormulaValue } from './values.js'

const fields: Record<string, FormulaValue> = {
  price: 12.5,
  qty: 4,
  zero: 0,
  blank: null,
  name: '合同',
  signDate: parseDate('2024-01-31') as DateValue,
  endDate: parseDate('2025-03-01') as DateValue,
}
const columns: Record<string, FormulaValue> = { 'plan.amount': [100, 200.5, null, 'x'], 'plan.note': ['a', 'b'] }
const env: FormulaEnv = {
  today: '2026-11-27',
  field: (name) => (name in fields ? fields[name] : new FormulaError('#REF!')),
  column: (sub, field) => columns[`${sub}.${field}`] ?? new FormulaError('#REF!'),
}
const run = (text: string) => {
  const value = evaluateFormula(parseFormula(text), env)
  if (value instanceof FormulaError) return value.code
  if (value instanceof DateValue) return formatDate(value)
  return value
}

describe('formula parser', () => {
  it('follows Excel precedence: comparison < & < + - < * / < ^ < unary minus', () => {
    expect(run('1+2*3')).toBe(7)
    expect(run('(1+2)*3')).toBe(9)
    expect(run('2^3^2')).toBe(512)
    expect(run('-2^2')).toBe(4)
    expect(run('1+2&"x"')).toBe('3x')
    expect(run('1+1=2')).toBe(true)
    expect(run('10-4-3')).toBe(3)
    expect(run('=price*qty')).toBe(50)
  })

  it('keeps positions for every token and reports syntax errors where they are', () => {
    expect(tokenize('SUM(a, 1)').map((token) => [token.kind, token.start, token.end])).toEqual([
      ['name', 0, 3],
      ['lparen', 3, 4],
      ['name', 4, 5],
      ['comma', 5, 6],
      ['number', 7, 8],
      ['rparen', 8, 9],
      ['end', 9, 9],
    ])
    const error = (text: string) => {
      try {
        parseFormula(text)
      } catch (caught) {
        if (caught instanceof FormulaSyntaxError) return [caught.start, caught.end, caught.message]
        throw caught
      }
      return null
    }
    expect(error('1 + * 2')?.slice(0, 2)).toEqual([4, 5])
    expect(error('SUM(1, 2')?.[2]).toContain('公式意外结束')
    expect(error('"abc')?.[2]).toBe('文本缺少结束引号')
    expect(error('1 # 2')?.slice(0, 2)).toEqual([2, 3])
    expect(error('')?.[2]).toBe('公式为空')
    expect(error('1 2')?.slice(0, 2)).toEqual([2, 3])
  })

  it('reads full-width parentheses and commas typed with a Chinese input method', () => {
    expect(run('ROUND（price，0）')).toBe(13)
  })

  it('parses subForm.field as a column and names case-insensitively for functions', () => {
    const node = parseFormula('sum(plan.amount)') as Extract<FormulaNode, { kind: 'call' }>
    expect(node.name).toBe('SUM')
    expect(node.args[0]).toMatchObject({ kind: 'column', subForm: 'plan', field: 'amount' })
  })
})

describe('formula values and errors', () => {
  it('gives error values instead of NaN and Infinity', () => {
    expect(run('1/0')).toBe('#DIV/0!')
    expect(run('price/zero')).toBe('#DIV/0!')
    expect(run('price/blank')).toBe('#DIV/0!')
    expect(run('10^400')).toBe('#NUM!')
    expect(run('-1.7976931348623151e308')).toBe('#NUM!')
    expect(run('1.7976931348623151e308&""')).toBe('#NUM!')
    expect(run('0^-1')).toBe('#DIV/0!')
    expect(run('"abc"*2')).toBe('#VALUE!')
    expect(run('missing+1')).toBe('#REF!')
    expect(run('NOSUCH(1)')).toBe('#NAME?')
    expect(run('ROUND()')).toBe('#VALUE!')
    expect(run('plan.amount+1')).toBe('#VALUE!')
  })

  it('propagates the first error and lets IF and IFERROR avoid it', () => {
    expect(run('1/0+missing')).toBe('#DIV/0!')
    expect(run('IF(zero=0, 0, price/zero)')).toBe(0)
    expect(run('IFERROR(price/zero, -1)')).toBe(-1)
    expect(run('IFERROR(price/2, -1)')).toBe(6.25)
  })

  it('treats blanks as 0 in arithmetic and "" in text, and removes float noise', () => {
    expect(run('blank+1')).toBe(1)
    expect(run('blank&"a"')).toBe('a')
    expect(run('0.1+0.2')).toBe(0.3)
    expect(run('"12"+1')).toBe(13)
  })

  it('compares numbers, text (ignoring case) and dates as dates', () => {
    expect(run('"abc"="ABC"')).toBe(true)
    expect(run('"10"=10')).toBe(true)
    expect(run('signDate<endDate')).toBe(true)
    expect(run('signDate="2024-01-31"')).toBe(true)
    expect(run('signDate>"2024-02-01"')).toBe(false)
    expect(run('signDate>"not a date"')).toBe('#VALUE!')
    expect(run('"a"<>1')).toBe(true)
    expect(run('TRUE=1')).toBe(false)
  })
})

describe('formula functions', () => {
  it('logic: IF, AND, OR, NOT', () => {
    expect(run('IF(qty>3, "多", "少")')).toBe('多')
    expect(run('IF(qty>5, "多")')).toBe(false)
    expect(run('AND(qty>3, price>10)')).toBe(true)
    expect(run('OR(qty>5, price>100)')).toBe(false)
    expect(run('NOT(qty>5)')).toBe(true)
    expect(run('AND("x")')).toBe('#VALUE!')
  })

  it('aggregates a sub-form column, skipping blanks and text as Excel does', () => {
    expect(run('SUM(plan.amount)')).toBe(300.5)
    expect(run('AVERAGE(plan.amount)')).toBe(150.25)
    expect(run('MIN(plan.amount)')).toBe(100)
    expect(run('MAX(plan.amount, 1000)')).toBe(1000)
    expect(run('COUNT(plan.amount)')).toBe(2)
    expect(run('COUNTA(plan.amount)')).toBe(3)
    expect(run('AVERAGE(plan.note)')).toBe('#DIV/0!')
    expect(run('MAX(plan.note)')).toBe(0)
    expect(run('SUM(price, qty, 1)')).toBe(17.5)
    expect(run('SUM(nosuch.col)')).toBe('#REF!')
  })

  it('rounds half away from zero, also for binary fractions', () => {
    expect(run('ROUND(2.5)')).toBe(3)
    expect(run('ROUND(-2.5)')).toBe(-3)
    expect(run('ROUND(1.005, 2)')).toBe(1.01)
    expect(run('ROUND(1234, -2)')).toBe(1200)
    expect(run('ABS(-3)')).toBe(3)
  })

  it('text: CONCAT, LEN, LEFT, RIGHT count characters, not UTF-16 units', () => {
    expect(run('CONCAT(name, "-", qty)')).toBe('合同-4')
    expect(run('LEN("合同𠀀")')).toBe(3)
    expect(run('LEFT("合同编号", 2)')).toBe('合同')
    expect(run('RIGHT("合同编号")')).toBe('号')
    expect(run('LEFT("abc", -1)')).toBe('#VALUE!')
  })

  it('dates: TODAY, DATEDIF, DATEADD (month ends clamp), date arithmetic', () => {
    expect(run('TODAY()')).toBe('2026-11-27')
    expect(run('DATEDIF(signDate, endDate, "D")')).toBe(395)
    expect(run('DATEDIF(signDate, endDate, "M")')).toBe(13)
    expect(run('DATEDIF(signDate, endDate, "Y")')).toBe(1)
    expect(run('DATEDIF(endDate, signDate, "D")')).toBe('#NUM!')
    expect(run('DATEDIF(signDate, endDate, "W")')).toBe('#NUM!')
    expect(run('DATEADD(signDate, 1, "M")')).toBe('2024-02-29')
    expect(run('DATEADD(signDate, 1, "Y")')).toBe('2025-01-31')
    expect(run('DATEADD("2024-12-31", 1)')).toBe('2025-01-01')
    expect(run('signDate+1')).toBe('2024-02-01')
    expect(run('endDate-signDate')).toBe(395)
    expect(run('DATEADD("x", 1)')).toBe('#VALUE!')
  })

  it('RMBUPPER writes amounts as on a cheque', () => {
    expect(run('RMBUPPER(123456.78)')).toBe('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
    expect(run('RMBUPPER(1e16)')).toBe('#NUM!')
  })
})

describe('rmbUpper', () => {
  it.each([
    [0, '零元整'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.78, '柒角捌分'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [1.05, '壹元零伍分'],
    [1.5, '壹元伍角'],
    [101, '壹佰零壹元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [10001, '壹万零壹元整'],
    [10100, '壹万零壹佰元整'],
    [100000, '壹拾万元整'],
    [1000000, '壹佰万元整'],
    [100010000, '壹亿零壹万元整'],
    [100000001, '壹亿零壹元整'],
    [1200300000, '壹拾贰亿零叁拾万元整'],
    [1e12, '壹万亿元整'],
    [123456.78, '壹拾贰万叁仟肆佰伍拾陆元柒角捌分'],
    [-5.2, '负伍元贰角'],
    [1.005, '壹元零壹分'],
  ])('%s → %s', (amount, text) => {
    expect(rmbUpper(amount)).toBe(text)
  })

  it('refuses what it cannot write', () => {
    expect(rmbUpper(Number.NaN)).toBeNull()
    expect(rmbUpper(1e16)).toBeNull()
  })
})
