import { afterEach, describe, expect, it } from 'vitest'
import { rememberListReturn, returnPathFor } from './listReturn'

const record = { pathname: '/contractDetail', search: '?id=7' }

describe('the way back from a record to its list', () => {
  afterEach(() => sessionStorage.clear())

  it('leads back to the list with its filters, also after a new document', () => {
    rememberListReturn(
      { pathname: '/safeKeeping', search: '?expiry=soon&pageIndex=3' },
      '/contractDetail?id=7',
    )
    expect(returnPathFor(record)).toBe('/safeKeeping?expiry=soon&pageIndex=3')
  })

  it('knows no way back for a record the list did not open', () => {
    rememberListReturn({ pathname: '/contractList', search: '' }, '/contractDetail?id=8')
    expect(returnPathFor(record)).toBeNull()
  })

  it.each([
    ['not json'],
    [JSON.stringify({ target: '/contractDetail?id=7', from: 'https://elsewhere.example/' })],
    [JSON.stringify({ target: '/contractDetail?id=7', from: '//elsewhere.example/' })],
    [JSON.stringify({ target: '/contractDetail?id=7', from: 42 })],
  ])('knows no way back from the stored %s', (stored) => {
    sessionStorage.setItem('tandem.listReturn', stored)
    expect(returnPathFor(record)).toBeNull()
  })
})
