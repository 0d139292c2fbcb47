import { describe, expect, it } from 'vitest'
import { ScriptRunner } from './scriptRunner.js'

describe('ScriptRunner scope', () => {
  it('lets scripts call the helpers of their own runner only', () => {
    const first = new ScriptRunner({ scope: { double: (n: number) => n * 2 } })
    const second = new ScriptRunner({ scope: { double: (n: number) => n * 3 } })
    expect(first.run('onChange', 'return double(value)', null, [4, 0])).toBe(8)
    expect(second.run('onChange', 'return double(value)', null, [4, 0])).toBe(12)
    expect(new ScriptRunner().tryRun('onChange', 'return double(value)', null, [4, 0]).ok).toBe(false)
  })

  it('keeps parameters, `this` and globals visible, even with fewer arguments than parameters', () => {
    const runner = new ScriptRunner({ scope: { tag: 'x' } })
    const self = { name: 'field1' }
    expect(runner.run('onChange', 'return [this.name, tag, value, oldValue, typeof Math.max]', self, [1])).toEqual([
      'field1',
      'x',
      1,
      undefined,
      'function',
    ])
  })
})
