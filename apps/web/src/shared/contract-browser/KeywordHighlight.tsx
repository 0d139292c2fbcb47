import { theme } from 'antd'
import { Fragment } from 'react'

/** `text` split around each case-insensitive occurrence of `keyword` (odd parts are the matches). */
export function splitByKeyword(text: string, keyword: string | undefined): string[] {
  const needle = keyword?.trim().toLowerCase()
  if (!needle) return [text]
  const parts: string[] = []
  const haystack = text.toLowerCase()
  let from = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    parts.push(text.slice(from, at), text.slice(at, at + needle.length))
    from = at + needle.length
  }
  parts.push(text.slice(from))
  return parts
}

/** The text with the searched keyword marked, as the server matched it (substring, any case). */
export function KeywordHighlight({ text, keyword }: { text: string; keyword?: string }) {
  const { token } = theme.useToken()
  return (
    <>
      {splitByKeyword(text, keyword).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} style={{ padding: 0, color: 'inherit', backgroundColor: token.colorWarningBg }}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  )
}
