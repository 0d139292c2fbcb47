import { describe, expect, it } from 'vitest'
import { checkPublishable, loadOnce } from './formJson.js'

const stored = { formConfig: {}, widgetList: [{ type: 'input', id: 'a', options: { name: 'a' } }] }

describe('form JSON on the server', () => {
  it('reads and loads a stored JSON once, whoever asks for it and however often', async () => {
    let reads = 0
    const load = loadOnce(async () => {
      reads++
      return stored
    })
    const [first, second] = await Promise.all([load(), load()])
    expect(reads).toBe(1)
    expect(second).toBe(first)
    expect(first.stored).toBe(stored)
    // loaded: the registry's defaults filled in
    expect(first.json.widgetList[0]).toMatchObject({ formItemFlag: true, options: { name: 'a', label: expect.any(String), required: false } })
  })

  it('refuses JSON the loader refuses as a 422 naming the problem, and a form with repeated names', () => {
    expect(() => checkPublishable({ widgetList: [] })).toThrow(expect.objectContaining({ statusCode: 422 }))
    expect(() => checkPublishable({ formConfig: {}, widgetList: [stored.widgetList[0], stored.widgetList[0]] })).toThrow('表单中的组件名称重复：a')
  })
})
