/** A stable colour per account, so a user without photo always gets the same avatar. */
export function pickAvatarColor(account: string, palette: readonly string[]): string {
  if (palette.length === 0) throw new Error('pickAvatarColor needs a non-empty palette')
  let hash = 0
  for (const char of account) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return palette[hash % palette.length]
}

/** First character of the name (a whole code point, so CJK and emoji stay intact). */
export function avatarInitial(name: string, account: string): string {
  const source = name.trim() || account.trim()
  return source ? Array.from(source)[0].toUpperCase() : '?'
}
