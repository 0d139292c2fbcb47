import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import { dateRangePresets, quarterOf } from './dateRangePresets'

const days = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((day) => day.format('YYYY-MM-DD'))

describe('date range presets', () => {
  it('cover this month, quarter and year as whole days', () => {
    const presets = dateRangePresets(dayjs('2025-05-17'))
    expect(presets.map((preset) => [preset.label, days(preset.value)])).toEqual([
      ['本月', ['2025-05-01', '2025-05-31']],
      ['本季度', ['2025-04-01', '2025-06-30']],
      ['本年', ['2025-01-01', '2025-12-31']],
    ])
  })

  it.each([
    ['2025-01-31', ['2025-01-01', '2025-03-31']],
    ['2025-03-31', ['2025-01-01', '2025-03-31']],
    ['2025-08-31', ['2025-07-01', '2025-09-30']],
    ['2024-12-31', ['2024-10-01', '2024-12-31']],
  ])('finds the quarter of %s', (day, expected) => {
    expect(days(quarterOf(dayjs(day)))).toEqual(expected)
  })
})
