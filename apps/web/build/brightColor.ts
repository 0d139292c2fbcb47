import { Color } from '@rc-component/color-picker/es/color'

interface RgbColor {
  toRgb(): { r: number; g: number; b: number; a: number }
  toRgbString(): string
}

/**
 * Whether text on `value` should be dark: antd's button and tag styles ask this of the theme's solid
 * background (the same test as antd's color presets make). Served in place of the color picker's
 * presets module, which would bring the picker and Collapse into the start script (lighterAntd.ts).
 */
export function isBright(value: RgbColor, background: string): boolean {
  const { r, g, b, a } = value.toRgb()
  if (a <= 0.5) return new Color(value.toRgbString()).onBackground(background).toHsv().v > 0.5
  return r * 0.299 + g * 0.587 + b * 0.114 > 192
}
