import { describe, expect, it } from 'vitest'
import { ScriptRunner, validateFormData } from '../index.js'
import { container, field } from '../testing/sampleForm.js'

const json = {
  formConfig: {},
  widgetList: [
    field('input', 'name', { required: true, label: '姓名' }),
    field('input', 'phone', { validation: 'mobilePhone', label: '手机' }),
    field('input', 'secret', { required: true, hidden: true }),
    container('card', 'hiddenCard', [field('input', 'inner', { required: true })], { hidden: true }),
    container('sub-form', 'lines', [field('number', 'qty', { required: true, min: 1, label: '数量' })]),
  ],
}

describe('validateFormData', () => {
  it('validates plain data without a model, skipping hidden fields and containers', async () => {
    const errors = await validateFormData(json, { name: '', phone: '123', lines: [{ qty: 2 }, { qty: 0 }, {}] })
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['name', '字段值不可为空'],
      ['phone', '[手机]格式不正确'],
      ['lines.1.qty', '[数量]不能小于1'],
      ['lines.2.qty', '字段值不可为空'],
    ])
    expect(errors[2]).toMatchObject({ subFormName: 'lines', rowIndex: 1, rowId: null, name: 'qty', label: '数量' })
  })

  it('passes valid data and accepts a JSON string', async () => {
    expect(await validateFormData(JSON.stringify(json), { name: 'a', phone: '13812345678', lines: [] })).toEqual([])
  })

  it('rejects data that is not an object and bad form JSON', async () => {
    await expect(validateFormData(json, [] as never)).rejects.toThrow('Form data must be a plain object')
    await expect(validateFormData({ widgetList: [] }, {})).rejects.toThrow('Invalid format of form json.')
  })

  it('runs onValidate only when given a runner', async () => {
    const withScript = { formConfig: {}, widgetList: [field('input', 'code', { onValidate: "callback(value === 'x' ? undefined : 'bad')" })] }
    expect(await validateFormData(withScript, { code: 'y' })).toEqual([])
    const errors = await validateFormData(withScript, { code: 'y' }, { runner: new ScriptRunner() })
    expect(errors.map((e) => e.message)).toEqual(['bad'])
  })
})

describe('validateFormData refuses data the form cannot hold', () => {
  const form = {
    formConfig: {},
    widgetList: [
      field('input', 'title', { label: '标题' }),
      field('input', 'secret', { hidden: true }),
      container('sub-form', 'plan', [field('number', 'amount', { label: '金额', precision: 2 })], { label: '付款计划' }),
    ],
  }

  it('names unknown keys, at the top and in sub-form rows', async () => {
    const errors = await validateFormData(form, { title: 'a', extra: 1, plan: [{ amount: 1, note: 'x' }] }, { locale: 'zh-CN' })
    expect(errors.map((e) => [e.path, e.message])).toEqual([
      ['extra', '未知字段：extra'],
      ['plan.0.note', '未知字段：plan.0.note'],
    ])
    expect(errors[1]).toMatchObject({ subFormName: 'plan', rowIndex: 0 })
  })

  it('accepts values of hidden fields without validating them', async () => {
    expect(await validateFormData(form, { secret: { not: 'a string' } })).toEqual([])
  })

  it('refuses sub-form values that are not lists of row objects', async () => {
    const errors = await validateFormData(form, { plan: [1, 2] }, { locale: 'zh-CN' })
    expect(errors.map((e) => [e.path, e.message])).toEqual([['plan', '[付款计划]应为行的列表']])
  })

  it('checks precision field by field in every row', async () => {
    const errors = await validateFormData(form, { plan: [{ amount: 1.5 }, { amount: 1.505 }] }, { locale: 'zh-CN' })
    expect(errors.map((e) => [e.path, e.message])).toEqual([['plan.1.amount', '[金额]最多保留2位小数']])
  })
})
