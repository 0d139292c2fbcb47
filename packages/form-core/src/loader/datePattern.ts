// Element UI date patterns (yyyy-MM-dd, dd, WW) become dayjs patterns (YYYY-MM-DD, DD, ww).
// Text inside [brackets] is literal in both and is left alone; 'timestamp' is a keyword.

const TOKEN = /\[[^\]]*\]|y+|d+|W+/g

export function toDayjsPattern(pattern: string): string {
  if (pattern === 'timestamp') return pattern
  return pattern.replace(TOKEN, (token) => {
    if (token.startsWith('[')) return token
    if (token[0] === 'y') return 'Y'.repeat(token.length)
    if (token[0] === 'W') return 'w'.repeat(token.length)
    // ddd / dddd (weekday names) mean the same in dayjs
    return token.length <= 2 ? 'D'.repeat(token.length) : token
  })
}
