import { createSchemaStore, type SchemaStore } from '@tandem/form-core'
import { act, fireEvent, screen } from '@testing-library/react'
import { field } from '../../settings-panel/test-support/sampleStore'

/** A contract form to author logic on: a type with options, a supplier, an amount, its words, a note and a payment plan. */
export function logicStore(labels: Record<string, string> = {}): SchemaStore {
  const label = (name: string, fallback: string) => labels[name] ?? fallback
  return createSchemaStore({
    formConfig: {},
    widgetList: [
      field('select', 'contractType', {
        label: label('contractType', '合同类型'),
        optionItems: [
          { label: label('purchase', '采购'), value: 'purchase' },
          { label: label('sale', '销售'), value: 'sale' },
        ],
      }),
      field('input', 'supplier', { label: label('supplier', '供应商') }),
      field('number', 'amount', { label: label('amount', '合同金额') }),
      field('input', 'amountInWords', { label: label('amountInWords', '金额大写') }),
      field('textarea', 'note', { label: label('note', '审批说明') }),
      { id: 'plan', type: 'sub-form', category: 'container', options: { name: 'plan', label: label('plan', '付款计划') }, widgetList: [field('number', 'planAmount', { label: label('planAmount', '计划金额') })] },
    ],
  })
}

/** Opens an antd select and picks the option titled `title` (the newest dropdown holds it). */
export async function choose(select: HTMLElement, title: string): Promise<void> {
  fireEvent.mouseDown(select)
  const options = await screen.findAllByTitle(title)
  await act(async () => void fireEvent.click(options[options.length - 1]!))
}

/** The titles of the options of an antd select once opened, found by one option it surely has (antd keeps closed dropdowns in the document). */
export async function optionTitles(select: HTMLElement, known: string): Promise<string[]> {
  fireEvent.mouseDown(select)
  const found = await screen.findAllByTitle(known)
  const popup = found[found.length - 1]!.closest('.ant-select-dropdown')!
  return [...popup.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title') ?? '')
}
