// Splits formula text into tokens that remember where they start and end, so every error can
// point at its place in the text.

export type TokenKind = 'number' | 'string' | 'name' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'dot' | 'end'

export interface Token {
  kind: TokenKind
  text: string
  /** offset of the first character in the formula text */
  start: number
  /** offset just past the last character */
  end: number
}

export class FormulaSyntaxError extends Error {
  constructor(
    message: string,
    readonly start: number,
    readonly end: number,
  ) {
    super(message)
  }
}

const OPERATORS = ['<>', '!=', '<=', '>=', '+', '-', '*', '/', '^', '&', '=', '<', '>']
/** full-width punctuation typed with a Chinese input method reads as its ASCII twin */
const WIDE: Record<string, string> = { '（': '(', '）': ')', '，': ',', '＂': '"', '“': '"', '”': '"' }
const NUMBER = /\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?/y
const NAME = /[\p{L}_$][\p{L}\p{N}_$]*/uy

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  // a leading '=' (as typed in a spreadsheet cell) is allowed and ignored
  const lead = /^\s*=/.exec(text)
  if (lead) at = lead[0].length
  while (at < text.length) {
    const raw = text[at]
    const char = WIDE[raw] ?? raw
    if (/\s/.test(char)) {
      at += 1
      continue
    }
    const start = at
    if (char === '"') {
      let value = ''
      at += 1
      for (;;) {
        if (at >= text.length) throw new FormulaSyntaxError('文本缺少结束引号', start, text.length)
        const c = WIDE[text[at]] ?? text[at]
        if (c === '"') {
          if ((WIDE[text[at + 1]] ?? text[at + 1]) === '"') {
            value += '"'
            at += 2
            continue
          }
          at += 1
          break
        }
        value += text[at]
        at += 1
      }
      tokens.push({ kind: 'string', text: value, start, end: at })
      continue
    }
    NUMBER.lastIndex = at
    const number = NUMBER.exec(text)
    if (number) {
      at += number[0].length
      tokens.push({ kind: 'number', text: number[0], start, end: at })
      continue
    }
    NAME.lastIndex = at
    const name = NAME.exec(text)
    if (name) {
      at += name[0].length
      tokens.push({ kind: 'name', text: name[0], start, end: at })
      continue
    }
    const single = char === '(' ? 'lparen' : char === ')' ? 'rparen' : char === ',' ? 'comma' : char === '.' ? 'dot' : null
    if (single) {
      at += 1
      tokens.push({ kind: single, text: char, start, end: at })
      continue
    }
    const operator = OPERATORS.find((candidate) => text.startsWith(candidate, at))
    if (operator) {
      at += operator.length
      tokens.push({ kind: 'operator', text: operator, start, end: at })
      continue
    }
    throw new FormulaSyntaxError(`无法识别的字符「${raw}」`, start, start + 1)
  }
  tokens.push({ kind: 'end', text: '', start: text.length, end: text.length })
  return tokens
}
