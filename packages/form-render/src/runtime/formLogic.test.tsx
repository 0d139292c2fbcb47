import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { field, form, renderForm } from '../test-support'

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
})
