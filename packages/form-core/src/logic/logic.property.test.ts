import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { container, field } from '../testing/sampleForm.js'
import type { FormJson, Widget } from '../types.js'
import { compileLogic } from './compileLogic.js'
import { logicFieldState } from './fieldState.js'
import type { FormulaNode } from './formula/ast.js'
import { evaluateFormula } from './formula/interpreter.js'
import { parseFormula } from './formula/parser.js'
import { rmbUpper } from './formula/rmbUpper.js'
import { tokenize } from './formula/tokenizer.js'
import { FormulaError, isList, type Scalar } from './formula/values.js'
import type { Condition, LogicRule } from './logicTypes.js'
import { evaluateLogic } from './logicState.js'

// ---- random formula text over fields a, b, c and the column s.n ----
const leaf = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }).map(String),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((n) => String(Math.abs(n))),
  fc.constantFrom('a', 'b', 'c', '"x"', '"12"', 'TRUE', '""', 'TODAY()', '"2024-02-29"'),
)
const formulaText: fc.Arbitrary<string> = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.tuple(tie('expr'), fc.constantFrom('+', '-', '*', '/', '^', '&', '=', '<>', '<', '>=', '>'), tie('expr')).map(([l, op, r]) => `${l} ${op} ${r}`),
    tie('expr').map((e) => `(${e})`),
    tie('expr').map((e) => `-${e}`),
    fc.tuple(fc.constantFrom('SUM', 'AVERAGE', 'MIN', 'MAX', 'COUNT', 'ROUND', 'ABS', 'LEN', 'RMBUPPER', 'NOT', 'IF', 'AND', 'CONCAT', 'LEFT', 'DATEADD', 'DATEDIF', 'IFERROR'), fc.array(fc.oneof(tie('expr'), fc.constant('s.n')), { minLength: 0, maxLength: 3 })).map(
      ([name, args]) => `${name}(${args.join(', ')})`,
    ),
  ),
})).expr

const scalar: fc.Arbitrary<Scalar> = fc.oneof(fc.double({ noNaN: false }), fc.string(), fc.boolean(), fc.constant(null), fc.constant('2024-01-31'))

describe('formula properties', () => {
  it('any formula evaluates without throwing and never yields NaN or Infinity', () => {
    fc.assert(
      fc.property(formulaText, scalar, scalar, scalar, fc.array(scalar, { maxLength: 5 }), (text, a, b, c, column) => {
        const value = evaluateFormula(parseFormula(text), {
          today: '2026-11-27',
          field: (name) => ({ a, b, c })[name] ?? new FormulaError('#REF!'),
          column: () => column,
        })
        const items = isList(value) ? value : [value]
        for (const item of items) if (typeof item === 'number') expect(Number.isFinite(item)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })

  it('parsing is stable: a formula printed back from its tree parses to the same tree', () => {
    const print = (node: FormulaNode): string => {
      switch (node.kind) {
        case 'number':
          return String(node.value)
        case 'string':
          return `"${node.value.replaceAll('"', '""')}"`
        case 'boolean':
          return node.value ? 'TRUE' : 'FALSE'
        case 'field':
          return node.name
        case 'column':
          return `${node.subForm}.${node.field}`
        case 'unary':
          return `(${node.operator}${print(node.operand)})`
        case 'binary':
          return `(${print(node.left)} ${node.operator} ${print(node.right)})`
        case 'call':
          return `${node.name}(${node.args.map(print).join(', ')})`
      }
    }
    const shape = (node: FormulaNode): unknown => {
      const { start: _start, end: _end, ...rest } = node
      if (node.kind === 'unary') return { ...rest, operand: shape(node.operand) }
      if (node.kind === 'binary') return { ...rest, left: shape(node.left), right: shape(node.right) }
      if (node.kind === 'call') return { ...rest, args: node.args.map(shape) }
      return rest
    }
    fc.assert(
      fc.property(formulaText, (text) => {
        const tree = parseFormula(text)
        expect(shape(parseFormula(print(tree)))).toEqual(shape(tree))
      }),
      { numRuns: 1000 },
    )
  })

  it('tokens cover the text: each token sits at its position', () => {
    fc.assert(
      fc.property(formulaText, (text) => {
        for (const token of tokenize(text)) {
          if (token.kind === 'string') expect(text.slice(token.start, token.end)).toBe(`"${token.text}"`)
          else expect(text.slice(token.start, token.end)).toBe(token.text)
        }
      }),
    )
  })

  it('RMB upper case: one 零 at most in a row, 整 exactly for whole yuan, 负 for negatives', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const text = rmbUpper(cents / 100) as string
        expect(text).not.toContain('零零')
        expect(text.endsWith('整')).toBe(cents % 100 === 0)
        expect(text.startsWith('负')).toBe(cents < 0)
        if (cents !== 0) {
          expect(text.replace(/^负/, '').startsWith('零')).toBe(false)
          expect(text).not.toMatch(/零[元万亿角]/)
        }
        expect(readRmbUpper(text)).toBe(cents)
      }),
      { numRuns: 3000 },
    )
  })
})

