import { describe, expect, it } from 'vitest'
import { parseReturnUrl } from './returnUrl.js'

describe('parseReturnUrl', () => {
  it('defaults to the app home when missing', () => {
    expect(parseReturnUrl(undefined)).toBe('/contract/web/')
    expect(parseReturnUrl('')).toBe('/contract/web/')
  })

  it.each([
    '/contract/web/',
    '/contract/web',
    '/contract/web/contractList',
    '/contract/web/contractDetail?id=12&bizType=1',
    '/contract/web/contractList?keyword=%E5%90%88%E5%90%8C#top',
  ])('accepts %s unchanged', (value) => {
    expect(parseReturnUrl(value)).toBe(value)
  })

  it('percent-encodes characters a Location header cannot carry', () => {
    expect(parseReturnUrl('/contract/web/contractList?keyword=合同 甲')).toBe('/contract/web/contractList?keyword=%E5%90%88%E5%90%8C%20%E7%94%B2')
    expect(parseReturnUrl('/contract/web/页面#部分')).toBe('/contract/web/%E9%A1%B5%E9%9D%A2#%E9%83%A8%E5%88%86')
  })

  it.each([
    'https://evil.example.com/contract/web/',
    'http:/contract/web/',
    '//evil.example.com/contract/web/',
    '/\\evil.example.com',
    '\\\\evil.example.com',
    '/contract/web\\..\\..\\evil',
    '/contract/web//evil.example.com',
    '/contract/web/../../evil',
    '/contract/web/%2e%2e/%2e%2e/evil',
    '/contract/web/%2F%2Fevil.example.com',
    '%2F%2Fevil.example.com',
    '/%2F%2Fevil.example.com',
    '/contract/web/%5C%5Cevil.example.com',
    '/contract/web/%252F%252Fevil.example.com',
    '/contract/webx',
    '/other/path',
    'contract/web/',
    'javascript:alert(1)',
    '/contract/web/\nSet-Cookie: x=1',
    '/contract/web/%0d%0aLocation:%20https://evil',
    '/contract/web/%E0%A4%A',
  ])('refuses %j', (value) => {
    expect(() => parseReturnUrl(value)).toThrow('returnUrl 不合法')
  })
})
