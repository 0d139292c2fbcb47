// Engines word JSON.parse errors differently and some give no place at all ("Unexpected token '}',
// ... is not valid JSON"), so the place of the first error is found by scanning the text.

class ScanError {
  constructor(readonly offset: number) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
// eslint-disable-next-line no-control-regex -- JSON strings may not hold raw control characters
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y
const LITERAL = /true|false|null/y

class Scanner {
  #at = 0
  constructor(readonly text: string) {}

  run(): void {
    this.#value()
    this.#space()
    if (this.#at < this.text.length) throw new ScanError(this.#at)
  }

  #space(): void {
    while (this.#at < this.text.length && ' \t\n\r'.includes(this.text[this.#at])) this.#at++
  }

  #token(pattern: RegExp): boolean {
    pattern.lastIndex = this.#at
    const match = pattern.exec(this.text)
    if (!match) return false
    this.#at += match[0].length
    return true
  }

  #expect(char: string): void {
    this.#space()
    if (this.text[this.#at] !== char) throw new ScanError(this.#at)
    this.#at++
  }

  #value(): void {
    this.#space()
    const char = this.text[this.#at]
    if (char === '{') return this.#list('}', () => {
      this.#space()
      if (!this.#token(STRING)) throw new ScanError(this.#at)
      this.#expect(':')
      this.#value()
    })
    if (char === '[') return this.#list(']', () => this.#value())
    if (this.#token(STRING) || this.#token(NUMBER) || this.#token(LITERAL)) return
    throw new ScanError(this.#at)
  }

  #list(close: string, item: () => void): void {
    this.#at++
    this.#space()
    if (this.text[this.#at] === close) {
      this.#at++
      return
    }
    for (;;) {
      item()
      this.#space()
      const char = this.text[this.#at]
      this.#at++
      if (char === close) return
      if (char !== ',') throw new ScanError(this.#at - 1)
    }
  }
}

/** Offset of the first character that makes `text` invalid JSON (the text's length for an early end), or null when it is valid. */
export function jsonErrorOffset(text: string): number | null {
  try {
    new Scanner(text).run()
    return null
  } catch (error) {
    if (error instanceof ScanError) return Math.min(error.offset, text.length)
    throw error
  }
}
