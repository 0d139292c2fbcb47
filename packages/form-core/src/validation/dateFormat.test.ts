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

  // One stored value per token of both generations: VForm 2 (Element UI) and VForm 3 (dayjs).
  const TOKEN_CASES: ReadonlyArray<[string, string, number]> = [
    ['yyyy-MM-dd', '2026-11-15', Date.UTC(2026, 10, 15)],
    ['YYYY-MM-DD', '2026-11-15', Date.UTC(2026, 10, 15)],
    ['yyyy/MM/dd', '2026/11/05', Date.UTC(2026, 10, 5)],
    ['YYYY/MM/DD', '2026/11/05', Date.UTC(2026, 10, 5)],
    ['yyyy年MM月dd日', '2026年11月15日', Date.UTC(2026, 10, 15)],
    ['YYYY年MM月DD日', '2026年11月15日', Date.UTC(2026, 10, 15)],
    ['yy-M-d', '26-3-7', Date.UTC(2026, 2, 7)],
    ['YY-M-D', '99-3-7', Date.UTC(1999, 2, 7)],
    ['yyyy-MM-dd HH:mm:ss', '2026-11-15 13:05:09', Date.UTC(2026, 10, 15, 13, 5, 9)],
    ['YYYY-MM-DD HH:mm:ss', '2026-11-15 13:05:09', Date.UTC(2026, 10, 15, 13, 5, 9)],
    ['yyyy-MM-dd H:m:s', '2026-11-15 3:5:9', Date.UTC(2026, 10, 15, 3, 5, 9)],
    ['YYYY-MM-DD H:m:s', '2026-11-15 3:5:9', Date.UTC(2026, 10, 15, 3, 5, 9)],
    ['yyyy-MM-dd hh:mm A', '2026-11-15 01:30 PM', Date.UTC(2026, 10, 15, 13, 30)],
    ['YYYY-MM-DD h:mm a', '2026-11-15 1:30 pm', Date.UTC(2026, 10, 15, 13, 30)],
    ['YYYY-MM-DD HH:mm:ss.SSS', '2026-11-15 13:05:09.250', Date.UTC(2026, 10, 15, 13, 5, 9, 250)],
    ['yyyy-MM', '2026-11', Date.UTC(2026, 10, 1)],
    ['YYYY', '2026', Date.UTC(2026, 0, 1)],
  ]

  it.each(TOKEN_CASES)('reads %s values (%s), the VForm 2 tokens as VForm 3 ones', (format, text, moment) => {
    expect(dateMatcher(format)!.read(text)).toBe(moment)
  })

  it('refuses what an Element pattern used as a dayjs one stored', () => {
    expect(dateMatcher('yyyy-MM-dd')!.read('yyyy-11-日')).toBeNull()
    expect(dateMatcher('yyyy-MM-dd')!.read('2026-11-31')).toBeNull()
  })
})
