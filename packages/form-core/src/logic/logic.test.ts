import { describe, expect, it } from 'vitest'
import { createSchemaStore } from '../schema/index.js'
import { container, field } from '../testing/sampleForm.js'
import type { FormJson, Widget } from '../types.js'
import { compileLogic } from './compileLogic.js'
import { logicFieldState } from './fieldState.js'
import type { LogicRule } from './logicTypes.js'
import { evaluateLogic } from './logicState.js'

const form = (widgetList: Widget[], rules: LogicRule[] = []): FormJson => ({ formConfig: { tandemLogic: { rules } } as unknown as FormJson['formConfig'], widgetList })

const contractForm = (rules: LogicRule[]) =>
  form(
    [
      field('select', 'kind', { optionItems: [{ label: '采购', value: 'buy' }, { label: '销售', value: 'sell' }] }),
      field('number', 'amount'),
      field('input', 'amountText', { tandemFormula: 'RMBUPPER(amount)' }),
      field('input', 'supplier'),
      field('date', 'signDate', { valueFormat: 'YYYY-MM-DD' }),
      field('date', 'endDate', { valueFormat: 'YYYY-MM-DD', tandemFormula: 'DATEADD(signDate, 1, "Y")' }),
      container('card', 'extra', [field('input', 'reason'), field('textarea', 'memo')]),
      container('sub-form', 'plan', [
        field('number', 'share'),
        field('number', 'payment', { tandemFormula: 'ROUND(amount * share / 100, 2)' }),
        field('input', 'note'),
      ]),
      field('number', 'planTotal', { tandemFormula: 'SUM(plan.payment)' }),
      field('radio', 'level', { optionItems: [1, 2, 3].map((value) => ({ label: String(value), value })) }),
    ],
    rules,
  )

const stateOf = (json: FormJson, data: Record<string, unknown>) => {
  const logic = compileLogic(json)
  const state = evaluateLogic(logic, data, { today: '2026-11-27' })
  const at = (name: string, row: number | null = null) => logicFieldState(state, logic.index.byName.get(name)!, row)
  return { logic, state, at }
}

