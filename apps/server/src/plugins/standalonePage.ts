import { escapeHtml } from './webApp.js'

export interface StandalonePage {
  title: string
  /** The markup inside <body>, already escaped by the caller. */
  body: string
  /** A stylesheet for the page's own <style> element. */
  style?: string
  iconUrl?: string
}

/**
 * The HTML document of a page the server writes itself, outside the SPA (the sign-out question,
 * a suite entry's stand-in): one head for all of them, so each states only its body and style.
 */
export function standalonePage({ title, body, style, iconUrl }: StandalonePage): string {
  const icon = iconUrl ? `\n<link rel="icon" type="image/svg+xml" href="${escapeHtml(iconUrl)}">` : ''
  const styleElement = style ? `\n<style>\n${style.trim()}\n</style>` : ''
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${icon}${styleElement}
</head>
<body>
${body.trim()}
</body>
</html>
`
}
