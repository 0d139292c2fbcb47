// A Pratt parser for the formula language: Excel's operators and precedence (comparison, then
// &, then + -, then * /, then ^, then unary minus), function calls, field names and
// subForm.field columns.

import type { BinaryOperator, FormulaNode } from './ast.js'
import { FormulaSyntaxError, tokenize, type Token } from './tokenizer.js'

const BINDING: Record<string, number> = { '=': 10, '<>': 10, '!=': 10, '<': 10, '<=': 10, '>': 10, '>=': 10, '&': 20, '+': 30, '-': 30, '*': 40, '/': 40, '^': 50 }
const UNARY_BINDING = 60

class Parser {
  #at = 0
  constructor(readonly tokens: Token[]) {}

  peek(): Token {
    return this.tokens[this.#at]
  }

  next(): Token {
    const token = this.tokens[this.#at]
    if (token.kind !== 'end') this.#at += 1
    return token
  }

  expect(kind: Token['kind'], what: string): Token {
    const token = this.peek()
    if (token.kind !== kind) throw unexpected(token, what)
    return this.next()
  }

  expression(minBinding = 0): FormulaNode {
    let left = this.prefix()
    for (;;) {
      const token = this.peek()
      const binding = token.kind === 'operator' ? BINDING[token.text] : undefined
      if (binding === undefined || binding <= minBinding) break
      this.next()
      // ^ is right-associative: 2^3^2 = 2^(3^2)
      const right = this.expression(token.text === '^' ? binding - 1 : binding)
      const operator = (token.text === '!=' ? '<>' : token.text) as BinaryOperator
      left = { kind: 'binary', operator, left, right, start: left.start, end: right.end }
    }
    return left
  }

  prefix(): FormulaNode {
    const token = this.next()
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: Number(token.text), start: token.start, end: token.end }
      case 'string':
        return { kind: 'string', value: token.text, start: token.start, end: token.end }
      case 'lparen': {
        const inner = this.expression()
        const close = this.expect('rparen', '右括号「)」')
        return { ...inner, start: token.start, end: close.end }
      }
      case 'operator':
        if (token.text === '-' || token.text === '+') {
          const operand = this.expression(UNARY_BINDING)
          return { kind: 'unary', operator: token.text, operand, start: token.start, end: operand.end }
        }
        throw unexpected(token, '数值、字段或函数')
      case 'name':
        return this.name(token)
      default:
        throw unexpected(token, '数值、字段或函数')
    }
  }

  name(token: Token): FormulaNode {
    const upper = token.text.toUpperCase()
    if (this.peek().kind === 'lparen') {
      this.next()
      const args: FormulaNode[] = []
      if (this.peek().kind !== 'rparen') {
        for (;;) {
          args.push(this.expression())
          if (this.peek().kind !== 'comma') break
          this.next()
        }
      }
      const close = this.expect('rparen', '「,」或右括号「)」')
      return { kind: 'call', name: upper, args, start: token.start, end: close.end }
    }
    if (this.peek().kind === 'dot') {
      this.next()
      const field = this.expect('name', '子表单中的字段名')
      return { kind: 'column', subForm: token.text, field: field.text, start: token.start, end: field.end }
    }
    if (upper === 'TRUE' || upper === 'FALSE') return { kind: 'boolean', value: upper === 'TRUE', start: token.start, end: token.end }
    return { kind: 'field', name: token.text, start: token.start, end: token.end }
  }
}

function unexpected(token: Token, expected: string): FormulaSyntaxError {
  const found = token.kind === 'end' ? '公式意外结束' : `不应出现「${token.text}」`
  return new FormulaSyntaxError(`${found}，此处应为${expected}`, token.start, Math.max(token.end, token.start + 1))
}

/** Parses formula text (a leading '=' is allowed); throws FormulaSyntaxError with the position. */
export function parseFormula(text: string): FormulaNode {
  const tokens = tokenize(text)
  if (tokens.length === 1) throw new FormulaSyntaxError('公式为空', 0, text.length)
  const parser = new Parser(tokens)
  const node = parser.expression()
  const rest = parser.peek()
  if (rest.kind !== 'end') throw unexpected(rest, '运算符或公式结尾')
  return node
}
