import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockedRequestText, watchBlockedRequests } from './blockedRequests'

/** A securitypolicyviolation event as the browser fires it on the document. */
function violation(effectiveDirective: string, blockedURI: string): Event {
  return Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, blockedURI })
}

describe('blocked requests of forms', () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  it('names the blocked origin and the setting that allows it', () => {
    expect(blockedRequestText({ effectiveDirective: 'connect-src', blockedURI: 'https://api.example.com/users?page=1' })).toBe(
      '请求被安全策略阻止：https://api.example.com（请管理员在 FORM_CONNECT_HOSTS 中允许该地址）',
    )
    expect(blockedRequestText({ effectiveDirective: 'img-src', blockedURI: 'http://files.example.com:9000/a.png' })).toBe(
      '图片被安全策略阻止：http://files.example.com:9000（请管理员在 FORM_IMAGE_HOSTS 中允许该地址）',
    )
  })

  it('ignores other directives and what is no http(s) address (eval, inline)', () => {
    expect(blockedRequestText({ effectiveDirective: 'script-src', blockedURI: 'https://cdn.example.com/x.js' })).toBeNull()
    expect(blockedRequestText({ effectiveDirective: 'script-src', blockedURI: 'eval' })).toBeNull()
    expect(blockedRequestText({ effectiveDirective: 'connect-src', blockedURI: 'inline' })).toBeNull()
    expect(blockedRequestText({ effectiveDirective: 'img-src', blockedURI: 'blob:https://x/1' })).toBeNull()
  })

  it('shows one message per origin and kind while the page lives, and stops when unsubscribed', () => {
    const show = vi.fn()
    stop = watchBlockedRequests(show)
    document.dispatchEvent(violation('img-src', 'https://files.example.com/1.png'))
    document.dispatchEvent(violation('img-src', 'https://files.example.com/2.png'))
    document.dispatchEvent(violation('connect-src', 'https://files.example.com/upload'))
    document.dispatchEvent(violation('script-src', 'eval'))
    expect(show.mock.calls.map(([text]) => text)).toEqual([
      '图片被安全策略阻止：https://files.example.com（请管理员在 FORM_IMAGE_HOSTS 中允许该地址）',
      '请求被安全策略阻止：https://files.example.com（请管理员在 FORM_CONNECT_HOSTS 中允许该地址）',
    ])
    stop()
    document.dispatchEvent(violation('connect-src', 'https://other.example.com/'))
    expect(show).toHaveBeenCalledTimes(2)
  })
})
