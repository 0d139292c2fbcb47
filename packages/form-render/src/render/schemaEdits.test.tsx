import { loadFormJson, type FormJson, type Widget } from '@tandem/form-core'
import { act, fireEvent, render } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { FormRender } from '../FormRender'
import { container, field, form, grid, testShell } from '../test-support'
import type { FormRenderApi } from '../types'
import { renderCounts as renders } from '../test-support/renderCounts'

// Every field adapter is wrapped so the test can count how often each field's widget renders.
vi.mock('../widgets', async (importOriginal) => (await import('../test-support/renderCounts')).countingWidgets(await importOriginal()))

/** The schema store's way of editing: the edited widget and its ancestors are new objects, the rest shared. */
function editWidget(json: FormJson, name: string, change: (widget: Widget) => Widget): FormJson {
  const inList = (list: Widget[]): Widget[] => {
    let touched = false
    const next = list.map((widget) => {
      const edited = widget.options.name === name ? change(widget) : inWidget(widget)
      touched ||= edited !== widget
      return edited
    })
    return touched ? next : list
  }
  const inWidget = (widget: Widget): Widget => {
    let next = widget
    for (const key of ['widgetList', 'cols'] as const) {
      const list = widget[key]
      if (Array.isArray(list) && inList(list) !== list) next = { ...next, [key]: inList(list) }
    }
    return next
  }
  return { ...json, widgetList: inList(json.widgetList) }
}

function bigSchema(): FormJson {
  const cols = Array.from({ length: 20 }, (_, i) => container('grid-col', `col${i}`, [field('input', `f${i}`)], { span: 12 }))
  return loadFormJson(form([grid('g', cols), container('card', 'card', [field('number', 'amount')])]))
}

function renderSchema(schema: FormJson, designed: boolean) {
  const ref = createRef<FormRenderApi>()
  const shell = designed ? testShell : undefined
  const result = render(<FormRender ref={ref} schema={schema} designShell={shell} />)
  return { ...result, api: ref.current as FormRenderApi, update: (next: FormJson) => result.rerender(<FormRender ref={ref} schema={next} designShell={shell} />) }
}

describe.each([true, false])('a new schema object (design shell: %s)', (designed) => {
  it('re-renders the edited field only', () => {
    const schema = bigSchema()
    const f = renderSchema(schema, designed)
    const before = new Map(renders)
    act(() => f.update(editWidget(schema, 'f7', (w) => ({ ...w, options: { ...w.options, label: '新标签' } }))))
    const changed = [...renders].filter(([name, count]) => before.get(name) !== count).map(([name]) => name)
    expect(changed).toEqual(['f7'])
    expect(f.container.querySelector('[data-widget-name="f7"]')?.textContent).toContain('新标签')
  })

  it('keeps values and DOM of untouched widgets, adds and removes widgets in place', () => {
    const schema = bigSchema()
    const f = renderSchema(schema, designed)
    fireEvent.change(f.container.querySelector('[data-widget-name="f1"] input') as HTMLInputElement, { target: { value: 'typed' } })
    const untouched = f.container.querySelector('[data-widget-name="f2"]')
    let next = editWidget(schema, 'card', (card) => ({ ...card, widgetList: [...(card.widgetList ?? []), loadFormJson(form([field('input', 'added', { defaultValue: '默认' })])).widgetList[0]] }))
    next = editWidget(next, 'col3', (col) => ({ ...col, widgetList: [] }))
    act(() => f.update(next))
    expect(f.container.querySelector('[data-widget-name="f2"]')).toBe(untouched)
    expect(f.container.querySelector('[data-widget-name="f3"]')).toBeNull()
    expect((f.container.querySelector('[data-widget-name="added"] input') as HTMLInputElement).value).toBe('默认')
    expect(f.api.getFormData(false)).toMatchObject({ f1: 'typed', added: '默认' })
    expect(f.api.getFormData(false)).not.toHaveProperty('f3')
  })

  it('follows a new formConfig', () => {
    const schema = bigSchema()
    const f = renderSchema(schema, designed)
    act(() => f.update({ ...schema, formConfig: { ...schema.formConfig, labelPosition: 'top' } }))
    expect(f.container.querySelector('.tfr-form')?.classList.contains('tfr-label-top')).toBe(true)
  })
})
