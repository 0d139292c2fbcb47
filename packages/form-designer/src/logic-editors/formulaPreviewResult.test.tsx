import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createSchemaStore, setLocale, type SchemaStore } from '@tandem/form-core'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FormDesignerApi } from '../designerApi'
import { FormDesigner } from '../FormDesigner'
import { keepPreviewData } from '../preview'
import { WidgetSettingsPanel } from '../settings-panel'
import { typeCode } from '../settings-panel/test-support/codeEditor'
import { field } from '../settings-panel/test-support/sampleStore'

afterEach(() => {
  setLocale('zh-CN')
})

const widgets = () => [
  field('number', 'amount', { label: '合同金额' }),
  field('input', 'amountInWords', { label: '金额大写' }),
  field('number', 'planTotal', { label: '计划合计' }),
  { id: 'plan', type: 'sub-form', category: 'container', options: { name: 'plan', label: '付款计划' }, widgetList: [field('number', 'planAmount', { label: '计划金额' }), field('number', 'planDouble', { label: '两倍' })] },
]

const formulaDialog = () => screen.getAllByRole('dialog').find((dialog) => dialog.querySelector('[data-formula-editor]'))!
const result = () => formulaDialog().querySelector<HTMLElement>('[data-formula-result]')!

function renderDesigner() {
  const ref = createRef<FormDesignerApi>()
  render(<FormDesigner ref={ref} initialJson={{ formConfig: {}, widgetList: widgets() }} />)
  return ref.current!.getDesignerModel()
}

/** Opens 预览, types `amount` into 合同金额 (none: leaves it as it opened) and closes it. */
async function preview(amount: string | null) {
  fireEvent.click(within(screen.getByRole('toolbar', { name: '设计器工具栏' })).getByRole('button', { name: /预览/ }))
  const frame = (await screen.findAllByRole('dialog')).at(-1)!
  const input = frame.querySelector<HTMLInputElement>('[data-widget-name="amount"] input')!
  if (amount !== null) act(() => void fireEvent.change(input, { target: { value: amount } }))
  await act(async () => void fireEvent.click(within(frame).getByRole('button', { name: '关闭' })))
}

async function openFormula(select: () => void) {
  act(select)
  await act(async () => void fireEvent.click(await screen.findByRole('button', { name: /编辑公式/ })))
}

describe('the live result of the formula editor', { timeout: 90000 }, () => {
  it('computes from sample values, and says so, while the preview has not been filled', async () => {
    const model = renderDesigner()
    await preview(null)
    await openFormula(() => void model.select('amountInWords'))
    typeCode('RMBUPPER(amount)')
    expect(result().getAttribute('data-result-source')).toBe('samples')
    expect(result().textContent).toContain('零元整')
    expect(result().textContent).toContain('按下面的示例数据计算')
    expect(within(formulaDialog()).getByText('在预览中填写表单后，可按预览的数据计算')).toBeTruthy()
    fireEvent.change(within(formulaDialog()).getByLabelText('填写 合同金额 的示例值'), { target: { value: '12.5' } })
    expect(result().textContent).toContain('壹拾贰元伍角')
  })

  it('computes from the data last filled in the preview, and the author can switch to sample values', async () => {
    const model = renderDesigner()
    await preview('123456.78')
    await openFormula(() => void model.select('amountInWords'))
    typeCode('RMBUPPER(amount)')
    expect(result().getAttribute('data-result-source')).toBe('preview')
    expect(result().textContent).toContain('壹拾贰万叁仟肆佰伍拾陆元柒角捌分')
    expect(result().textContent).toContain('按预览中填写的数据计算')
    expect(formulaDialog().querySelector('[data-preview-value="amount"]')!.textContent).toBe('123456.78')
    // the same data as a formula the renderer would compute
    typeCode('ROUND(amount / 3, 2)')
    expect(result().textContent).toContain('41152.26')

    fireEvent.click(within(formulaDialog()).getByRole('radio', { name: '示例数据' }))
    expect(result().getAttribute('data-result-source')).toBe('samples')
    expect(result().textContent).toContain('按下面的示例数据计算')
    fireEvent.change(within(formulaDialog()).getByLabelText('填写 合同金额 的示例值'), { target: { value: '9' } })
    expect(result().textContent).toContain('3')
    fireEvent.click(within(formulaDialog()).getByRole('radio', { name: '预览数据' }))
    expect(result().textContent).toContain('41152.26')
  })
})

describe('the live result over sub-form rows of the preview', { timeout: 60000 }, () => {
  function openOn(store: SchemaStore, id: string) {
    render(<WidgetSettingsPanel store={store} selectedId={id} />)
    fireEvent.click(screen.getByRole('button', { name: /编辑公式/ }))
  }

  it('sums a column over the rows and computes a row formula row by row', () => {
    const store = createSchemaStore({ formConfig: {}, widgetList: widgets() })
    keepPreviewData(store, { amount: 100, plan: [{ planAmount: 30 }, { planAmount: 45.5 }] })
    openOn(store, 'planTotal')
    typeCode('SUM(plan.planAmount)')
    expect(result().textContent).toMatch(/^计算结果：75\.5/)
    expect(formulaDialog().querySelector('[data-preview-value="planAmount"]')!.textContent).toBe('30、45.5')
    cleanup()

    openOn(store, 'planDouble')
    typeCode('planAmount * 2')
    const rows = [...result().querySelectorAll('[data-result-row]')].map((row) => row.textContent)
    expect(rows).toEqual(['第 1 行：60', '第 2 行：91'])
    typeCode('planAmount / (amount - 100)')
    expect([...result().querySelectorAll('[data-result-row]')].map((row) => row.textContent)).toEqual(['第 1 行：#DIV/0!', '第 2 行：#DIV/0!'])
  })

  it('says when the preview data has no rows, and speaks en-US', () => {
    setLocale('en-US')
    const store = createSchemaStore({
      formConfig: {},
      widgetList: [{ id: 'plan', type: 'sub-form', category: 'container', options: { name: 'plan', label: 'Plan' }, widgetList: [field('number', 'part', { label: 'Part' }), field('number', 'twice', { label: 'Twice' })] }],
    })
    keepPreviewData(store, { plan: [] })
    render(<WidgetSettingsPanel store={store} selectedId="twice" />)
    fireEvent.click(screen.getByRole('button', { name: /Edit formula/ }))
    typeCode('part * 2')
    expect(result().getAttribute('data-result-source')).toBe('preview')
    expect(result().textContent).toBe('Result:  Computed from the data filled in the previewPlan has no rows in the preview data')
    expect(within(formulaDialog()).getByRole('radio', { name: 'Sample data' })).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/\p{Script=Han}/u)
  })
})
