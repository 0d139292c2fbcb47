import { registerWidgetType } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { field, form, renderForm } from '../test-support'
import { registerWidgetComponent } from './customWidgets'
import type { FieldWidgetProps } from './types'

const AmountWords = ({ value }: FieldWidgetProps) => <output>{String(value ?? '')} 元整</output>

describe('registerWidgetComponent', () => {
  it('refuses built-in types, types form-core does not know, a second component and a non-component', () => {
    expect(() => registerWidgetComponent('rate', AmountWords)).toThrow('registerWidgetComponent("rate"): a built-in type has its own component')
    expect(() => registerWidgetComponent('amount-unknown', AmountWords)).toThrow('register the type with form-core registerWidgetType first')
    registerWidgetType({ type: 'amount-words', label: { 'zh-CN': '金额大写', 'en-US': 'Amount in words' }, valueType: 'string', options: {} })
    expect(() => registerWidgetComponent('amount-words', 'output' as never)).toThrow('the component must be a React function component')
    registerWidgetComponent('amount-words', AmountWords)
    expect(() => registerWidgetComponent('amount-words', AmountWords)).toThrow('the type already has a component')
  })

  it('renders a registered type with its component and a type without one as a placeholder', () => {
    registerWidgetType({ type: 'amount-shown', label: { 'zh-CN': '金额', 'en-US': 'Amount' }, valueType: 'string', options: { defaultValue: '壹佰' } })
    registerWidgetComponent('amount-shown', AmountWords)
    registerWidgetType({ type: 'amount-bare', label: { 'zh-CN': '金额', 'en-US': 'Amount' }, valueType: 'string', options: {} })
    const f = renderForm(form([field('amount-shown', 'total'), field('amount-bare', 'bare')]))
    expect(f.field('total')?.querySelector('output')?.textContent).toBe('壹佰 元整')
    expect(f.api.getFormData(false)).toMatchObject({ total: '壹佰' })
    expect(f.field('bare')?.getAttribute('role')).toBe('note')
  })
})
