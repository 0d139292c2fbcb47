/** The CSP directives a form's requests and images fall under, with the setting that opens them. */
const BLOCKED = {
  'connect-src': { what: '请求', variable: 'FORM_CONNECT_HOSTS' },
  'img-src': { what: '图片', variable: 'FORM_IMAGE_HOSTS' },
} as const

type Violation = Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>

/** The message for a request or image to another host the page's CSP blocked; null for anything else. */
export function blockedRequestText({ effectiveDirective, blockedURI }: Violation): string | null {
  const kind = BLOCKED[effectiveDirective as keyof typeof BLOCKED]
  if (!kind || !URL.canParse(blockedURI)) return null
  const { origin, protocol } = new URL(blockedURI)
  if (protocol !== 'http:' && protocol !== 'https:') return null
  return `${kind.what}被安全策略阻止：${origin}（请管理员在 ${kind.variable} 中允许该地址）`
}

/**
 * Tells the user when the browser blocks a form's request (data source, upload) or image from
 * another host, instead of leaving only a console error: one message per origin and kind while
 * the page lives (a form with many pictures gets one). Returns the unsubscribe.
 */
export function watchBlockedRequests(show: (text: string) => void, target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  const shown = new Set<string>()
  const listener = (event: SecurityPolicyViolationEvent) => {
    const text = blockedRequestText(event)
    if (text === null || shown.has(text)) return
    shown.add(text)
    show(text)
  }
  target.addEventListener('securitypolicyviolation', listener)
  return () => target.removeEventListener('securitypolicyviolation', listener)
}
