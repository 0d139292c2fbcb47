import { describe, expect, it } from 'vitest'
import { EstimateMemo } from './estimateMemo.js'

describe('EstimateMemo', () => {
  it('answers a remembered estimate until its time is up', () => {
    let now = 1_000
    const memo = new EstimateMemo({ ttlMs: 10_000, maxEntries: 10, now: () => now })
    memo.set('q', 1_000_000)
    now += 9_999
    expect(memo.get('q')).toBe(1_000_000)
    now += 1
    expect(memo.get('q')).toBeUndefined()
  })

  it('keeps at most maxEntries, dropping the oldest', () => {
    const memo = new EstimateMemo({ ttlMs: 10_000, maxEntries: 2 })
    memo.set('a', 1)
    memo.set('b', 2)
    memo.set('a', 3)
    memo.set('c', 4)
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([3, undefined, 4])
  })
})
