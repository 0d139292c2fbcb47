import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_CONFIG, readTandemConfig } from './tandemConfig'
import { signInUrl, signOutUrl } from './authUrls'

function pageWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t')
  if (content !== null) {
    const meta = doc.createElement('meta')
    meta.setAttribute('name', 'tandem-config')
    meta.setAttribute('content', content)
    doc.head.append(meta)
  }
  return doc
}

describe('readTandemConfig', () => {
  afterEach(() => vi.restoreAllMocks())

  it('uses the defaults for the build placeholder and for a page without the tag', () => {
    expect(readTandemConfig(pageWithMeta('{}'))).toEqual(DEFAULT_CONFIG)
    expect(readTandemConfig(pageWithMeta(null))).toEqual({
      contractSystemId: 'HTGL',
      suiteSystemId: 'OA',
      loginUrl: '/contracttandem/api/Authentication/Login',
      logoutUrl: '/contracttandem/api/Authentication/Logout',
    })
  })

  it('takes the values the server filled in', () => {
    const doc = pageWithMeta(JSON.stringify({ contractSystemId: 'C1', suiteSystemId: 'S1', loginUrl: '/in', logoutUrl: '/out' }))
    expect(readTandemConfig(doc)).toEqual({ contractSystemId: 'C1', suiteSystemId: 'S1', loginUrl: '/in', logoutUrl: '/out' })
  })

  it('keeps defaults for keys that are missing, empty or not strings', () => {
    const doc = pageWithMeta(JSON.stringify({ contractSystemId: 'C1', suiteSystemId: '', loginUrl: 7 }))
    expect(readTandemConfig(doc)).toEqual({ ...DEFAULT_CONFIG, contractSystemId: 'C1' })
  })

  it('reports invalid JSON and falls back to the defaults', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(readTandemConfig(pageWithMeta('{oops'))).toEqual(DEFAULT_CONFIG)
    expect(log).toHaveBeenCalledOnce()
  })
})

describe('auth urls', () => {
  it('sign-in carries the current path and query as return URL', () => {
    expect(signInUrl('/login', { pathname: '/contract/web/contractList', search: '?a=1&b=2' })).toBe(
      '/login?returnUrl=%2Fcontract%2Fweb%2FcontractList%3Fa%3D1%26b%3D2',
    )
  })

  it('sign-out returns to the application base path', () => {
    expect(signOutUrl('/logout')).toBe('/logout?returnUrl=%2Fcontract%2Fweb%2F')
  })
})
