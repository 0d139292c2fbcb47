import { describe, expect, it } from 'vitest'
import { choices, field, formJson, grid, subForm } from '../builder/index.js'
import { loadFormJson } from '../loader/index.js'
import { LOGIC_CONFIG_KEY, WIDGET_FORMULA_KEY, WIDGET_RULES_KEY } from '../logic/index.js'
import type { Widget } from '../types.js'
import { needsScriptEvaluation } from './needsScriptEvaluation.js'

/** A form whose linkage lives in rules and formulas only, as the seeded contract form's does. */
function logicOnly(widgets: Widget[] = []) {
  return formJson(
    [
      field('number', 'amount', '金额'),
      field('input', 'inWords', '大写', { [WIDGET_FORMULA_KEY]: 'RMBUPPER(amount)' }),
      field('select', 'kind', '类型', { optionItems: choices('工程', '采购') }),
      field('input', 'site', '地点', { [WIDGET_RULES_KEY]: [{ when: { field: 'kind', op: 'ne', value: 1 }, then: [{ action: 'hide' }] }] }),
      subForm('plan', '计划', [field('number', 'part', '金额')]),
      ...widgets,
    ],
    { [LOGIC_CONFIG_KEY]: { rules: [{ when: { field: 'amount', op: 'gt', value: 100 }, then: [{ action: 'require', target: 'site' }] }] } },
  )
}

const nested = (widget: Widget) => logicOnly([grid('row', [subForm('rows', '明细', [widget])])])

describe('needsScriptEvaluation', () => {
  it('is false for a form whose logic is rules and formulas, and for blank handler bodies', () => {
    expect(needsScriptEvaluation(loadFormJson(logicOnly()))).toBe(false)
    expect(needsScriptEvaluation(loadFormJson(logicOnly([field('input', 'blank', '空', { onChange: '  \n ' })])))).toBe(false)
    expect(needsScriptEvaluation(loadFormJson(logicOnly([field('file-upload', 'files', '附件', { uploadURL: '/contracttandem/api/File/Upload' })])))).toBe(false)
  })

  it.each([
    ['onFormCreated', { onFormCreated: 'this.x = 1' }],
    ['onFormMounted', { onFormMounted: "this.getWidgetRef('b').setHidden(true)" }],
    ['onFormDataChange', { onFormDataChange: 'console.log(fieldName)' }],
    ['functions', { functions: 'function twice(x) { return 2 * x }' }],
    ['a data source, even with its handlers left empty', { dataSources: [{ uniqueName: 'users', requestURL: '/api/users' }] }],
  ])('is true for a form-level %s', (_what, formConfig) => {
    expect(needsScriptEvaluation(loadFormJson({ ...logicOnly(), formConfig: { ...logicOnly().formConfig, ...formConfig } }))).toBe(true)
  })

  it.each([
    ['an onChange handler', field('input', 'a', '甲', { onChange: 'this.setValue(value)' })],
    ['an onValidate script', field('input', 'a', '甲', { onValidate: 'callback()' })],
    ['a button onClick', field('button', 'go', '提交', { onClick: 'this.getFormRef().submitForm()' })],
    ['an upload URL written as an expression', field('file-upload', 'files', '附件', { uploadURL: "DSV.host + '/upload'" })],
    ['a data-table column render', { ...field('data-table', 'table', '表格'), options: { name: 'table', tableColumns: [{ prop: 'a', label: 'A', render: "return h('b', {}, params.value)" }] } } as Widget],
  ])('is true for %s deep inside containers', (_what, widget) => {
    expect(needsScriptEvaluation(loadFormJson(nested(widget)))).toBe(true)
  })
})
