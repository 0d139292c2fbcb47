import { describe, expect, it } from 'vitest'
import { BoundedMap } from './boundedMap.js'

describe('BoundedMap', () => {
  it('makes room by dropping the entry set longest ago; reading does not keep an entry', () => {
    const kept = new BoundedMap<number, string>(2)
    kept.set(1, 'one')
    kept.set(2, 'two')
    expect(kept.get(1)).toBe('one')
    kept.set(3, 'three')
    expect(kept.get(1)).toBeUndefined()
    expect(kept.get(2)).toBe('two')
    expect(kept.get(3)).toBe('three')
  })

  it('with refreshOnRead, drops the entry used longest ago, where reading an entry counts as a use', () => {
    const kept = new BoundedMap<number, string>(2, { refreshOnRead: true })
    kept.set(1, 'one')
    kept.set(2, 'two')
    expect(kept.get(1)).toBe('one')
    kept.set(3, 'three')
    expect(kept.get(2)).toBeUndefined()
    expect(kept.get(1)).toBe('one')
    expect(kept.get(3)).toBe('three')
  })

  it('replaces an entry set again without dropping another, and forgets a deleted one', () => {
    for (const refreshOnRead of [false, true]) {
      const kept = new BoundedMap<string, number>(2, { refreshOnRead })
      kept.set('a', 1)
      kept.set('b', 2)
      kept.set('a', 10)
      expect(kept.get('a')).toBe(10)
      expect(kept.get('b')).toBe(2)
      kept.delete('a')
      expect(kept.get('a')).toBeUndefined()
    }
  })
})
