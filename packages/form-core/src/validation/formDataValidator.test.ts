import { describe, expect, it } from 'vitest'
import { createFormDataValidator, formDataValidatorOf, loadFormJson } from '../index.js'
import { container, field } from '../testing/sampleForm.js'

describe('createFormDataValidator', () => {
  const validator = createFormDataValidator({
    formConfig: {},
    widgetList: [field('input', 'title', { required: true }), container('sub-form', 'rows', [field('number', 'qty', { min: 1 })])],
  })

  it('validates many data sets with one loaded form, each on its own', async () => {
    expect(await validator.validate({ title: 'a', rows: [{ qty: 2 }] })).toEqual([])
    expect((await validator.validate({ title: '', rows: [{ qty: 0 }] }, { locale: 'zh-CN' })).map((error) => error.path)).toEqual(['title', 'rows.0.qty'])
    expect(await validator.validate({ title: 'b' })).toEqual([])
  })

  it('refuses bad form JSON when created and data that is no object when validating', async () => {
    expect(() => createFormDataValidator({ widgetList: [] })).toThrow('Invalid format of form json.')
    await expect(validator.validate('x')).rejects.toThrow('Form data must be a plain object')
  })

  it('takes hidden flags and options per data path from a replay of the scripts', async () => {
    const hiddenTitle = createFormDataValidator({
      formConfig: {},
      widgetList: [field('input', 'title', { required: true, hidden: true }), field('input', 'note'), container('sub-form', 'rows', [field('number', 'qty', { min: 1 })])],
    })
    const states = {
      title: { hidden: false, options: { name: 'title', label: '标题', required: true } },
      note: { hidden: false, options: { name: 'note', label: '备注', required: true } },
      'rows.0.qty': { hidden: true },
    }
    const errors = await hiddenTitle.validate({ title: '', note: '', rows: [{ qty: 0 }, { qty: 0 }] }, { locale: 'zh-CN' }, states)
    expect(errors.map((error) => [error.path, error.label])).toEqual([
      ['title', '标题'],
      ['note', '备注'],
      ['rows.1.qty', 'qty'],
    ])
    expect(await hiddenTitle.validate({ title: '', note: '', rows: [{ qty: 0 }] }, {}, { rows: { hidden: true } })).toEqual([])
  })

  it('validates a form loaded once elsewhere as it validates the JSON itself', async () => {
    const json = { formConfig: {}, widgetList: [field('input', 'title', { required: true }), field('number', 'qty', { min: 1 })] }
    const data = { title: '', qty: 0 }
    const fromLoaded = await formDataValidatorOf(loadFormJson(json)).validate(data, { locale: 'zh-CN' })
    expect(fromLoaded.map((error) => error.path)).toEqual(['title', 'qty'])
    expect(fromLoaded).toEqual(await createFormDataValidator(json).validate(data, { locale: 'zh-CN' }))
  })
})
