import { describe, expect, it } from 'vitest'
import { formatCny, formatDate, formatDateTime, formatFileSize } from './format'
import { recordPath } from './records'

describe('formatting', () => {
  it('shows amounts as CNY with grouping and two decimals', () => {
    expect(formatCny(1234567.8)).toBe('¥1,234,567.80')
    expect(formatCny(0)).toBe('¥0.00')
    expect(formatCny(null)).toBe('—')
  })

  it('shows dates as YYYY-MM-DD, timestamps in local time', () => {
    expect(formatDate('2024-03-05')).toBe('2024-03-05')
    expect(formatDate('2024-03-05T02:00:00.000Z')).toBe(
      new Date('2024-03-05T02:00:00.000Z').toLocaleDateString('sv-SE'),
    )
    expect(formatDate(null)).toBe('—')
    expect(formatDate('not a date')).toBe('—')
    expect(formatDateTime('2024-03-05T08:09:00')).toBe('2024-03-05 08:09')
  })

  it('shows file sizes in readable units', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB')
  })

  it('maps each bizType to its page with the id in the query', () => {
    expect([1, 2, 3, 4].map((bizType) => recordPath(bizType as 1 | 2 | 3 | 4, 7))).toEqual([
      '/contractDetail?id=7',
      '/bidDocument?id=7',
      '/publicDocument?id=7',
      '/lawyerLetter?id=7',
    ])
  })
})
