import { describe, expect, it, vi } from 'vitest'
import { createFormModel, rowFieldPath, type FormEvent } from '../index.js'
import { container, field, sampleForm } from '../testing/sampleForm.js'

describe('FormModel values', () => {
  it('keeps values flat by field name and fills defaults', () => {
    const model = createFormModel(sampleForm(), { formData: { title: 'hello' } })
    const data = model.getFormData()
    expect(data.title).toBe('hello')
    expect(data.amount).toBe(0)
    expect(data.note).toBe(null)
    expect(data.tags).toEqual([])
    expect(data.items).toEqual([{ product: '', qty: 0 }])
    expect(Object.keys(data).sort()).toEqual(['amount', 'items', 'note', 'tags', 'title'])
  })

  it('deep-copies initial form data', () => {
    const tags = ['a']
    const model = createFormModel(sampleForm(), { formData: { tags } })
    tags.push('b')
    expect(model.getValue('tags')).toEqual(['a'])
  })

  it('setValue wakes only that path and keeps snapshots stable until a change', () => {
    const model = createFormModel(sampleForm())
    const onTitle = vi.fn()
    const onAmount = vi.fn()
    model.subscribeField('title', onTitle)
    model.subscribeField('amount', onAmount)
    const before = model.getField('amount')
    const title = model.getField('title')
    model.setValue('title', 'x')
    expect(onTitle).toHaveBeenCalledTimes(1)
    expect(onAmount).not.toHaveBeenCalled()
    expect(model.getField('amount')).toBe(before)
    expect(model.getField('title')).not.toBe(title)
    expect(model.getField('title').value).toBe('x')
    expect(model.getField('title')).toBe(model.getField('title'))
    expect(Object.isFrozen(model.getField('title'))).toBe(true)
  })

  it('a new value keeps the rest of the snapshot: options, flags and label stay the same objects', () => {
    const model = createFormModel(sampleForm())
    const before = model.getField('title')
    model.setValue('title', 'typed')
    const after = model.getField('title')
    expect(after.value).toBe('typed')
    expect(after.options).toBe(before.options)
    expect(after.optionItems).toBe(before.optionItems)
    expect({ ...after, value: before.value }).toEqual(before)
    model.setDisabled('title', true)
    expect(model.getField('title')).toMatchObject({ value: 'typed', disabled: true })
  })

  it('setting the same value changes nothing', () => {
    const model = createFormModel(sampleForm())
    const listener = vi.fn()
    model.subscribeField('amount', listener)
    model.setValue('amount', 0)
    expect(listener).not.toHaveBeenCalled()
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

  it('emits typed valueChange events with the old value', () => {
    const model = createFormModel(sampleForm())
    const events: FormEvent[] = []
    model.subscribe((event) => events.push(event))
    model.setValue('amount', 5)
    model.setValue('amount', 6, { silent: true })
    expect(events).toEqual([
      { type: 'valueChange', path: 'amount', name: 'amount', value: 5, oldValue: 0, subFormName: null, rowId: null, rowIndex: null },
    ])
  })

  it('rejects unknown paths and static widgets', () => {
    const model = createFormModel(sampleForm())
    expect(() => model.setValue('nope', 1)).toThrow('Widget not found: nope')
    expect(() => model.setValue('st1', 1)).toThrow('Widget not found: st1')
    expect(() => model.getField('grid1')).toThrow('Widget not found: grid1')
  })

  it('setFormData copies matching keys only, as deep copies', () => {
    const model = createFormModel(sampleForm())
    const tags = ['x']
    model.setFormData({ title: 't', tags, items: [{ product: 'p' }], extra: 1 })
    tags.push('y')
    const data = model.getFormData()
    expect(data).toEqual({ title: 't', amount: 0, note: null, tags: ['x'], items: [{ product: 'p', qty: 0 }] })
    expect('extra' in data).toBe(false)
  })

  it('setFormData with bad input throws and changes nothing', () => {
    const model = createFormModel(sampleForm())
    expect(() => model.setFormData('x' as never)).toThrow('Form data must be a plain object')
    expect(() => model.setFormData({ title: 'changed', items: 'no' })).toThrow('Rows of sub-form items must be an array of objects')
    expect(model.getValue('title')).toBe('')
  })

  it('resetForm restores defaults, empties sub-forms to one blank row and clears validation', async () => {
    const json = sampleForm()
    json.widgetList.push(field('input', 'must', { required: true }))
    const model = createFormModel(json, { formData: { title: 'initial' } })
    model.addRow('items')
    model.setValue('amount', 9)
    expect(await model.validateForm()).toHaveLength(1)
    const events: string[] = []
    model.subscribe((event) => events.push(event.type))
    model.resetForm()
    expect(model.getFormData()).toMatchObject({ title: '', amount: 0, items: [{ product: '', qty: 0 }] })
    expect(model.getErrors()).toEqual({})
    expect(model.getField('must').errors).toEqual([])
    expect(events.at(-1)).toBe('formReset')
  })
})

describe('FormModel sub-form rows', () => {
  it('addresses rows by name@row{rowId} with ids stable across insert and delete', () => {
    const model = createFormModel(sampleForm())
    const [first] = model.getRowIds('items')
    expect(first).toMatch(/^id\d+$/)
    const third = model.addRow('items', { product: 'c' })
    const second = model.insertRow('items', 1, { product: 'b' })
    model.setValue(rowFieldPath('product', first), 'a')
    expect(model.getRowIds('items')).toEqual([first, second, third])
    expect(model.getValue('items')).toEqual([
      { product: 'a', qty: 0 },
      { product: 'b', qty: 0 },
      { product: 'c', qty: 0 },
    ])
    expect(model.deleteRow('items', 0)).toEqual({ product: 'a', qty: 0 })
    expect(model.getRowIds('items')).toEqual([second, third])
    expect(model.getRowIndex(third)).toBe(1)
    expect(model.getField(rowFieldPath('product', third)).value).toBe('c')
    expect(() => model.getField(rowFieldPath('product', first))).toThrow()
  })

  it('a field name without a row reads and writes every row', () => {
    const model = createFormModel(sampleForm(), { formData: { items: [{ qty: 1 }, { qty: 2 }] } })
    expect(model.getValue('qty')).toEqual([1, 2])
    model.setValue('qty', 7)
    expect(model.getValue('qty')).toEqual([7, 7])
  })

  it('a write in one row wakes only that row field', () => {
    const model = createFormModel(sampleForm(), { formData: { items: [{}, {}] } })
    const [a, b] = model.getRowIds('items')
    const onA = vi.fn()
    const onB = vi.fn()
    const onSubForm = vi.fn()
    model.subscribeField(rowFieldPath('qty', a), onA)
    model.subscribeField(rowFieldPath('qty', b), onB)
    model.subscribeField('items', onSubForm)
    model.setValue(rowFieldPath('qty', b), 3)
    expect([onA.mock.calls.length, onB.mock.calls.length, onSubForm.mock.calls.length]).toEqual([0, 1, 0])
  })

  it('row changes update the sub-form snapshot and emit row events', () => {
    const model = createFormModel(sampleForm())
    const events: FormEvent[] = []
    model.subscribe((event) => events.push(event))
    const before = model.getSubForm('items')
    const id = model.addRow('items')
    expect(model.getSubForm('items')).not.toBe(before)
    expect(model.getSubForm('items').rowIds).toContain(id)
    model.deleteRow('items', 1)
    expect(events.map((e) => e.type)).toEqual(['rowAdd', 'rowDelete'])
    expect(events[0]).toMatchObject({ subFormName: 'items', rowId: id, rowIndex: 1 })
  })

  it('creates a blank row only with showBlankRow', () => {
    const json = { formConfig: {}, widgetList: [container('sub-form', 'lines', [field('input', 'x')], { showBlankRow: false })] }
    expect(createFormModel(json).getRowIds('lines')).toEqual([])
    expect(createFormModel(sampleForm(), { formData: { items: [] } }).getRowIds('items')).toHaveLength(1)
  })

  it('disables single rows and validates rows by row path', async () => {
    const json = { formConfig: {}, widgetList: [container('sub-form', 'lines', [field('input', 'x', { required: true })])] }
    const model = createFormModel(json, { formData: { lines: [{ x: 'ok' }, {}] } })
    const [a, b] = model.getRowIds('lines')
    model.disableRow('lines', 1)
    expect(model.getField(rowFieldPath('x', b)).disabled).toBe(true)
    expect(model.getField(rowFieldPath('x', a)).disabled).toBe(false)
    expect(model.getSubForm('lines').disabledRowIds).toEqual([b])
    const errors = await model.validateForm()
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ path: rowFieldPath('x', b), rowId: b, rowIndex: 1, subFormName: 'lines' })
    expect(model.getField(rowFieldPath('x', b)).errors).toEqual(['字段值不可为空'])
  })

  it('shows errors addressed as plain data on their fields and rows, and returns those that name no field', () => {
    const json = {
      formConfig: {},
      widgetList: [field('input', 'title'), container('sub-form', 'lines', [field('input', 'x')])],
    }
    const model = createFormModel(json, { formData: { title: 't', lines: [{ x: 'a' }, { x: 'b' }] } })
    model.setErrors([{ name: 'title', subFormName: null, rowIndex: null, messages: ['old'] }])
    const [, second] = model.getRowIds('lines')
    const unplaced = model.setErrors([
      { name: 'x', subFormName: 'lines', rowIndex: 1, messages: ['不可为空'] },
      { name: 'x', subFormName: 'lines', rowIndex: 7, messages: ['no such row'] },
      { name: 'gone', subFormName: null, rowIndex: null, messages: ['no such field'] },
      { name: 'x', subFormName: null, rowIndex: null, messages: ['not at the root'] },
    ])
    expect(model.getErrors()).toEqual({ [rowFieldPath('x', second)]: ['不可为空'] })
    expect(model.getField(rowFieldPath('x', second)).errors).toEqual(['不可为空'])
    expect(model.getField('title').errors).toEqual([])
    expect(unplaced.map((error) => error.messages[0])).toEqual(['no such row', 'no such field', 'not at the root'])
  })

  it('rejects bad row indexes and non-sub-forms', () => {
    const model = createFormModel(sampleForm())
    expect(() => model.deleteRow('items', 5)).toThrow('Sub-form items has no row 5')
    expect(() => model.insertRow('items', -1)).toThrow()
    expect(() => model.addRow('title')).toThrow('Widget is not a sub-form: title')
  })
})

describe('FormModel dialogs and drawers', () => {
  it('leaves the fields of vf-dialog and vf-drawer out of the form data', () => {
    const json = {
      formConfig: {},
      widgetList: [
        field('input', 'main'),
        container('vf-dialog', 'dlg', [field('input', 'inDialog')]),
        container('vf-drawer', 'drw', [field('input', 'inDrawer')]),
      ],
    }
    const model = createFormModel(json)
    expect(Object.keys(model.getFormData())).toEqual(['main'])
    expect(model.getContainer('dlg').type).toBe('vf-dialog')
    const dialogModel = createFormModel({ formConfig: model.formConfig, widgetList: model.getWidget('dlg')?.widgetList ?? [] })
    expect(Object.keys(dialogModel.getFormData())).toEqual(['inDialog'])
  })
})
