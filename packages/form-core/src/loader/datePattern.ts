// Date patterns of both VForm generations become dayjs ones. VForm 2 (Element UI, like date-fns)
// writes year and day of month in lower case (yyyy-MM-dd) and the week as W; VForm 3 (dayjs)
// writes YYYY-MM-DD and ww. In dayjs `y` means nothing and `d`/`dd` are weekdays, so an Element
// pattern used as it is stores "yyyy-11-日": every reader of a pattern goes through here.
// Text inside [brackets] is literal in both and is left alone; 'timestamp' is a keyword.

const LITERAL = /\[[^\]]*\]/g
const TOKEN = /\[[^\]]*\]|y+|d+|W+/g

/**
 * True when a pattern is written in Element UI / date-fns tokens: it has a year in `y`, or a day
 * of month in `d`/`dd` and no dayjs `D` (a dayjs pattern may hold `dd` only as a weekday beside a `D`).
 */
export function isElementDatePattern(pattern: string): boolean {
  const bare = pattern.replace(LITERAL, '')
  return /y/.test(bare) || (/(^|[^d])d{1,2}(?!d)/.test(bare) && !/D/.test(bare))
}

/**
 * The dayjs form of a date pattern of either generation; dayjs patterns come back unchanged (but
 * for the week, W → w, which only the week-of-year plugin reads), so it is safe to apply twice.
 */
export function toDayjsPattern(pattern: string): string {
  if (pattern === 'timestamp') return pattern
  const element = isElementDatePattern(pattern)
  return pattern.replace(TOKEN, (token) => {
    if (token.startsWith('[')) return token
    if (token[0] === 'W') return 'w'.repeat(token.length)
    if (!element) return token
    if (token[0] === 'y') return token.length === 2 ? 'YY' : 'YYYY'
    // ddd / dddd (weekday names) mean the same in dayjs
    return token.length <= 2 ? 'D'.repeat(token.length) : token
  })
}
