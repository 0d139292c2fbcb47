import { loadFormJson, type Widget } from '@tandem/form-core'
import { act, fireEvent, render } from '@testing-library/react'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { FormRender } from '../FormRender'
import { container, field, form, grid, settle, staticWidget, testShell } from '../test-support'
import type { FieldRef, FormRenderApi } from '../types'

const pane = (name: string, children: Widget[], options: Record<string, unknown> = {}) => container('tab-pane', name, children, { label: name, ...options })
const cell = (name: string, children: Widget[]) => container('table-cell', name, children, { colspan: 1, rowspan: 1 })

/** One of every container, some hidden, some empty, with scripts that must not run on a canvas. */
function designForm() {
  return form(
    [
      grid('g', [container('grid-col', 'col1', [field('input', 'name', { onCreated: 'window.__designRan = "onCreated"' })], { span: 12 }), container('grid-col', 'col2', [], { span: 12 })]),
      { id: 't', type: 'table', category: 'container', options: { name: 't' }, rows: [{ id: 'r1', cols: [cell('c1', [field('number', 'qty')]), cell('c2', [])] }] },
      { id: 'tabs', type: 'tab', category: 'container', options: { name: 'tabs' }, tabs: [pane('p1', [field('input', 'inP1')]), pane('p2', [field('input', 'inP2')], { hidden: true })] },
      container('card', 'card', [], { label: '分组', showFold: true }),
      field('input', 'secret', { hidden: true }),
      container('sub-form', 'items', [field('input', 'product'), field('number', 'price')], { label: '明细', showBlankRow: true }),
      container('grid-sub-form', 'parties', [grid('pg', [container('grid-col', 'pcol', [field('input', 'party')], { span: 24 })])]),
      container('vf-dialog', 'dlg', [field('input', 'inDialog')], { title: '编辑' }),
      container('vf-drawer', 'drw', []),
      field('select', 'dept', { dsEnabled: true, dsName: 'departments', optionItems: [{ label: '甲', value: 1 }] }),
      staticWidget('alert', 'note', { title: '注意', closable: true, onClose: 'window.__designRan = "onClose"' }),
    ],
    { onFormCreated: 'window.__designRan = "onFormCreated"', onFormMounted: 'window.__designRan = "onFormMounted"' },
  )
}

function renderDesign(json: unknown = designForm()) {
  const ref = createRef<FormRenderApi>()
  const schema = loadFormJson(json)
  const result = render(<FormRender ref={ref} schema={schema} designShell={testShell} />)
  const q = (selector: string) => result.container.querySelector<HTMLElement>(selector)
  return { ...result, api: ref.current as FormRenderApi, schema, q, widget: (name: string) => q(`[data-widget-name="${name}"]`) }
}

declare global {
  var __designRan: string | undefined
}

describe('design mode', () => {
  it('hands every widget to renderWidget; every widget keeps data-widget-type and data-widget-name', () => {
    const f = renderDesign()
    const names = ['g', 'col1', 'col2', 'name', 't', 'c1', 'c2', 'qty', 'tabs', 'p1', 'inP1', 'card', 'secret', 'items', 'product', 'parties', 'party', 'dlg', 'inDialog', 'drw', 'dept', 'note']
    for (const name of names) {
      expect(f.q(`[data-shell-widget="${name}"]`), name).not.toBeNull()
      expect(f.widget(name)?.getAttribute('data-widget-type'), name).toBeTruthy()
    }
  })

  it('hands every child list to renderList, empty ones included', () => {
    const f = renderDesign()
    const count = (owner: string) => f.q(`[data-shell-list="${owner}"]`)?.getAttribute('data-shell-count')
    expect(count('(root)')).toBe('11')
    expect(count('col1')).toBe('1')
    expect(count('col2')).toBe('0')
    expect(count('c2')).toBe('0')
    expect(count('card')).toBe('0')
    expect(count('items')).toBe('2')
    expect(count('parties')).toBe('1')
    expect(count('dlg')).toBe('1')
    expect(count('drw')).toBe('0')
  })

  it('keeps layout: columns stay children of the grid row, cells stay <td> of their row', () => {
    const f = renderDesign()
    expect(f.widget('col1')?.parentElement).toBe(f.q('.tfr-grid'))
    expect(f.widget('col1')?.firstElementChild?.getAttribute('data-shell-widget')).toBe('col1')
    const td = f.widget('c1') as HTMLElement
    expect(td.tagName).toBe('TD')
    expect(td.parentElement?.tagName).toBe('TR')
    expect(td.firstElementChild?.getAttribute('data-shell-widget')).toBe('c1')
    expect(f.widget('p1')?.firstElementChild?.getAttribute('data-shell-widget')).toBe('p1')
  })

  it('draws hidden widgets, marked data-design-hidden', () => {
    const f = renderDesign()
    expect(f.widget('secret')?.getAttribute('data-design-hidden')).toBe('true')
    expect(f.widget('name')?.hasAttribute('data-design-hidden')).toBe(false)
    expect([...f.container.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['p1', 'p2'])
  })

  it('runs no script and no data source', async () => {
    globalThis.__designRan = undefined
    const f = renderDesign()
    await settle()
    fireEvent.click(f.widget('note')?.querySelector('.ant-alert-close-icon') as Element)
    expect(globalThis.__designRan).toBeUndefined()
    // a data source run would first clear the options
    expect((f.api.getWidgetRef('dept') as FieldRef).getOptionItems()).toHaveLength(1)
    expect(f.widget('note')?.textContent).toContain('注意')
  })

  it('draws a sub-form and a grid-sub-form once, as their widget list, without rows', () => {
    const f = renderDesign()
    expect(f.widget('items')?.querySelectorAll('[data-widget-name="product"]')).toHaveLength(1)
    expect(f.widget('items')?.querySelector('[data-row-id]')).toBeNull()
    expect(f.widget('parties')?.querySelectorAll('[data-widget-name="party"]')).toHaveLength(1)
  })

  it('draws dialogs and drawers in place as a titled box of their widgets', () => {
    const f = renderDesign()
    const dialog = f.widget('dlg') as HTMLElement
    expect(dialog.getAttribute('data-widget-type')).toBe('vf-dialog')
    expect(dialog.textContent).toContain('编辑')
    expect(dialog.querySelector('[data-widget-name="inDialog"] input')).not.toBeNull()
    expect(f.widget('drw')?.getAttribute('data-widget-type')).toBe('vf-drawer')
  })

  it('switches tab panes by their headers, hidden panes included', async () => {
    const f = renderDesign()
    const tabs = [...f.container.querySelectorAll<HTMLElement>('[role="tab"]')]
    await act(async () => tabs[1].click())
    expect(f.container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('p2')
    expect(f.widget('p2')?.getAttribute('data-design-hidden')).toBe('true')
    expect(f.widget('inP2')).not.toBeNull()
  })

  it('folds and unfolds a card by its toggle', async () => {
    const f = renderDesign()
    const toggle = () => f.widget('card')?.querySelector('button') as HTMLElement
    await act(async () => toggle().click())
    expect(f.widget('card')?.classList.contains('tfr-card-folded')).toBe(true)
    await act(async () => toggle().click())
    expect(f.widget('card')?.classList.contains('tfr-card-folded')).toBe(false)
  })

  it('uses the schema as it is, never a copy', () => {
    const f = renderDesign()
    const name = f.api.getFieldWidgets().find((info) => info.name === 'name')?.field
    expect(name).toBe(f.schema.widgetList[0].cols?.[0].widgetList?.[0])
  })
})
