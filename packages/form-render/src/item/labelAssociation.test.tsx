import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { container, field, form, renderForm } from '../test-support'

const labelled = form([
  field('input', 'contractName', { label: '合同名称' }),
  field('textarea', 'summary', { label: '摘要' }),
  field('number', 'amount', { label: '合同金额' }),
  field('select', 'payType', { label: '付款方式', optionItems: [{ label: '现金', value: 1 }] }),
  field('cascader', 'region', { label: '地区', optionItems: [{ label: '浙江', value: 'zj' }] }),
  field('date', 'signDate', { label: '签订日期' }),
  field('time', 'signTime', { label: '签订时间' }),
  field('date-range', 'period', { label: '合同期限' }),
  field('time-range', 'workHours', { label: '工作时段' }),
  field('switch', 'urgent', { label: '加急' }),
  field('slider', 'progress', { label: '进度' }),
])

describe('an item label names its control', () => {
  it.each([
    ['合同名称', 'INPUT'],
    ['摘要', 'TEXTAREA'],
    ['合同金额', 'INPUT'],
    ['付款方式', 'INPUT'],
    ['地区', 'INPUT'],
    ['签订日期', 'INPUT'],
    ['签订时间', 'INPUT'],
    ['合同期限', 'INPUT'],
    ['工作时段', 'INPUT'],
    ['加急', 'BUTTON'],
  ])('%s is the label of its %s', (label, tag) => {
    renderForm(labelled)
    expect(screen.getByLabelText(label).tagName).toBe(tag)
  })

  it('names the slider handle after the item label', () => {
    renderForm(labelled)
    expect(screen.getByRole('slider', { name: '进度' })).toBeTruthy()
  })

  it('gives every item its own control id', () => {
    const f = renderForm(labelled)
    const targets = [...f.container.querySelectorAll('label[for]')].map((label) => label.getAttribute('for'))
    expect(targets).toHaveLength(11)
    expect(new Set(targets).size).toBe(11)
  })

  it('names each sub-form row field by its hidden label, row by row', async () => {
    const f = renderForm(form([container('sub-form', 'lines', [field('input', 'item', { label: '物料' })])]))
    await f.run((api) => api.setFormData({ lines: [{ item: '钢材' }, { item: '水泥' }] }))
    expect(screen.getAllByLabelText('物料').map((input) => (input as HTMLInputElement).value)).toEqual(['钢材', '水泥'])
  })

  it('points at no control in read mode, where the value is text', async () => {
    const f = renderForm(labelled)
    await f.run((api) => api.setReadMode())
    expect(f.container.querySelectorAll('label[for]')).toHaveLength(0)
  })
})

describe('a sub-form without controls to tab to', () => {
  const lines = form([container('sub-form', 'lines', [field('input', 'item', { label: '物料' })], { label: '明细', showBlankRow: true })])

  it('takes the focus itself in read mode, named after the sub-form, so keyboard users can scroll it', async () => {
    const f = renderForm(lines)
    expect(screen.queryByRole('group', { name: '明细' })).toBeNull()
    await f.run((api) => api.setReadMode())
    expect(screen.getByRole('group', { name: '明细' }).tabIndex).toBe(0)
  })

  it('takes the focus itself when disabled', async () => {
    const f = renderForm(lines)
    await f.run((api) => api.disableForm())
    expect(screen.getByRole('group', { name: '明细' }).tabIndex).toBe(0)
  })
})
