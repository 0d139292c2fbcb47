import { describe, expect, it, vi } from 'vitest'
import { createFormModel, rowFieldPath } from '../index.js'
import { sampleForm } from '../testing/sampleForm.js'

describe('FormModel values', () => {
  it('keeps values flat by field name and fills defaults', () => {
    const model = createFormModel(sampleForm(), { formData: { title: 'hello' } })
    const data = model.getFormData()
    expect(data.title).toBe('hello')
    expect(data.amount).toBe(0)
    expect(data.note).toBe(null)
    expect(data.items).toHaveLength(1)
    expect(Object.keys(data).sort()).toEqual(['amount', 'items', 'note', 'tags', 'title'])
  })

  it('setValue wakes only that path and keeps snapshots stable until a change', () => {
    const model = createFormModel(sampleForm())
    const onTitle = vi.fn()
    const onAmount = vi.fn()
    model.subscribeField('title', onTitle)
    model.subscribeField('amount', onAmount)
    const before = model.getField('amount')
    model.setValue('title', 'x')
    expect(onTitle).toHaveBeenCalledTimes(1)
    expect(onAmount).not.toHaveBeenCalled()
    expect(model.getField('amount')).toBe(before)
    expect(model.getField('title').value).toBe('x')
    expect(model.getField('title')).toBe(model.getField('title'))
  })

  it('batch flushes each path once', () => {
    const model = createFormModel(sampleForm())
    const onTitle = vi.fn()
    model.subscribeField('title', onTitle)
    model.batch(() => {
      model.setValue('title', 'a')
      model.setValue('title', 'b')
      expect(onTitle).not.toHaveBeenCalled()
    })
    expect(onTitle).toHaveBeenCalledTimes(1)
  })

  it('addresses sub-form rows by name@row{rowId}', () => {
    const model = createFormModel(sampleForm())
    const [first] = model.getRowIds('items')
    const second = model.addRow('items', { product: 'b' })
    model.setValue(rowFieldPath('product', first), 'a')
    expect(model.getValue('items')).toEqual([
      { product: 'a', qty: 0 },
      { product: 'b', qty: 0 },
    ])
    model.deleteRow('items', 0)
    expect(model.getRowIds('items')).toEqual([second])
  })
})
