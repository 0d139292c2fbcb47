import { describe, expect, it } from 'vitest'
import { isElementDatePattern, toDayjsPattern } from './datePattern.js'

// The format / valueFormat choices VForm 2 (Element UI tokens) and VForm 3 (dayjs) offer in their
// designers, and every other token their pickers document.
const VFORM2_TO_DAYJS: ReadonlyArray<[string, string]> = [
  ['yyyy-MM-dd', 'YYYY-MM-DD'],
  ['yyyy/MM/dd', 'YYYY/MM/DD'],
  ['yyyy年MM月dd日', 'YYYY年MM月DD日'],
  ['yyyy-MM-dd HH:mm:ss', 'YYYY-MM-DD HH:mm:ss'],
  ['yyyy-MM-dd hh:mm:ss', 'YYYY-MM-DD hh:mm:ss'],
  ['yy-M-d H:m:s', 'YY-M-D H:m:s'],
  ['yyyy-MM-dd hh:mm A', 'YYYY-MM-DD hh:mm A'],
  ['yyyy-MM-dd h:mm a', 'YYYY-MM-DD h:mm a'],
  ['yyyy 第 WW 周', 'YYYY 第 ww 周'],
  ['yyyy-MM', 'YYYY-MM'],
  ['yyyy', 'YYYY'],
  ['MM-dd', 'MM-DD'],
  ['dd', 'DD'],
  ['yyyy-MM-dd dddd', 'YYYY-MM-DD dddd'],
  ['yyyy[yyyy]dd', 'YYYY[yyyy]DD'],
]

const DAYJS_KEPT = [
  'YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY年MM月DD日', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD hh:mm:ss', 'YY-M-D H:m:s',
  'YYYY-MM-DD hh:mm:ss.SSS A', 'YYYY-MM-DD h:mm a', 'YYYY-MM-DD dd', 'YYYY-MM-DD dddd', 'YYYY-MM', 'YYYY', 'gggg-ww',
  'HH:mm:ss', 'HH时mm分ss秒', 'hh:mm:ss', 'timestamp',
]

describe('toDayjsPattern', () => {
  it.each(VFORM2_TO_DAYJS)('translates the VForm 2 pattern %s to %s', (element, dayjs) => {
    expect(isElementDatePattern(element)).toBe(true)
    expect(toDayjsPattern(element)).toBe(dayjs)
    expect(toDayjsPattern(dayjs)).toBe(dayjs)
  })

  it.each(DAYJS_KEPT)('keeps the dayjs / time pattern %s', (pattern) => {
    expect(isElementDatePattern(pattern)).toBe(false)
    expect(toDayjsPattern(pattern)).toBe(pattern)
  })
})
