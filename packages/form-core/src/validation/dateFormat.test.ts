import { describe, expect, it } from 'vitest'
import { dateMatcher } from './dateFormat.js'

describe('dateMatcher', () => {
  it('reads strictly in the format, calendar included', () => {
    const matcher = dateMatcher('YYYY-MM-DD')!
    expect(matcher.read('2024-01-31')).toBe(Date.UTC(2024, 0, 31))
    expect(matcher.read('2024-1-31')).toBeNull()
    expect(matcher.read('2024-04-31')).toBeNull()
    expect(matcher.read('2024-01-31 ')).toBeNull()
  })

  it('orders moments and reads twelve-hour clocks and bracketed literals', () => {
    const matcher = dateMatcher('YYYY[年]M[月]D[日] hh:mm A')!
    expect(matcher.read('2024年5月1日 01:30 PM')).toBe(Date.UTC(2024, 4, 1, 13, 30))
    expect(matcher.read('2024年5月1日 13:30 PM')).toBeNull()
    expect(dateMatcher('HH:mm:ss')!.read('23:59:59')! > dateMatcher('HH:mm:ss')!.read('08:00:00')!).toBe(true)
  })

  it('gives up on formats with tokens it does not read', () => {
    expect(dateMatcher('YYYY-wo')).toBeNull()
    expect(dateMatcher('gggg-ww')).toBeNull()
  })
})
