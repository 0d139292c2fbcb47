import { describe, expect, it } from 'vitest'
import { routerPath } from './routerPath'

describe('routerPath', () => {
  it('maps menu paths with or without the base path onto router paths', () => {
    expect(routerPath('/contractList')).toBe('/contractList')
    expect(routerPath('contractList')).toBe('/contractList')
    expect(routerPath('/contract/web/safeKeeping')).toBe('/safeKeeping')
    expect(routerPath('/contract/web')).toBe('/')
  })

  it('returns null for addresses outside the SPA', () => {
    expect(routerPath('http://localhost:8080/workbench')).toBeNull()
    expect(routerPath('//evil.example/x')).toBeNull()
    expect(routerPath('')).toBeNull()
  })
})
