import { forEachDiagnostic } from '@codemirror/lint'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createSchemaStore, setLocale } from '@tandem/form-core'
import { afterEach, describe, expect, it } from 'vitest'
import { WidgetSettingsPanel } from '../settings-panel'
import { codeEditorView, typeCode } from '../settings-panel/test-support/codeEditor'
import { field } from '../settings-panel/test-support/sampleStore'
import { logicStore } from './test-support/logicStore'

afterEach(() => {
  setLocale('zh-CN')
})

const OK = /确\s*定/
const dialog = () => screen.getByRole('dialog')
const problems = () => within(dialog()).getByLabelText('检查发现的问题')
const result = () => dialog().querySelector('[data-formula-result]')

/** The underlined spans of the editor: the text each covers and what its hover shows (the message, and a source when there is one). */
function underlines() {
  const view = codeEditorView()
  const found: { text: string; from: number; to: number; message: string; source?: string }[] = []
  forEachDiagnostic(view.state, (diagnostic, from, to) => found.push({ text: view.state.sliceDoc(from, to), from, to, message: diagnostic.message, source: diagnostic.source }))
  return found
}
const marked = () => [...dialog().querySelectorAll('.cm-lintRange-error')].map((span) => span.textContent)

/** A form with a date, a text and a sub-form with a text column, for type mismatches. */
function typedStore() {
  return createSchemaStore({
    formConfig: {},
    widgetList: [
      field('date', 'signed', { label: '签订日期', valueFormat: 'YYYY-MM-DD' }),
      field('input', 'title', { label: '标题' }),
      field('number', 'total', { label: '合计' }),
      { id: 'lines', type: 'sub-form', category: 'container', options: { name: 'lines', label: '明细' }, widgetList: [field('textarea', 'item', { label: '品名' })] },
    ],
  })
}

function openFormula(selectedId: string, store = logicStore()) {
  render(<WidgetSettingsPanel store={store} selectedId={selectedId} />)
  fireEvent.click(screen.getByRole('button', { name: /编辑公式/ }))
  return store
}

