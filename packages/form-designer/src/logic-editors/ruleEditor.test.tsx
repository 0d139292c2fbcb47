import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { setLocale } from '@tandem/form-core'
import { afterEach, describe, expect, it } from 'vitest'
import { buildOutlineTree } from '../outline'
import { FormSettingsPanel, WidgetSettingsPanel } from '../settings-panel'
import { logicMarks } from './logicMarks'
import { choose, logicStore, optionTitles } from './test-support/logicStore'

afterEach(() => {
  setLocale('zh-CN')
})

const OK = /确\s*定/
const dialog = () => screen.getByRole('dialog')
const labelled = (label: string) => within(dialog()).getAllByLabelText(label)

describe('the rule editor', { timeout: 60000 }, () => {
  it('authors a form-level rule by picking field, value and effect, writes it as one undoable step', async () => {
    const store = logicStore()
    render(<FormSettingsPanel store={store} />)
    fireEvent.click(screen.getByRole('button', { name: /添加规则/ }))
    await choose(labelled('字段')[0]!, '合同类型（contractType）')
    // the value is one of the field's options, by label
    await choose(labelled('值')[0]!, '采购')
    await choose(labelled('目标')[0]!, '供应商（supplier）')
    await choose(labelled('效果')[0]!, '必填')
    fireEvent.click(within(dialog()).getByRole('button', { name: /添加效果/ }))
    await choose(labelled('目标')[1]!, '供应商（supplier）')
    const before = store.getHistory().undoDepth
    await act(async () => void fireEvent.click(within(dialog()).getByRole('button', { name: OK })))

    const rules = (store.getFormConfig().tandemLogic as { rules: unknown[] }).rules
    expect(rules).toEqual([
      {
        id: expect.stringMatching(/^rule-/),
        when: { field: 'contractType', op: 'eq', value: 'purchase' },
        then: [
          { action: 'require', target: 'supplier' },
          { action: 'show', target: 'supplier' },
        ],
      },
    ])
    expect(store.getHistory().undoDepth).toBe(before + 1)
    expect(screen.getByText('当 合同类型（contractType） 等于 采购：必填 供应商（supplier），显示 供应商（supplier）')).toBeTruthy()
    act(() => void store.undo())
    expect(store.getFormConfig().tandemLogic).toBeUndefined()
    expect(screen.getByText('还没有规则')).toBeTruthy()
    act(() => void store.redo())
    expect((store.getFormConfig().tandemLogic as { rules: unknown[] }).rules).toEqual(rules)
  })

  it("authors a widget's own rule in 组件设置: required when the amount is above a number", async () => {
    const store = logicStore()
    render(<WidgetSettingsPanel store={store} selectedId="note" />)
    expect(screen.getByText('联动与公式')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /添加规则/ }))
    await choose(labelled('字段')[0]!, '合同金额（amount）')
    await choose(labelled('比较方式')[0]!, '大于')
    fireEvent.change(labelled('值')[0]!, { target: { value: '1000000' } })
    // the effect acts on the widget itself unless another target is chosen
    expect(within(dialog()).getByText('本组件')).toBeTruthy()
    await choose(labelled('效果')[0]!, '必填')
    await act(async () => void fireEvent.click(within(dialog()).getByRole('button', { name: OK })))

    expect(store.getWidget('note')!.options.tandemRules).toEqual([{ id: expect.stringMatching(/^rule-/), when: { field: 'amount', op: 'gt', value: 1000000 }, then: [{ action: 'require' }] }])
    act(() => void store.undo())
    expect(store.getWidget('note')!.options.tandemRules).toBeUndefined()
  })

  it('offers the operators that fit the field: numbers compare, text contains, options one-of', async () => {
    const store = logicStore()
    render(<FormSettingsPanel store={store} />)
    fireEvent.click(screen.getByRole('button', { name: /添加规则/ }))
    await choose(labelled('字段')[0]!, '合同金额（amount）')
    expect(await optionTitles(labelled('比较方式')[0]!, '等于')).toEqual(['等于', '不等于', '大于', '大于等于', '小于', '小于等于', '为空', '不为空'])
    await choose(labelled('字段')[0]!, '供应商（supplier）')
    expect(await optionTitles(labelled('比较方式')[0]!, '等于')).toEqual(['等于', '不等于', '包含', '为空', '不为空'])
    await choose(labelled('字段')[0]!, '合同类型（contractType）')
    await choose(labelled('比较方式')[0]!, '是其中之一')
    await choose(labelled('值')[0]!, '销售')
    await choose(labelled('值')[0]!, '采购')
    // an any-group nested in the all-group, a condition over the rows of the payment plan
    fireEvent.click(within(dialog()).getByRole('button', { name: /添加条件组/ }))
    await choose(labelled('字段')[1]!, '合同金额（amount）')
    await choose(labelled('比较方式')[1]!, '不为空')
    fireEvent.click(within(dialog()).getAllByRole('button', { name: /添加子表单行条件/ })[0]!)
    await choose(labelled('字段')[2]!, '计划金额（planAmount）')
    await choose(labelled('比较方式')[2]!, '大于')
    fireEvent.change(labelled('值')[1]!, { target: { value: '0' } })
    await choose(labelled('目标')[0]!, '审批说明（note）')
    await act(async () => void fireEvent.click(within(dialog()).getByRole('button', { name: OK })))

    expect((store.getFormConfig().tandemLogic as { rules: { when: unknown }[] }).rules[0]!.when).toEqual({
      all: [
        { field: 'contractType', op: 'in', value: ['sale', 'purchase'] },
        { any: [{ field: 'amount', op: 'notEmpty' }] },
        { rows: 'plan', match: 'any', where: { all: [{ field: 'planAmount', op: 'gt', value: 0 }] } },
      ],
    })
  })

  it('refuses an incomplete rule and leaves the form unchanged', async () => {
    const store = logicStore()
    render(<FormSettingsPanel store={store} />)
    fireEvent.click(screen.getByRole('button', { name: /添加规则/ }))
    await choose(labelled('字段')[0]!, '合同金额（amount）')
    await act(async () => void fireEvent.click(within(dialog()).getByRole('button', { name: OK })))
    expect(within(dialog()).getByRole('alert').textContent).toMatch(/^规则未填完整/)
    expect(store.getFormConfig().tandemLogic).toBeUndefined()
  })

  it('flags a rule that names a field the form does not have', async () => {
    const store = logicStore()
    act(() => void store.dispatch({ type: 'patchFormConfig', patch: { tandemLogic: { rules: [{ id: 'r1', when: { field: 'ghost', op: 'eq', value: 1 }, then: [{ action: 'hide', target: 'supplier' }] }] } } }))
    render(<FormSettingsPanel store={store} />)
    fireEvent.click(screen.getByRole('button', { name: '编辑规则' }))
    const problems = within(dialog()).getByLabelText('检查发现的问题')
    expect(problems.querySelector('[data-issue-code="unknownField"]')!.textContent).toContain('ghost')
  })

  it('marks in the widget tree the fields that have rules or formulas', () => {
    const store = logicStore()
    act(() => {
      store.dispatch({ type: 'patchFormConfig', patch: { tandemLogic: { rules: [{ when: { field: 'contractType', op: 'eq', value: 'purchase' }, then: [{ action: 'show', target: 'supplier' }] }] } } })
      store.dispatch({ type: 'patchOptions', id: 'amountInWords', patch: { tandemFormula: 'RMBUPPER(amount)' } })
      store.dispatch({ type: 'patchOptions', id: 'note', patch: { tandemRules: [{ when: { field: 'amount', op: 'gt', value: 1 }, then: [{ action: 'require' }] }] } })
    })
    const json = store.getJson()
    const marked = buildOutlineTree(json.widgetList, 'zh-CN', logicMarks(json)).map((node) => [node.key, node.hasRules, node.hasFormula])
    expect(marked).toEqual([
      ['contractType', false, false],
      ['supplier', true, false],
      ['amount', false, false],
      ['amountInWords', false, true],
      ['note', true, false],
      ['plan', false, false],
    ])
  })

  it('speaks en-US with no Han character outside the author’s own labels', async () => {
    setLocale('en-US')
    const store = logicStore({ contractType: 'Type', purchase: 'Purchase', sale: 'Sale', supplier: 'Supplier', amount: 'Amount', amountInWords: 'Words', note: 'Note', plan: 'Plan', planAmount: 'Part' })
    render(<FormSettingsPanel store={store} />)
    fireEvent.click(screen.getByRole('button', { name: /Add rule/ }))
    await choose(labelled('Field')[0]!, 'Type (contractType)')
    fireEvent.click(within(dialog()).getByRole('button', { name: /Add sub-form rows condition/ }))
    expect(document.body.textContent).not.toMatch(/\p{Script=Han}/u)
  })
})
