import { describe, expect, it } from 'vitest'
import { listReturnOf, returnPathOf } from './listReturn'

describe('the way back from a record to its list', () => {
  it('hands over the list address with its filters', () => {
    const state = listReturnOf({ pathname: '/safeKeeping', search: '?expiry=soon&pageIndex=3' })
    expect(returnPathOf(state)).toBe('/safeKeeping?expiry=soon&pageIndex=3')
  })

  it.each([[null], [undefined], [{}], [{ from: 42 }], [{ from: 'https://elsewhere.example/' }], [{ from: '//elsewhere.example/' }]])(
    'knows no way back from %j',
    (state) => {
      expect(returnPathOf(state)).toBeNull()
    },
  )
})
