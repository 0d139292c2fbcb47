import { theme } from 'antd'
import { describe, expect, it } from 'vitest'
import { textBoxCss } from './textBoxCss'

const token = theme.getDesignToken()
const css = textBoxCss(token)
const rule = (selector: string) => css.split('\n').find((line) => line.startsWith(`${selector} {`)) ?? ''
const declaration = (selector: string, property: string) => new RegExp(`[{;] ${property}: ([^;]+);`).exec(rule(selector))?.[1]

/** The box's outer height from its padding, line and border, as the browser computes it. */
function height(selector: string, fontSize: number, lineHeight: number): number {
  const paddingBlock = Number.parseFloat(declaration(selector, 'padding') ?? 'NaN')
  return fontSize * lineHeight + 2 * paddingBlock + 2 * token.lineWidth
}

describe('the text box stylesheet', () => {
  it('gives each size antd\'s control height', () => {
    expect(height('.tfr-text-box', token.fontSize, token.lineHeight)).toBeCloseTo(token.controlHeight, 0)
    expect(height('.tfr-text-box-sm', token.fontSize, token.lineHeight)).toBeCloseTo(token.controlHeightSM, 0)
    expect(height('.tfr-text-box-lg', token.fontSizeLG, token.lineHeightLG)).toBeCloseTo(token.controlHeightLG, 0)
  })

  it('draws antd\'s outlined border, radius per size and focus ring from the theme', () => {
    expect(declaration('.tfr-text-box', 'border')).toBe(`${token.lineWidth}px ${token.lineType} ${token.colorBorder}`)
    expect(declaration('.tfr-text-box-sm', 'border-radius')).toBe(`${token.borderRadiusSM}px`)
    expect(declaration('.tfr-text-box-lg', 'border-radius')).toBe(`${token.borderRadiusLG}px`)
    expect(rule('.tfr-text-box:not(.tfr-text-box-disabled):is(:focus, :focus-within)')).toContain(
      `box-shadow: 0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}`,
    )
  })

  it('does not position the box, so many of them paint as one layer; only a raised one in a compact group is', () => {
    expect(rule('.tfr-text-box')).not.toContain('position')
    expect(rule('.ant-space-compact > .tfr-text-box:is(:hover, :focus, :focus-within)')).toContain('position: relative')
  })

  it('hides the clear button without removing it, so the text does not move when it appears', () => {
    expect(rule('.tfr-text-box-clear-hidden')).toContain('visibility: hidden')
  })
})