describe('the formula editor', { timeout: 60000 }, () => {
  it('computes the result as you type from sample values and saves the formula as one undoable step', async () => {
    const store = openFormula('amountInWords')
    typeCode('RMBUPPER(amount)')
    expect(problems().textContent).toBe('没有问题')
    fireEvent.change(within(dialog()).getByLabelText('填写 合同金额 的示例值'), { target: { value: '123456.78' } })
    expect(result()!.textContent).toContain('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
    const before = store.getHistory().undoDepth
    await act(async () => void fireEvent.click(within(dialog()).getByRole('button', { name: OK })))
    expect(store.getWidget('amountInWords')!.options.tandemFormula).toBe('RMBUPPER(amount)')
    expect(store.getHistory().undoDepth).toBe(before + 1)
    expect(screen.getByText('RMBUPPER(amount)')).toBeTruthy()
    act(() => void store.undo())
    expect(store.getWidget('amountInWords')!.options.tandemFormula).toBeUndefined()
    expect(screen.getByText('未设置公式')).toBeTruthy()
    act(() => void store.redo())
    expect(store.getWidget('amountInWords')!.options.tandemFormula).toBe('RMBUPPER(amount)')
  })

  it('shows a syntax error with its position as you type and refuses to save it', async () => {
    const store = openFormula('amountInWords')
    typeCode('1 + * 2')
    const problem = problems().querySelector('[data-problem-code="parse"]')!
    expect(problem.getAttribute('data-problem-start')).toBe('4')
    expect(problem.textContent).toMatch(/^第 5 个字符：不应出现「\*」/)
    // a click on the problem selects it in the editor
    fireEvent.click(within(problem as HTMLElement).getByText(/第 5 个字符/))
    expect(codeEditorView().state.selection.main.from).toBe(4)
    await act(async () => void fireEvent.click(within(dialog()).getByRole('button', { name: OK })))
    expect(within(dialog()).getByRole('alert').textContent).toBe('公式不能解析，请先修正')
    expect(store.getWidget('amountInWords')!.options.tandemFormula).toBeUndefined()
  })

  it('flags a field the form does not have, a sub-form field used bare and a type mismatch', () => {
    openFormula('amountInWords')
    typeCode('amount + ghost')
    const unknown = problems().querySelector('[data-problem-code="unknownField"]')!
    expect(unknown.getAttribute('data-problem-start')).toBe('9')
    expect(unknown.textContent).toBe('第 10 个字符：未知字段 ghost')
    typeCode('planAmount * 2')
    expect(problems().querySelector('[data-problem-code="scope"]')!.textContent).toContain('SUM(plan.planAmount)')
    typeCode('"abc" * 2')
    expect(problems().querySelector('[data-problem-code="type"]')).not.toBeNull()
  })

  it('inserts fields by label and functions from the described list at the cursor', () => {
    openFormula('amountInWords')
    const fields = dialog().querySelector<HTMLElement>('[data-formula-fields]')!
    const functions = dialog().querySelector<HTMLElement>('[data-formula-functions]')!
    expect(within(functions).getByText('RMBUPPER(金额)：人民币大写，如 壹拾贰万叁仟肆佰伍拾陆元柒角捌分')).toBeTruthy()
    fireEvent.click(within(functions).getByRole('button', { name: 'ROUND' }))
    fireEvent.click(within(fields).getByRole('button', { name: '合同金额（amount）' }))
    // a sub-form column from outside the sub-form is inserted as sub.field
    fireEvent.click(within(functions).getByRole('button', { name: 'SUM' }))
    fireEvent.click(within(fields).getByRole('button', { name: '计划金额（planAmount）' }))
    expect(codeEditorView().state.doc.toString()).toBe('ROUND(amountSUM(plan.planAmount')
  })

  it('shows the error value of a formula that divides by zero', () => {
    openFormula('amount')
    typeCode('10 / (2 - 2)')
    expect(result()!.textContent).toContain('#DIV/0!')
  })

  it('underlines a syntax error where it is, the message on hover, and clears it once corrected', () => {
    openFormula('amountInWords')
    typeCode('1 + * 2')
    expect(underlines()).toEqual([{ text: '*', from: 4, to: 5, message: '不应出现「*」，此处应为数值、字段或函数' }])
    expect(marked()).toEqual(['*'])
    typeCode('1 + 2')
    expect(underlines()).toEqual([])
    expect(marked()).toEqual([])
    // a formula ending too early is marked at its end
    typeCode('ROUND(amount')
    expect(underlines()).toMatchObject([{ from: 12, to: 12 }])
    expect(dialog().querySelector('.cm-lintPoint-error')).not.toBeNull()
  })

  it('underlines an unknown field, text compared with a date and a SUM over a text column at their positions', () => {
    openFormula('total', typedStore())
    typeCode('total2 + 1')
    expect(underlines()).toEqual([{ text: 'total2', from: 0, to: 6, message: '未知字段 total2' }])
    typeCode('IF(signed > "soon", 1, 0)')
    expect(underlines()).toEqual([{ text: 'signed > "soon"', from: 3, to: 18, message: '日期不能与文本比较' }])
    typeCode('SUM(lines.item) + 1')
    const [sum] = underlines()
    expect(sum).toMatchObject({ text: 'lines.item', from: 4, to: 14 })
    expect(sum!.message).toContain('此列是文本')
    expect(marked()).toEqual(['lines.item'])
    // the list below says the same with the position
    expect(problems().querySelector('[data-problem-code="type"]')!.textContent).toMatch(/^第 5 个字符：/)
  })

  it('speaks en-US: functions described in English, problems by kind and position', () => {
    setLocale('en-US')
    const store = logicStore({ contractType: 'Type', purchase: 'Purchase', sale: 'Sale', supplier: 'Supplier', amount: 'Amount', amountInWords: 'Words', note: 'Note', plan: 'Plan', planAmount: 'Part' })
    render(<WidgetSettingsPanel store={store} selectedId="amountInWords" />)
    fireEvent.click(screen.getByRole('button', { name: /Edit formula/ }))
    typeCode('amount + ghost')
    expect(within(dialog()).getByLabelText('Problems found').textContent).toBe('Character 10: Unknown field')
    expect(underlines()).toEqual([{ text: 'ghost', from: 9, to: 14, message: 'Unknown field' }])
    expect(within(dialog()).getByText('SUM(numbers or sub-form columns, …): the total')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/\p{Script=Han}/u)
  })
})
