import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ROW_CHANGE_DELAY_MS } from '../../runtime'
import { container, field, form, renderForm, settle } from '../../test-support'
import type { ContainerRef } from '../../types'

afterEach(() => vi.useRealTimers())

function subForm(options: Record<string, unknown> = {}) {
  return form([
    container('sub-form', 'items', [field('input', 'product', { required: true, columnWidth: '180px' }), field('number', 'qty')], {
      showBlankRow: true,
      showRowNumber: true,
      onSubFormRowChange: 'this.getFormRef().addEC("changes", (this.getFormRef().getEC("changes") || 0) + 1)',
      onSubFormRowAdd: 'this.getFormRef().addEC("added", newRowId)',
      onSubFormRowDelete: 'this.getFormRef().addEC("deleted", deletedDataRow)',
      ...options,
    }),
  ])
}

const rowNumbers = (root: HTMLElement) => [...root.querySelectorAll('[data-row-id] .tfr-sub-form-index')].map((cell) => cell.textContent)
const products = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('[data-widget-name="product"] input')].map((input) => input.value)

describe('sub-form', () => {
  // Mounting 40 rows twice takes seconds on a busy machine; the timeout is a hang guard, not a timing check.
  it('mounts every row of a long sub-form in a print layout, and windows them otherwise', { timeout: 30_000 }, async () => {
    const data = { items: Array.from({ length: 40 }, (_, i) => ({ product: `P${i + 1}`, qty: i })) }
    const windowed = renderForm(subForm(), { formData: data })
    await settle()
    expect(windowed.container.querySelector('.tfr-sub-form-scroll')).not.toBeNull()
    expect(windowed.container.querySelectorAll('[data-row-id]').length).toBeLessThan(40)
    windowed.unmount()
    const printed = renderForm(subForm(), { formData: data, printLayout: true })
    await settle()
    expect(printed.container.querySelector('.tfr-sub-form-scroll')).toBeNull()
    expect(products(printed.container)).toEqual(data.items.map((row) => row.product))
  })

  it('starts with one blank row when showBlankRow, numbers rows, marks required headers', () => {
    const f = renderForm(subForm())
    expect(rowNumbers(f.container)).toEqual(['1'])
    const required = [...f.container.querySelectorAll('.tfr-sub-form-head.tfr-required')].map((cell) => cell.textContent)
    expect(required).toEqual(['product'])
  })

  it("lays rows out as VForm does: the number after the row's buttons in one action column, each field's label kept out of sight in its cell, still naming its input", async () => {
    const f = renderForm(subForm())
    const row = f.container.querySelector<HTMLElement>('[data-row-id]') as HTMLElement
    expect(row.style.gridTemplateColumns).toBe('128px 180px 200px')
    const actions = row.querySelector('.sub-form-action-column') as HTMLElement
    expect([...actions.querySelectorAll('button')].map((button) => button.getAttribute('aria-label'))).toEqual(['插入', '删除'])
    expect(actions.querySelector('.tfr-sub-form-index')?.textContent).toBe('1')
    const labels = [...row.querySelectorAll<HTMLLabelElement>('.sub-form-table-column .el-form-item__label')]
    expect(labels.map((label) => [label.textContent, `${label.style.position} ${label.style.width}x${label.style.height}`, row.querySelector(`[id="${label.htmlFor}"]`)?.tagName])).toEqual([
      ['product', 'absolute 1pxx1px', 'INPUT'],
      ['qty', 'absolute 1pxx1px', 'INPUT'],
    ])
    await f.run((api) => api.setReadMode())
    expect((f.container.querySelector('[data-row-id]') as HTMLElement).style.gridTemplateColumns).toBe('50px 180px 200px')
  })

  it('starts empty without showBlankRow', () => {
    const f = renderForm(subForm({ showBlankRow: false }))
    expect(rowNumbers(f.container)).toEqual([])
  })

  it('adds a row with the header button and runs onSubFormRowAdd then onSubFormRowChange', () => {
    const f = renderForm(subForm())
    fireEvent.click(screen.getByRole('button', { name: /新增/ }))
    expect(rowNumbers(f.container)).toEqual(['1', '2'])
    expect(f.api.getEC('added')).toBe(f.api.getWidgetRef('items') && (f.api.getWidgetRef('items') as ContainerRef).getRowIdData()[1])
    expect(f.api.getEC('changes')).toBe(1)
  })

  it('inserts a row at the index of the row whose insert button was pressed', async () => {
    const f = renderForm(subForm(), { formData: { items: [{ product: 'a' }, { product: 'b' }] } })
    fireEvent.click(screen.getAllByRole('button', { name: '插入' })[1])
    expect(products(f.container)).toEqual(['a', '', 'b'])
    expect(rowNumbers(f.container)).toEqual(['1', '2', '3'])
  })

  it('deletes a row only after the confirmation; dismissing it does nothing', async () => {
    const f = renderForm(subForm(), { formData: { items: [{ product: 'a' }, { product: 'b' }] } })
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0])
    await settle()
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('确定删除该行数据吗？')
    const cancel = document.querySelector<HTMLButtonElement>('.ant-modal-confirm-btns button:not(.ant-btn-dangerous)')
    expect(cancel?.textContent?.replace(/\s/g, '')).toBe('取消')
    await act(async () => cancel?.click())
    await settle()
    expect(products(f.container)).toEqual(['a', 'b'])
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0])
    await settle()
    const modals = document.querySelectorAll('.ant-modal-confirm')
    const ok = modals[modals.length - 1].querySelector<HTMLButtonElement>('.ant-btn-dangerous')
    await act(async () => ok?.click())
    await settle()
    expect(products(f.container)).toEqual(['b'])
    expect(f.api.getEC('deleted')).toEqual({ product: 'a', qty: 0 })
  })

  it('puts the action column on the right when actionColumnPosition is right', () => {
    const f = renderForm(subForm({ actionColumnPosition: 'right' }))
    const cells = [...(f.container.querySelector('[data-row-id]') as HTMLElement).children]
    expect(cells[cells.length - 1].classList.contains('tfr-sub-form-actions')).toBe(true)
  })

  it('notifies row change 800 ms after load and after setFormData', async () => {
    vi.useFakeTimers()
    const f = renderForm(subForm())
    expect(f.api.hasEC('changes')).toBe(false)
    act(() => vi.advanceTimersByTime(ROW_CHANGE_DELAY_MS - 1))
    expect(f.api.hasEC('changes')).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(f.api.getEC('changes')).toBe(1)
    act(() => f.api.setFormData({ items: [{ product: 'x' }] }))
    act(() => vi.advanceTimersByTime(ROW_CHANGE_DELAY_MS))
    expect(f.api.getEC('changes')).toBe(2)
  })

  it('disabled sub-form disables rows and buttons; read mode hides the actions', async () => {
    const f = renderForm(subForm())
    await f.run((api) => (api.getWidgetRef('items') as ContainerRef).disableSubForm())
    expect((screen.getByRole('button', { name: /新增/ }) as HTMLButtonElement).disabled).toBe(true)
    expect((f.container.querySelector('[data-widget-name="product"] input') as HTMLInputElement).disabled).toBe(true)
    await f.run((api) => api.setReadMode())
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull()
  })

  it('validates every row with a message under the invalid cell', async () => {
    const f = renderForm(subForm(), { formData: { items: [{ product: 'a' }, { product: '' }] } })
    await expect(f.run((api) => api.validateForm())).resolves.toBe(false)
    const cells = f.fields('product')
    expect(cells[0].querySelector('[role="alert"]')).toBeNull()
    expect(cells[1].querySelector('[role="alert"]')?.textContent).toBe('字段值不可为空')
  })

  it('windows big sub-forms: only some rows mounted, yet all rows validate and have refs', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ product: `p${i}` }))
    rows[150].product = ''
    const f = renderForm(subForm(), { formData: { items: rows } })
    expect(f.fields('product').length).toBeLessThan(60)
    const ref = f.api.getWidgetRef('items') as ContainerRef
    expect(ref.getSubFormRowCount()).toBe(200)
    expect(ref.getWidgetRefOfSubForm('product', 199)?.getValue()).toBe('p199')
    await expect(f.run((api) => api.validateForm())).resolves.toBe(false)
  })
})
