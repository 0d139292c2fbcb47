import { fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { container, field, form, grid, renderForm } from '../test-support'
import { renderCounts as renders } from '../test-support/renderCounts'

// Every field adapter is wrapped so the test can count how often each field's widget renders.
vi.mock('../widgets', async (importOriginal) => (await import('../test-support/renderCounts')).countingWidgets(await importOriginal()))

// Item labels count their renders too (by field name): a keystroke must leave the item around the widget alone.
const labelRenders = new Map<string, number>()
vi.mock('./ItemLabel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./ItemLabel')>()
  return {
    ...actual,
    ItemLabel: (props: Parameters<typeof actual.ItemLabel>[0]) => {
      labelRenders.set(props.field.name, (labelRenders.get(props.field.name) ?? 0) + 1)
      return actual.ItemLabel(props)
    },
  }
})

function bigForm() {
  const cols = Array.from({ length: 40 }, (_, i) => container('grid-col', `col${i}`, [field('input', `f${i}`)], { span: 12 }))
  return form([grid('g', cols), container('sub-form', 'lines', [field('input', 'line'), field('number', 'qty')])])
}

describe('render isolation', () => {
  it('a keystroke re-renders only the field typed into', { timeout: 20_000 }, () => {
    const f = renderForm(bigForm(), { formData: { lines: [{ line: 'a' }, { line: 'b' }, { line: 'c' }] } })
    const before = new Map(renders)
    fireEvent.change(f.field('f27')?.querySelector('input') as HTMLInputElement, { target: { value: 'typed' } })
    const changed = [...renders].filter(([name, count]) => before.get(name) !== count).map(([name]) => name)
    expect(changed).toEqual(['f27'])
    expect(f.api.getFieldValue('f27')).toBe('typed')
  })

  it('a keystroke renders the typed widget once and no item around it; a message renders the item', async () => {
    const f = renderForm(form([field('input', 'name', { required: true }), field('input', 'other')]))
    const input = f.field('name')?.querySelector('input') as HTMLInputElement
    const widgetBefore = renders.get('name') ?? 0
    const labelsBefore = new Map(labelRenders)
    await f.run(() => fireEvent.change(input, { target: { value: 'a' } }))
    expect((renders.get('name') ?? 0) - widgetBefore).toBe(1)
    expect(labelRenders).toEqual(labelsBefore)
    // emptying the required field shows its message: the item (and so its label) renders again
    await f.run(() => fireEvent.change(input, { target: { value: '' } }))
    expect(f.field('name')?.querySelector('[role="alert"]')).not.toBeNull()
    expect(labelRenders.get('name')).toBe((labelsBefore.get('name') ?? 0) + 1)
    expect(labelRenders.get('other')).toBe(labelsBefore.get('other'))
  })

  it('a keystroke in a sub-form row re-renders that row field only', () => {
    const f = renderForm(bigForm(), { formData: { lines: [{ line: 'a' }, { line: 'b' }, { line: 'c' }] } })
    const rowInputs = f.fields('line').map((el) => el.querySelector('input') as HTMLInputElement)
    const counts = () => [...renders.entries()].reduce((sum, [, n]) => sum + n, 0)
    const total = counts()
    fireEvent.change(rowInputs[1], { target: { value: 'bb' } })
    expect(counts() - total).toBe(1)
    expect(f.api.getFieldValue('line')).toEqual(['a', 'bb', 'c'])
  })

  it.each([3, 40])('adding a row to a sub-form of %i rows renders the new row only (40: windowed)', (rows) => {
    // jsdom lays nothing out: give the windowed sub-form's viewport a height so it mounts rows
    const sized = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('tfr-sub-form-scroll') ? 480 : 0
    })
    try {
      const lines = Array.from({ length: rows }, (_, i) => ({ line: `l${i}`, qty: i }))
      const f = renderForm(bigForm(), { formData: { lines } })
      expect(f.container.querySelectorAll('[data-row-id]').length).toBeGreaterThan(2)
      const rowRenders = () => (renders.get('line') ?? 0) + (renders.get('qty') ?? 0)
      const before = rowRenders()
      fireEvent.click(f.container.querySelector('.tfr-sub-form-header button') as HTMLElement)
      expect(f.api.getFieldValue('line')).toHaveLength(rows + 1)
      // the new row's two fields and nothing else (jsdom rows measure 0 px, so the window holds it)
      expect(rowRenders() - before).toBe(2)
    } finally {
      sized.mockRestore()
    }
  })
})
