import { afterAll, describe, expect, it } from 'vitest'
import { ReplayPool } from './replayPool.js'

const pool = new ReplayPool({ workers: 2, limits: { memoryBytes: 64 * 1024 * 1024, timeBudgetMs: 200 } })
// the smallest heap the server may be given (SCRIPT_REPLAY_MEMORY_MB=8): reached within milliseconds
const small = new ReplayPool({ workers: 1, limits: { memoryBytes: 8 * 1024 * 1024, timeBudgetMs: 200 } })
afterAll(() => Promise.all([pool.close(), small.close()]))

const form = (onChange: string) => ({
  formConfig: {},
  widgetList: [
    { type: 'input', id: 'a', options: { name: 'a', label: '甲', onChange } },
    { type: 'input', id: 'b', options: { name: 'b', label: '乙', disabled: true } },
  ],
})

/** How often this thread's timers ran while `work` was pending (never, had the work run on this thread). */
async function ticksDuring<T>(work: Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0
  const timer = setInterval(() => ticks++, 1)
  try {
    return { result: await work, ticks }
  } finally {
    clearInterval(timer)
  }
}

describe('ReplayPool', () => {
  it('replays in a worker thread: a spinning script ends as a timeout naming it while this thread keeps running its timers', async () => {
    const spinning = pool.replay('spin', () => form('while (true) {}'), { a: 'x' })
    const { result, ticks } = await ticksDuring(spinning)
    expect(result).toMatchObject({ ok: false, failure: { owner: 'a', hook: 'onChange', kind: 'timeout' } })
    expect(ticks).toBeGreaterThan(0)
  })

  it('ends allocation without end at the heap limit, as running out of memory rather than stopped at the end of its time', async () => {
    const result = await small.replay('allocate', () => form('const kept = []; for (;;) kept.push(new ArrayBuffer(1 << 20))'), { a: 'x' })
    expect(result).toMatchObject({ ok: false, failure: { owner: 'a', hook: 'onChange', kind: 'memory', detail: 'InternalError: out of memory' } })
  })

  it('ends at the heap limit allocations QuickJS counts too few bytes of (arrays filled in native code)', async () => {
    const result = await small.replay('fill', () => form('const kept = []; for (;;) kept.push(new Array(100000).fill(kept.length))'), { a: 'x' })
    expect(result).toMatchObject({ ok: false, failure: { owner: 'a', hook: 'onChange', kind: 'memory' } })
  })

  it('answers the next saves normally after one ran out of memory', async () => {
    expect(await small.replay('allocate', () => form('const kept = []; for (;;) kept.push(new ArrayBuffer(1 << 20))'), { a: 'x' })).toMatchObject({ ok: false, failure: { kind: 'memory' } })
    const next = await Promise.all([1, 2].map((n) => small.replay('copy-after', () => form("this.getFormRef().setFieldValue('b', value + '!')"), { a: `第${n}次` })))
    expect(next).toMatchObject([{ ok: true, data: { b: '第1次!' } }, { ok: true, data: { b: '第2次!' } }])
  })

  it('answers other saves while a hostile one spins, and no save sees another save\'s data', async () => {
    const copy = "this.getFormRef().setFieldValue('b', [value, globalThis.previous].join('|')); globalThis.previous = value"
    const hostile = pool.replay('spin', () => form('while (true) {}'), { a: 'x' })
    const saves = Array.from({ length: 20 }, (_, index) => pool.replay('copy', () => form(copy), { a: `保存${index}` }))
    const results = await Promise.all(saves)
    results.forEach((result, index) => expect(result).toMatchObject({ ok: true, data: { a: `保存${index}`, b: `保存${index}|` } }))
    expect(await hostile).toMatchObject({ ok: false })
  })

  it('dry-runs each script alone and says what it touches', async () => {
    const json = {
      formConfig: { onFormMounted: "this.hideWidgets('a')", onFormCreated: "this.$message('hi')" },
      widgetList: [{ type: 'input', id: 'a', options: { name: 'a', onChange: 'null.x', onBlur: 'return (', onValidate: "callback(value === '' ? undefined : '不合格')" } }],
    }
    const runs = await Promise.all([0, 1, 2, 3, 4].map((index) => pool.dryRun('dry', () => json, index)))
    expect(runs.map((run) => [run.owner, run.hook, run.status])).toEqual([
      ['form', 'onFormCreated', 'skipped'],
      ['form', 'onFormMounted', 'replayed'],
      ['a', 'onChange', 'failed'],
      ['a', 'onBlur', 'invalid'],
      // run as a validator, with its callback
      ['a', 'onValidate', 'inert'],
    ])
  })
})
