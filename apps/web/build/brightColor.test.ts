import { AggregationColor } from 'antd/es/color-picker/color'
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets'
import { describe, expect, it } from 'vitest'
import { isBright } from './brightColor'

describe('the colour test served to antd in place of its color presets', () => {
  it("answers as antd's own for solid and translucent colours on light and dark backgrounds", () => {
    const colors = ['#000000', '#ffffff', '#1677ff', '#fadb14', '#52c41a', '#ff4d4f', 'rgba(0, 0, 0, 0.88)', 'rgba(255, 255, 255, 0.3)', 'rgba(250, 219, 20, 0.5)', 'rgba(22, 119, 255, 0.2)']
    let compared = 0
    for (const color of colors) {
      for (const background of ['#fff', '#000', '#141414']) {
        expect(isBright(new AggregationColor(color), background), `${color} on ${background}`).toBe(antdIsBright(new AggregationColor(color), background))
        compared++
      }
    }
    expect(compared).toBe(30)
    // Both answers occur, so the comparison can tell the two functions apart.
    expect(isBright(new AggregationColor('#ffffff'), '#fff')).toBe(true)
    expect(isBright(new AggregationColor('#000000'), '#fff')).toBe(false)
  })
})
