import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { setLocale } from '@tandem/form-core'
import { afterEach, describe, expect, it } from 'vitest'
import { WidgetSettingsPanel } from '../settings-panel'
import { codeEditorView, typeCode } from '../settings-panel/test-support/codeEditor'
import { logicStore } from './test-support/logicStore'

afterEach(() => {
  cleanup()
  setLocale('zh-CN')
})

const OK = /确\s*定/
const dialog = () => screen.getByRole('dialog')
const problems = () => within(dialog()).getByLabelText('检查发现的问题')
const result = () => dialog().querySelector('[data-formula-result]')

function openFormula(selectedId: string) {
  const store = logicStore()
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

  it('speaks en-US: functions described in English, problems by kind and position', () => {
    setLocale('en-US')
    const store = logicStore({ contractType: 'Type', purchase: 'Purchase', sale: 'Sale', supplier: 'Supplier', amount: 'Amount', amountInWords: 'Words', note: 'Note', plan: 'Plan', planAmount: 'Part' })
    render(<WidgetSettingsPanel store={store} selectedId="amountInWords" />)
    fireEvent.click(screen.getByRole('button', { name: /Edit formula/ }))
    typeCode('amount + ghost')
    expect(within(dialog()).getByLabelText('Problems found').textContent).toBe('Character 10: Unknown field')
    expect(within(dialog()).getByText('SUM(numbers or sub-form columns, …): the total')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/\p{Script=Han}/u)
  })
})
