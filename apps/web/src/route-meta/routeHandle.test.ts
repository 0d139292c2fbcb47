import { describe, expect, it } from 'vitest'
import { documentTitle } from './routeHandle'

describe('documentTitle', () => {
  it("uses the route's title", () => {
    expect(documentTitle({ title: '合同封存' })).toBe('合同封存')
  })

  it('falls back to 合同管理平台 for a route without a title', () => {
    expect(documentTitle({})).toBe('合同管理平台')
    expect(documentTitle({ title: '  ' })).toBe('合同管理平台')
  })
})
