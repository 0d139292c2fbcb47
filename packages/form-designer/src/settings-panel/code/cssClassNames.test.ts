import { describe, expect, it } from 'vitest'
import { checkScriptSyntax } from './checkScriptSyntax'
import { cssClassNames } from './cssClassNames'

describe('cssClassNames', () => {
  it('lists the class names of selectors once, ignoring declarations and comments', () => {
    const css = `
      .wide, .panel .title:hover { width: 1.5em; background: url(a.png) }
      /* .commented { } */
      @media (max-width: 600px) { .wide { width: 100% } .narrow-col{} }`
    expect(cssClassNames(css)).toEqual(['wide', 'panel', 'title', 'narrow-col'])
    expect(cssClassNames('')).toEqual([])
  })
})

describe('checkScriptSyntax', () => {
  it('accepts a body using its parameters and reports a syntax error without running anything', () => {
    expect(checkScriptSyntax(['value'], 'return value * 2')).toBeNull()
    expect(checkScriptSyntax([], 'throw new Error("never run")')).toBeNull()
    expect(checkScriptSyntax([], 'let = ;')).toMatch(/\S/)
    expect(checkScriptSyntax([], '}); (function () {')).toMatch(/\S/)
  })
})
