import { describe, expect, it } from 'vitest'
import { container, field } from '../testing/sampleForm.js'
import type { FormJson } from '../types.js'
import { createFormDataValidator } from './formDataValidator.js'

const json: FormJson = {
  formConfig: {
    tandemLogic: {
      rules: [
        { when: { field: 'kind', op: 'ne', value: 'buy' }, then: [{ action: 'hide', target: 'supplier' }] },
        { when: { field: 'amount', op: 'gt', value: 1000 }, then: [{ action: 'require', target: 'reason' }, { action: 'limitOptions', target: 'level', options: [2, 3] }] },
        { when: { field: 'diff', op: 'ne', value: 0 }, then: [{ action: 'error', target: 'planTotal', message: '付款计划合计须等于合同金额' }] },
        { when: { field: 'share', op: 'gt', value: 50 }, then: [{ action: 'require', target: 'note' }] },
      ],
    },
  } as unknown as FormJson['formConfig'],
  widgetList: [
    field('input', 'kind', { label: '类型' }),
    field('input', 'supplier', { label: '供应商', required: true }),
    field('number', 'amount', { label: '金额' }),
    field('input', 'amountText', { label: '大写', tandemFormula: 'RMBUPPER(amount)' }),
    field('input', 'reason', { label: '理由' }),
    field('radio', 'level', { label: '级别', optionItems: [1, 2, 3].map((value) => ({ label: String(value), value })) }),
    container('sub-form', 'plan', [field('number', 'share', { label: '比例' }), field('number', 'pay', { label: '金额', tandemFormula: 'amount * share / 100' }), field('input', 'note', { label: '备注' })]),
    field('number', 'planTotal', { label: '计划合计', tandemFormula: 'SUM(plan.pay)' }),
    field('number', 'diff', { label: '差额', hidden: true, tandemFormula: 'amount - planTotal' }),
    field('number', 'ratio', { label: '比率', precision: 2, tandemFormula: 'ROUND(amount / planTotal, 2)' }),
  ],
}

const validator = createFormDataValidator(json)
const messagesOf = async (data: Record<string, unknown>) => (await validator.validate(data, { locale: 'zh-CN' })).map((error) => `${error.path}: ${error.messages.join(' / ')}`)
/** the required message's wording is the validation rules' own; only its field matters here */
const requiredAt = (path: string) => expect.stringMatching(new RegExp(`^${path.replaceAll('.', '\\.')}: .*不可为空$`))

const good = {
  kind: 'sell',
  amount: 100,
  amountText: '壹佰元整',
  plan: [{ share: 100, pay: 100, note: '全款' }],
  planTotal: 100,
  diff: 0,
  ratio: 1,
}

describe('server validation with rules and formulas', () => {
  it('accepts data the browser would save: hidden required fields skipped, computed values matching', async () => {
    expect(await messagesOf(good)).toEqual([])
  })

  it('refuses a tampered computed value, naming the field, also in rows and hidden fields', async () => {
    expect(await messagesOf({ ...good, amountText: '壹仟元整' })).toEqual(['amountText: [大写]是计算字段，应为 壹佰元整，提交的是 壹仟元整'])
    expect(await messagesOf({ ...good, plan: [{ share: 100, pay: 90, note: 'x' }] })).toEqual(['plan.0.pay: [金额]是计算字段，应为 100，提交的是 90'])
    expect(await messagesOf({ ...good, diff: 5 })).toEqual(['diff: [差额]是计算字段，应为 0，提交的是 5'])
  })

  it('enforces required-when and the shown field rules decide', async () => {
    const big = { ...good, kind: 'buy', supplier: 'ACME', amount: 2000, amountText: '贰仟元整', plan: [{ share: 100, pay: 2000, note: '全款' }], planTotal: 2000 }
    expect(await messagesOf(big)).toEqual([requiredAt('reason')])
    expect(await messagesOf({ ...big, reason: '大额', supplier: '' })).toEqual([requiredAt('supplier')])
    expect(await messagesOf({ ...big, reason: '大额', level: 1 })).toEqual(['level: [级别]的值不在可选项中'])
    expect(await messagesOf({ ...big, reason: '大额', level: 2 })).toEqual([])
  })

  it('row-relative required, error effects and formula error values fail the save', async () => {
    const rows = { ...good, plan: [{ share: 60, pay: 60 }, { share: 30, pay: 30 }], planTotal: 90, diff: 10, ratio: 1.11 }
    expect(await messagesOf(rows)).toEqual(['planTotal: 付款计划合计须等于合同金额', requiredAt('plan.0.note')])
    const empty = { kind: 'sell', amount: 0, amountText: '零元整', plan: [], planTotal: 0, diff: 0, ratio: null }
    expect(await messagesOf(empty)).toEqual(['ratio: [比率]的公式结果是 #DIV/0!'])
  })
})

describe('TODAY() on the server', () => {
  const dated = createFormDataValidator({
    formConfig: {} as FormJson['formConfig'],
    widgetList: [field('date', 'due', { label: '到期日', valueFormat: 'YYYY-MM-DD', tandemFormula: 'DATEADD(TODAY(), 30)' })],
  })
  const dayOffset = (days: number) => {
    const now = new Date()
    return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10)
  }

  it("accepts the browser's date a day either side of the server's, and refuses others", async () => {
    expect(await dated.validate({ due: dayOffset(30) })).toEqual([])
    expect(await dated.validate({ due: dayOffset(29) })).toEqual([])
    expect(await dated.validate({ due: dayOffset(31) })).toEqual([])
    expect((await dated.validate({ due: dayOffset(33) }, { locale: 'zh-CN' })).map((error) => error.path)).toEqual(['due'])
    expect((await dated.validate({ due: dayOffset(31) }, { today: dayOffset(0) })).map((error) => error.path)).toEqual(['due'])
  })
})
