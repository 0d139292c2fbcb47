import { describe, expect, it } from 'vitest'
import { formatCell } from './columnFormats'

describe('data-table column formats', () => {
  it('formats dates d1-d5', () => {
    const value = '2024-03-05 08:09:10'
    expect(['d1', 'd2', 'd3', 'd4', 'd5'].map((format) => formatCell(value, format))).toEqual([
      '2024-03-05',
      '2024/03/05',
      '2024年03月05日',
      '2024-03-05 08:09:10',
      '08:09:10',
    ])
  })

  it('formats numbers n1-n7 (numbers and numeric text)', () => {
    expect(['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7'].map((format) => formatCell(1234567.891, format))).toEqual([
      '1,234,567.891',
      '1,234,567.89',
      '123456789.10%',
      '¥1,234,567.89',
      '1234568',
      '1234567.8910',
      '1.23e+6',
    ])
    expect(formatCell('0.125', 'n3')).toBe('12.50%')
    expect(formatCell(-5, 'n4')).toBe('-¥5.00')
  })

  it('leaves values it cannot format, and unknown formats, unchanged', () => {
    expect(formatCell('abc', 'n2')).toBe('abc')
    expect(formatCell('not a date', 'd1')).toBe('not a date')
    expect(formatCell(12, 'x9')).toBe(12)
    expect(formatCell(null, 'n1')).toBeNull()
  })
})
