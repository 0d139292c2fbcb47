import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { field, form, renderForm, settle } from '../test-support'

// Rules and formulas are the form model's: the renderer shows what they decide as the user types.
function logicForm() {
  const json = form([
    field('select', 'kind', { optionItems: [{ label: '采购', value: 'buy' }, { label: '销售', value: 'sell' }] }),
    field('input', 'supplier', { label: '供应商' }),
    field('number', 'amount', { precision: 2 }),
    field('input', 'amountText', { label: '金额大写', tandemFormula: 'RMBUPPER(amount)' }),
  ])
  return { ...json, formConfig: { ...json.formConfig, tandemLogic: { rules: [{ when: { field: 'kind', op: 'ne', value: 'buy' }, then: [{ action: 'hide', target: 'supplier' }] }] } } }
}

const inputOf = (element: HTMLElement | null) => element?.querySelector('input') as HTMLInputElement

describe('form logic in the renderer', () => {
  it('shows computed values read-only and hides fields by rule as values change', async () => {
    const f = renderForm(logicForm())
    expect(f.field('supplier')).toBeNull()
    await f.run((api) => api.setFieldValue('kind', 'buy'))
    expect(f.field('supplier')).not.toBeNull()
    await f.run((api) => api.setFieldValue('amount', 123456.78))
    const amountText = inputOf(f.field('amountText'))
    expect(amountText.value).toBe('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
    expect(amountText.readOnly).toBe(true)
    fireEvent.change(amountText, { target: { value: '改过' } })
    expect(f.api.getFieldValue('amountText')).toBe('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
  })

  it('shows a formula that fails or does not parse as an error on its field, stores no NaN or Infinity, and the rest of the form works', async () => {
    const f = renderForm(
      form([
        field('number', 'total', { label: '总额' }),
        field('number', 'count', { label: '份数' }),
        field('number', 'each', { label: '每份', tandemFormula: 'total / count' }),
        field('input', 'broken', { label: '坏公式', tandemFormula: '1 + * 2' }),
        field('input', 'words', { label: '大写', tandemFormula: 'RMBUPPER(total)' }),
      ]),
    )
    const errorOf = (name: string) => f.field(name)?.querySelector('[role="alert"]')?.textContent ?? null
    await settle()
    expect(errorOf('broken')).toBe('[坏公式]的公式结果是 #VALUE!')
    expect(errorOf('total')).toBeNull()

    fireEvent.change(inputOf(f.field('total')), { target: { value: '100' } })
    await settle()
    expect(f.api.getFieldValue('each')).toBeNull()
    expect(errorOf('each')).toBe('[每份]的公式结果是 #DIV/0!')
    expect(inputOf(f.field('words')).value).toBe('壹佰元整')

    fireEvent.change(inputOf(f.field('count')), { target: { value: '4' } })
    await settle()
    expect(f.api.getFieldValue('each')).toBe(25)
    expect(errorOf('each')).toBeNull()
    expect(errorOf('broken')).toBe('[坏公式]的公式结果是 #VALUE!')
    expect(Object.values(f.api.getFormData(false)).some((value) => typeof value === 'number' && !Number.isFinite(value))).toBe(false)
  })

  it("shows an error rule's message on its target as soon as the values it reads make it hold, and clears it when they no longer do", async () => {
    const json = form([
      field('number', 'amount', { label: '合同金额' }),
      field('number', 'planned', { label: '计划合计' }),
      field('number', 'difference', { label: '差额', hidden: true, tandemFormula: 'amount - planned' }),
    ])
    const rule = { when: { field: 'difference', op: 'ne', value: 0 }, then: [{ action: 'error', target: 'planned', message: '付款计划合计须等于合同金额' }] }
    const f = renderForm({ ...json, formConfig: { ...json.formConfig, tandemLogic: { rules: [rule] } } })
    const errorOf = () => f.field('planned')?.querySelector('[role="alert"]')?.textContent ?? null
    fireEvent.change(inputOf(f.field('amount')), { target: { value: '300' } })
    await settle()
    expect(errorOf()).toBe('付款计划合计须等于合同金额')
    fireEvent.change(inputOf(f.field('planned')), { target: { value: '300' } })
    await settle()
    expect(errorOf()).toBeNull()
  })
})
