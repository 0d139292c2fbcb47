import { describe, expect, it } from 'vitest'
import { createFormModel, rowFieldPath, type FormEvent } from '../index.js'
import { container, field } from '../testing/sampleForm.js'

const json = {
  formConfig: {
    tandemLogic: {
      rules: [
        { when: { field: 'kind', op: 'eq', value: 'buy' }, then: [{ action: 'show', target: 'supplier' }, { action: 'require', target: 'supplier' }] },
        { when: { field: 'kind', op: 'ne', value: 'buy' }, then: [{ action: 'hide', target: 'supplier' }] },
        { when: { field: 'amount', op: 'gt', value: 1000 }, then: [{ action: 'require', target: 'extra' }, { action: 'limitOptions', target: 'level', options: [2, 3] }] },
        { when: { field: 'share', op: 'gt', value: 50 }, then: [{ action: 'require', target: 'note' }] },
        { when: { field: 'ratio', op: 'notEmpty' }, then: [{ action: 'error', target: 'ratio', message: '比率不应出现' }] },
      ],
    },
  },
  widgetList: [
    field('input', 'kind'),
    field('input', 'supplier', { label: '供应商' }),
    field('number', 'amount', { precision: 2 }),
    field('input', 'amountText', { label: '大写', tandemFormula: 'RMBUPPER(amount)' }),
    container('card', 'extra', [field('input', 'reason')]),
    field('radio', 'level', { optionItems: [1, 2, 3].map((value) => ({ label: String(value), value })) }),
    container('sub-form', 'plan', [field('number', 'share'), field('number', 'pay', { tandemFormula: 'amount * share / 100' }), field('input', 'note')], { showBlankRow: false }),
    field('number', 'total', { tandemFormula: 'SUM(plan.pay)' }),
    field('number', 'ratio', { label: '比率', precision: 2, tandemFormula: 'ROUND(total / amount, 2)' }),
  ],
}

describe('form logic in the form model', () => {
  it('computes values on load and as values change; computed fields are read-only', () => {
    const model = createFormModel(json, { formData: { amount: 100 } })
    expect(model.getValue('amountText')).toBe('壹佰元整')
    expect(model.getField('amountText').readonly).toBe(true)
    model.setValue('amount', 123456.78)
    expect(model.getValue('amountText')).toBe('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
    // a script or an API call cannot make a computed field disagree with its formula
    model.setValue('amountText', '改过')
    expect(model.getValue('amountText')).toBe('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
  })

  it('applies rules to widget state, containers passing them down', () => {
    const model = createFormModel(json, { formData: { kind: 'sell' } })
    expect(model.isHidden('supplier')).toBe(true)
    model.setValue('kind', 'buy')
    expect(model.isHidden('supplier')).toBe(false)
    expect(model.getField('supplier').required).toBe(true)
    expect(model.getField('reason').required).toBe(false)
    model.setValue('amount', 5000)
    expect(model.getField('reason').required).toBe(true)
    expect(model.getField('level').optionItems?.map((item) => item.value)).toEqual([2, 3])
    model.setValue('amount', 5)
    expect(model.getField('level').optionItems?.map((item) => item.value)).toEqual([1, 2, 3])
  })

  it('follows sub-form rows: row formulas, column totals and row-relative rules', () => {
    const model = createFormModel(json, { formData: { amount: 1000 } })
    const first = model.addRow('plan', { share: 60 })
    expect(model.getValue(rowFieldPath('pay', first))).toBe(600)
    expect(model.getField(rowFieldPath('pay', first)).readonly).toBe(true)
    expect(model.getField(rowFieldPath('note', first)).required).toBe(true)
    const second = model.addRow('plan', { share: 40 })
    expect(model.getValue('total')).toBe(1000)
    expect(model.getField(rowFieldPath('note', second)).required).toBe(false)
    model.deleteRow('plan', 0)
    expect(model.getValue('total')).toBe(400)
  })

  it('computes before other listeners hear of a change, so scripts run after the rules and see computed values', () => {
    const model = createFormModel(json)
    const seen: string[] = []
    model.subscribe((event: FormEvent) => {
      if (event.type === 'valueChange') seen.push(`${event.name}=${String(event.value)} (大写 ${String(model.getValue('amountText'))})`)
    })
    model.setValue('amount', 2)
    expect(seen).toContain('amount=2 (大写 贰元整)')
    expect(seen).toContain('amountText=贰元整 (大写 贰元整)')
  })

  it('lets a script override a rule until the rule changes its mind', () => {
    const model = createFormModel(json, { formData: { kind: 'sell' } })
    model.setHidden('supplier', false)
    model.setValue('amount', 3)
    expect(model.isHidden('supplier')).toBe(false)
    model.setValue('kind', 'buy')
    model.setValue('kind', 'sell')
    expect(model.isHidden('supplier')).toBe(true)
  })

  it("validates with the rules' messages and option limits, as the server does", async () => {
    const model = createFormModel(json, { formData: { amount: 0, level: 1 } })
    const messages = async () => (await model.validateForm()).map((error) => [error.path, error.messages])
    expect(await messages()).toEqual([['ratio', ['[比率]的公式结果是 #DIV/0!']]])
    model.setValue('amount', 5000)
    model.setValue('reason', '大额')
    model.addRow('plan', { share: 100, note: '全款' })
    expect(await messages()).toEqual([
      ['level', ['[level]的值不在可选项中']],
      ['ratio', ['比率不应出现']],
    ])
  })
})