describe('formulas in a form', () => {
  it('computes fields from others, in sub-form rows and over a column, in dependency order', () => {
    const { state, at, logic } = stateOf(contractForm([]), { amount: 123456.78, signDate: '2024-02-29', plan: [{ share: 30 }, { share: 70 }] })
    expect(logic.issues).toEqual([])
    expect(state.data.amountText).toBe('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
    expect(state.data.endDate).toBe('2025-02-28')
    expect(state.data.plan).toEqual([
      { share: 30, payment: 37037.03 },
      { share: 70, payment: 86419.75 },
    ])
    expect(state.data.planTotal).toBe(123456.78)
    expect(at('planTotal')).toMatchObject({ computed: true, readonly: true, formulaError: null })
    expect(logic.valueOrder.indexOf('payment')).toBeLessThan(logic.valueOrder.indexOf('planTotal'))
  })

  it('stores null and reports the error value when a formula fails', () => {
    const json = form([field('number', 'a'), field('number', 'b'), field('number', 'ratio', { tandemFormula: 'a / b' })])
    const { state, at } = stateOf(json, { a: 1, b: 0 })
    expect(state.data.ratio).toBeNull()
    expect(at('ratio').formulaError).toBe('#DIV/0!')
    state.data.b = 4
    expect(state.update(['b'])).toEqual({ values: ['ratio'], flags: [] })
    expect(state.data.ratio).toBe(0.25)
    expect(at('ratio').formulaError).toBeNull()
  })

  it('re-evaluates only what depends on a change', () => {
    const { state, logic } = stateOf(contractForm([]), { amount: 100, plan: [{ share: 50 }] })
    expect(logic.affected(['supplier'])).toEqual({ values: [], rules: [] })
    expect(logic.affected(['share']).values).toEqual(['payment', 'planTotal'])
    expect(logic.affected(['amount']).values).toEqual(['amountText', 'payment', 'planTotal'])
    ;(state.data.plan as Record<string, unknown>[]).push({ share: 50 })
    const delta = state.update(['plan'])
    expect(delta.values).toEqual(['plan.1.payment', 'planTotal'])
    expect(state.data.planTotal).toBe(100)
  })
})

describe('rules', () => {
  it('shows, hides, requires and disables by conditions, last active rule winning', () => {
    const json = contractForm([
      { id: 'r1', when: { field: 'kind', op: 'eq', value: 'buy' }, then: [{ action: 'show', target: 'supplier' }, { action: 'require', target: 'supplier' }] },
      { id: 'r0', when: { field: 'kind', op: 'ne', value: 'buy' }, then: [{ action: 'hide', target: 'supplier' }] },
      { id: 'r2', when: { all: [{ field: 'amount', op: 'gt', value: 1000 }, { any: [{ field: 'kind', op: 'in', value: ['sell'] }, { field: 'supplier', op: 'contains', value: '公司' }] }] }, then: [{ action: 'require', target: 'reason' }] },
      { id: 'r3', when: { field: 'signDate', op: 'lt', value: '2024-01-01' }, then: [{ action: 'disable', target: 'memo' }, { action: 'readonly', target: 'reason' }] },
    ])
    const buy = stateOf(json, { kind: 'buy', amount: 5000, supplier: '某某公司', signDate: '2023-12-31' })
    expect(buy.at('supplier')).toMatchObject({ hidden: false, required: true })
    expect(buy.at('reason')).toMatchObject({ required: true, readonly: true })
    expect(buy.at('memo').disabled).toBe(true)
    const sell = stateOf(json, { kind: 'sell', amount: 500, signDate: '2024-01-01' })
    expect(sell.at('supplier')).toMatchObject({ hidden: true, required: false })
    expect(sell.at('reason').required).toBe(false)
    expect(sell.at('memo').disabled).toBe(false)
  })

  it('applies container effects to everything inside', () => {
    const json = contractForm([{ when: { field: 'level', op: 'ge', value: 2 }, then: [{ action: 'hide', target: 'extra' }] }, { when: { field: 'level', op: 'eq', value: 1 }, then: [{ action: 'require', target: 'extra' }] }])
    expect(stateOf(json, { level: 3 }).at('memo').hidden).toBe(true)
    const one = stateOf(json, { level: 1 })
    expect(one.at('memo')).toMatchObject({ hidden: false, required: true })
    expect(one.at('reason').required).toBe(true)
  })

  it('evaluates row-relative rules per row and rows conditions over all rows', () => {
    const json = contractForm([
      { when: { field: 'share', op: 'gt', value: 50 }, then: [{ action: 'require', target: 'note' }] },
      { when: { rows: 'plan', match: 'count', where: { field: 'share', op: 'empty' }, op: 'ge', value: 1 }, then: [{ action: 'error', target: 'planTotal', message: '每一期都要填比例' }] },
      { when: { rows: 'plan', match: 'all', where: { field: 'share', op: 'le', value: 50 } }, then: [{ action: 'hide', target: 'level' }] },
    ])
    const { at, state } = stateOf(json, { amount: 100, plan: [{ share: 60 }, { share: 40 }] })
    expect(at('note', 0).required).toBe(true)
    expect(at('note', 1).required).toBe(false)
    expect(at('planTotal').errors).toEqual([])
    expect(at('level').hidden).toBe(false)
    ;(state.data.plan as Record<string, unknown>[])[0].share = null
    state.update(['share'])
    expect(at('note', 0).required).toBe(false)
    expect(at('planTotal').errors).toEqual(['每一期都要填比例'])
    expect(at('level').hidden).toBe(true)
  })

  it('sets values and limits options while a condition holds', () => {
    const json = contractForm([
      { when: { field: 'kind', op: 'eq', value: 'sell' }, then: [{ action: 'setValue', target: 'supplier', value: '本公司' }, { action: 'limitOptions', target: 'level', options: [1, 2] }] },
      { when: { field: 'supplier', op: 'eq', value: '本公司' }, then: [{ action: 'require', target: 'memo' }] },
    ])
    const { state, at } = stateOf(json, { kind: 'sell', supplier: 'x' })
    expect(state.data.supplier).toBe('本公司')
    expect(at('memo').required).toBe(true)
    expect(at('level').options).toEqual([1, 2])
    const other = stateOf(json, { kind: 'buy', supplier: 'x' })
    expect(other.state.data.supplier).toBe('x')
    expect(other.at('level').options).toBeNull()
  })

  it("a widget's own rules target the widget", () => {
    const json = form([field('switch', 'flag'), field('input', 'detail', { tandemRules: [{ when: { field: 'flag', op: 'eq', value: true }, then: [{ action: 'require' }] }] })])
    expect(stateOf(json, { flag: true }).at('detail').required).toBe(true)
    expect(stateOf(json, { flag: false }).at('detail').required).toBe(false)
  })

  it('compares checkbox lists by membership', () => {
    const json = form([field('checkbox', 'tags'), field('input', 'x')], [{ when: { field: 'tags', op: 'contains', value: 2 }, then: [{ action: 'hide', target: 'x' }] }])
    expect(stateOf(json, { tags: [1, 2] }).at('x').hidden).toBe(true)
    expect(stateOf(json, { tags: [1] }).at('x').hidden).toBe(false)
  })
})

describe('static checking', () => {
  const issuesOf = (json: FormJson) => compileLogic(json).issues.map((issue) => ({ code: issue.code, widget: issue.widget, start: issue.start, message: issue.message }))

  it('reports parse errors, unknown fields and functions with the widget and position', () => {
    const issues = issuesOf(form([field('number', 'a', { label: '甲' }), field('number', 'b', { tandemFormula: 'a + * 2' }), field('number', 'c', { tandemFormula: 'a + nosuch' }), field('number', 'd', { tandemFormula: 'FOO(a)' })]))
    expect(issues).toEqual([
      expect.objectContaining({ code: 'parse', widget: 'b', start: 4 }),
      expect.objectContaining({ code: 'unknownField', widget: 'c', start: 4, message: expect.stringContaining('未知字段 nosuch') }),
      expect.objectContaining({ code: 'unknownFunction', widget: 'd', start: 0 }),
    ])
  })

  it('reports type mismatches: text in arithmetic, dates with numbers, text columns summed', () => {
    const json = form([
      field('textarea', 't'),
      field('date', 'd'),
      container('sub-form', 's', [field('input', 'label'), field('textarea', 'words'), field('number', 'n')]),
      field('number', 'x1', { tandemFormula: 't * 2' }),
      field('input', 'x2', { tandemFormula: 'IF(d > 5, 1, 0)' }),
      field('number', 'x3', { tandemFormula: 'SUM(s.words)' }),
      field('number', 'x4', { tandemFormula: 'SUM(s.n) + n' }),
      field('number', 'x5', { tandemFormula: 'ROUND(s.n)' }),
      field('number', 'x6', { tandemFormula: 'DATEDIF(d, TODAY(), "Q")' }),
    ])
    const issues = issuesOf(json)
    expect(issues.map((issue) => [issue.widget, issue.code])).toEqual([
      ['x1', 'type'],
      ['x2', 'type'],
      ['x3', 'type'],
      ['x4', 'scope'],
      ['x5', 'type'],
      ['x6', 'type'],
    ])
    expect(issues[1].message).toContain('日期不能与数值比较')
  })

  it('reports cycles naming every field on them, and leaves the cycle uncomputed', () => {
    const json = form([field('number', 'a', { label: '甲', tandemFormula: 'b + 1' }), field('number', 'b', { label: '乙', tandemFormula: 'a + 1' }), field('number', 'c', { tandemFormula: 'c' })])
    const logic = compileLogic(json)
    expect(logic.issues.map((issue) => issue.message)).toEqual(['公式或设值规则循环引用：甲（a） → 乙（b） → 甲（a）', '公式或设值规则循环引用：c（c） → c（c）'])
    const state = evaluateLogic(logic, { a: 5 })
    expect(logicFieldState(state, logic.index.byName.get('a')!).formulaError).toBe('#REF!')
  })

  it('reports rules on unknown fields, wrong scopes and values that do not fit the field type', () => {
    const json = contractForm([
      { id: 'bad-field', when: { field: 'nosuch', op: 'eq', value: 1 }, then: [{ action: 'hide', target: 'memo' }] },
      { id: 'bad-target', when: { field: 'kind', op: 'eq', value: 'buy' }, then: [{ action: 'hide', target: 'ghost' }] },
      { id: 'bad-date', when: { field: 'signDate', op: 'gt', value: 'soon' }, then: [{ action: 'hide', target: 'memo' }] },
      { id: 'bad-scope', when: { field: 'share', op: 'gt', value: 1 }, then: [{ action: 'hide', target: 'memo' }] },
      { id: 'bad-op', when: { field: 'kind', op: 'like', value: 1 } as never, then: [{ action: 'hide', target: 'memo' }] },
      { id: 'bad-set', when: { field: 'kind', op: 'empty' }, then: [{ action: 'setValue', target: 'planTotal', value: 1 }] },
      { id: 'bad-limit', when: { field: 'kind', op: 'empty' }, then: [{ action: 'limitOptions', target: 'memo', options: [1] }] },
      { id: 'bad-error', when: { field: 'kind', op: 'empty' }, then: [{ action: 'error', target: 'extra', message: 'x' }] },
    ])
    const logic = compileLogic(json)
    expect(logic.issues.map((issue) => [issue.ruleId, issue.code])).toEqual([
      ['bad-op', 'format'],
      ['bad-field', 'unknownField'],
      ['bad-target', 'unknownField'],
      ['bad-date', 'type'],
      ['bad-scope', 'scope'],
      ['bad-set', 'scope'],
      ['bad-limit', 'type'],
      ['bad-error', 'scope'],
    ])
    expect(logic.rules).toEqual([])
  })

  it('a form without logic compiles to nothing', () => {
    const logic = compileLogic(form([field('input', 'a')]))
    expect(logic.hasLogic).toBe(false)
    expect(logic.issues).toEqual([])
  })
})

describe('logic in the saved JSON', () => {
  it("survives the designer's schema store: loaded, edited and saved, the logic keys are kept", () => {
    const rules: LogicRule[] = [{ when: { field: 'a', op: 'empty' }, then: [{ action: 'hide', target: 'b' }] }]
    const json = form([field('number', 'a'), field('input', 'b', { tandemFormula: 'RMBUPPER(a)', tandemRules: rules })], rules)
    const store = createSchemaStore(json)
    store.dispatch({ type: 'patchOptions', id: 'a', patch: { label: '金额' } })
    const saved = store.toSavedJson()
    expect(saved.formConfig.tandemLogic).toEqual({ rules })
    expect(saved.widgetList[1].options).toMatchObject({ tandemFormula: 'RMBUPPER(a)', tandemRules: rules })
    expect(compileLogic(saved).issues).toEqual([])
  })
})
