import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ROW_CHANGE_DELAY_MS } from '../../runtime'
import { container, field, form, grid, renderForm, settle } from '../../test-support'
import type { ContainerRef } from '../../types'

afterEach(() => vi.useRealTimers())

function gridSubForm(options: Record<string, unknown> = {}) {
  const cols = [container('grid-col', 'c1', [field('input', 'party', { required: true })], { span: 12 }), container('grid-col', 'c2', [field('number', 'amount')], { span: 12 })]
  return form([
    container('grid-sub-form', 'parties', [grid('partyGrid', cols)], {
      showBlankRow: true,
      showRowNumber: true,
      onSubFormRowChange: 'this.getFormRef().addEC("changes", (this.getFormRef().getEC("changes") || 0) + 1)',
      ...options,
    }),
  ])
}

const rowIds = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-widget-name="parties"] [data-row-id]')].map((row) => row.dataset.rowId)
// Buttons by their accessible name through selectors: role queries compute styles of the whole
// document and take seconds on a loaded machine.
const buttons = (root: HTMLElement, name: string) => [...root.querySelectorAll<HTMLButtonElement>(`button[aria-label="${name}"]`)]
const parties = (root: HTMLElement) => [...root.querySelectorAll<HTMLInputElement>('[data-widget-name="party"] input')].map((input) => input.value)

describe('grid-sub-form', () => {
  it('renders each row with the whole layout, fields addressed name@row{rowId} with their labels', () => {
    const f = renderForm(gridSubForm(), { formData: { parties: [{ party: '甲方', amount: 3 }, { party: '乙方' }] } })
    const ids = rowIds(f.container)
    expect(ids).toHaveLength(2)
    const row = f.container.querySelector(`[data-row-id="${ids[1]}"]`) as HTMLElement
    expect(row.querySelector('[data-widget-type="grid"]')).not.toBeNull()
    expect(row.querySelector(`[data-field-path="party@row${ids[1]}"] input`)).toHaveProperty('value', '乙方')
    expect(row.textContent).toContain('party')
    expect((f.api.getWidgetRef(`amount@row${ids[0]}`) as { getValue(): unknown }).getValue()).toBe(3)
  })

  it('adds, inserts and deletes rows (with confirmation) like the sub-form', async () => {
    const f = renderForm(gridSubForm({ actionColumnPosition: 'right' }), { formData: { parties: [{ party: 'a' }, { party: 'b' }] } })
    fireEvent.click(screen.getByText('新增'))
    expect(parties(f.container)).toEqual(['a', 'b', ''])
    fireEvent.click(buttons(f.container, '插入')[1])
    expect(parties(f.container)).toEqual(['a', '', 'b', ''])
    fireEvent.click(buttons(f.container, '删除')[0])
    await settle()
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('确定删除该行数据吗？')
    await act(async () => document.querySelector<HTMLButtonElement>('.ant-modal-confirm .ant-btn-dangerous')?.click())
    await settle()
    expect(parties(f.container)).toEqual(['', 'b', ''])
    const cells = [...(f.container.querySelector('[data-row-id]') as HTMLElement).children]
    expect(cells[cells.length - 1].classList.contains('tfr-sub-form-actions')).toBe(true)
    expect((f.api.getWidgetRef('parties') as ContainerRef).getSubFormRowCount()).toBe(3)
  })

  it('validates fields of every row and notifies row change 800 ms after load', async () => {
    vi.useFakeTimers()
    const f = renderForm(gridSubForm())
    act(() => vi.advanceTimersByTime(ROW_CHANGE_DELAY_MS))
    expect(f.api.getEC('changes')).toBe(1)
    vi.useRealTimers()
    await expect(f.run((api) => api.validateForm())).resolves.toBe(false)
    expect(f.field('party')?.querySelector('[role="alert"]')?.textContent).toBe('字段值不可为空')
  })
})