/** The amount in cents an RMB upper-case text says (the inverse of rmbUpper, for checking it). */
function readRmbUpper(text: string): number {
  const digits = '零壹贰叁肆伍陆柒捌玖'
  const places: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 }
  const negative = text.startsWith('负')
  const [integerText, fraction = ''] = text.replace(/^负/, '').replace(/整$/, '').split('元')
  const hasYuan = text.includes('元')
  let total = 0
  let section = 0
  let digit = 0
  for (const char of hasYuan ? integerText : '') {
    if (digits.includes(char)) digit = digits.indexOf(char)
    else if (places[char]) {
      section += digit * places[char]
      digit = 0
    } else if (char === '万') {
      total += (section + digit) * 1e4
      section = digit = 0
    } else if (char === '亿') {
      total = (total + section + digit) * 1e8
      section = digit = 0
    }
  }
  const yuan = total + section + digit
  const jiao = /([壹贰叁肆伍陆柒捌玖])角/.exec(hasYuan ? fraction : integerText)
  const fen = /([壹贰叁肆伍陆柒捌玖])分/.exec(hasYuan ? fraction : integerText)
  const cents = yuan * 100 + (jiao ? digits.indexOf(jiao[1]) * 10 : 0) + (fen ? digits.indexOf(fen[1]) : 0)
  return negative ? -cents : cents
}

// ---- random forms: number fields f0..f5 (formulas may read earlier ones), a sub-form s ----
const NAMES = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5']
const formulaFor = (index: number) =>
  fc.option(
    fc.array(fc.constantFrom(...NAMES.slice(0, index), 'SUM(s.n)', 'COUNT(s.n)', '2'), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' + ')),
    { nil: undefined },
  )
const condition: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({ field: fc.constantFrom(...NAMES), op: fc.constantFrom('eq', 'gt', 'le', 'empty', 'notEmpty'), value: fc.integer({ min: -5, max: 5 }) }) as fc.Arbitrary<Condition>,
  fc.record({ rows: fc.constant('s'), match: fc.constantFrom('any', 'all', 'none'), where: fc.record({ field: fc.constant('n'), op: fc.constantFrom('gt', 'lt'), value: fc.integer({ min: -5, max: 5 }) }) }) as fc.Arbitrary<Condition>,
)
const rule: fc.Arbitrary<LogicRule> = fc.record({
  when: fc.oneof(condition, fc.array(condition, { minLength: 1, maxLength: 3 }).map((all) => ({ all }))),
  then: fc.array(fc.record({ action: fc.constantFrom('show', 'hide', 'require', 'optional', 'disable', 'readonly'), target: fc.constantFrom(...NAMES, 'card', 'n', 's') }), { minLength: 1, maxLength: 2 }),
}) as fc.Arbitrary<LogicRule>
const generatedForm = fc.tuple(fc.tuple(...NAMES.map((_, index) => formulaFor(index))), fc.array(rule, { maxLength: 6 })).map(([formulas, rules]): FormJson => {
  const fields: Widget[] = NAMES.map((name, index) => field('number', name, formulas[index] ? { tandemFormula: formulas[index] } : {}))
  return {
    formConfig: { tandemLogic: { rules } } as unknown as FormJson['formConfig'],
    widgetList: [...fields.slice(0, 3), container('card', 'card', fields.slice(3)), container('sub-form', 's', [field('number', 'n')])],
  }
})
const value = fc.option(fc.integer({ min: -6, max: 6 }), { nil: null })
const change = fc.oneof(
  fc.record({ name: fc.constantFrom(...NAMES), value }),
  fc.record({ name: fc.constant('n'), row: fc.nat(3), value }),
  fc.record({ name: fc.constant('s'), rows: fc.array(fc.record({ n: value }), { maxLength: 4 }) }),
)

describe('incremental evaluation', () => {
  it('after any sequence of changes equals a full evaluation of the same data', () => {
    fc.assert(
      fc.property(generatedForm, fc.array(change, { maxLength: 8 }), (json, changes) => {
        const logic = compileLogic(json)
        expect(logic.issues).toEqual([])
        const state = evaluateLogic(logic, { s: [{ n: 1 }] })
        for (const step of changes) {
          // computed fields are read-only: no user changes them
          if (logic.formulas.has(step.name)) continue
          if ('rows' in step) state.data.s = step.rows.map((row) => ({ ...row }))
          else if ('row' in step) {
            const rows = state.rowsOf('s')
            if (rows.length === 0) continue
            rows[step.row % rows.length].n = step.value
          } else state.data[step.name] = step.value
          state.update([step.name])
          const full = evaluateLogic(logic, state.data)
          expect(state.data).toEqual(full.data)
          for (const node of logic.index.all) {
            const rows = node.subForm ? state.rowsOf(node.subForm.name).map((_, index) => index) : [null]
            for (const row of rows) expect(logicFieldState(state, node, row)).toEqual(logicFieldState(full, node, row))
          }
        }
      }),
      { numRuns: 500 },
    )
    // hundreds of generated forms take seconds on a busy machine
  }, 60_000)
})
