import type { Widget } from '@tandem/form-core'
import { fireEvent } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { container, field, form, grid, renderForm, staticWidget } from '../test-support'
import type { ContainerRef } from '../types'

const gridCol = (name: string, children: Widget[], options: Record<string, unknown> = {}): Widget => container('grid-col', name, children, { span: 12, ...options })

function tableWidget(): Widget {
  const cell = (name: string, children: Widget[], options: Record<string, unknown> = {}, merged = false): Widget => ({
    ...container('table-cell', name, children, { colspan: 1, rowspan: 1, ...options }),
    merged,
  })
  return {
    id: 't1',
    type: 'table',
    category: 'container',
    options: { name: 't1' },
    rows: [
      { id: 'r1', cols: [cell('c11', [field('input', 'inTable', { required: true })], { colspan: 2, cellWidth: '120px' }), cell('c12', [], {}, true)] },
      { id: 'r2', cols: [cell('c21', [field('input', 'note', { label: '说明' })]), cell('c22', [], { cellHeight: '40px' })] },
    ],
  }
}

function tabWidget(): Widget {
  const pane = (name: string, label: string, children: Widget[], options: Record<string, unknown> = {}) => container('tab-pane', name, children, { label, ...options })
  return {
    id: 'tabs',
    type: 'tab',
    category: 'container',
    displayType: 'border-card',
    options: { name: 'tabs' },
    tabs: [pane('p1', '基本', [field('input', 'inTab1', { required: true })]), pane('p2', '扩展', [field('input', 'inTab2')], { active: true }), pane('p3', '隐藏', [], { hidden: true })],
  }
}

/** One form per container type, each holding a required input named `in<Type>`. */
const cases: { type: string; name: string; fieldName: string; json: () => ReturnType<typeof form> }[] = [
  {
    type: 'grid',
    name: 'g1',
    fieldName: 'inGrid',
    json: () => form([grid('g1', [gridCol('gc1', [field('input', 'inGrid', { required: true })]), gridCol('gc2', [field('number', 'n1')])])]),
  },
  { type: 'table', name: 't1', fieldName: 'inTable', json: () => form([tableWidget()]) },
  { type: 'tab', name: 'tabs', fieldName: 'inTab1', json: () => form([tabWidget()]) },
  { type: 'card', name: 'card1', fieldName: 'inCard', json: () => form([container('card', 'card1', [field('input', 'inCard', { required: true })], { label: '分组' })]) },
  {
    type: 'sub-form',
    name: 'sf',
    fieldName: 'inSub',
    json: () => form([container('sub-form', 'sf', [field('input', 'inSub', { required: true })], { showBlankRow: true })]),
  },
]

const inputOf = (element: Element | null | undefined) => element?.querySelector('input') as HTMLInputElement

describe.each(cases)('$type container', ({ type, name, fieldName, json }) => {
  it('renders with data-widget-type / data-widget-name and its fields', () => {
    const f = renderForm(json())
    expect(f.container.querySelector(`[data-widget-type="${type}"][data-widget-name="${name}"]`)).not.toBeNull()
    expect(f.field(fieldName)).not.toBeNull()
  })

  it('read mode shows its fields as text', async () => {
    const f = renderForm(json())
    await f.run((api) => api.setFieldValue(fieldName, '值'))
    await f.run((api) => api.setReadMode())
    expect(f.field(fieldName)?.querySelector('input')).toBeNull()
    expect(f.field(fieldName)?.textContent).toContain('值')
  })

  it('disabled container disables its fields', async () => {
    const f = renderForm(json())
    await f.run((api) => (api.getWidgetRef(name) as ContainerRef).setDisabled(true))
    expect(inputOf(f.field(fieldName)).disabled).toBe(true)
  })

  it('hidden: not rendered, its fields not validated; shown again: validated again', async () => {
    const f = renderForm(json())
    await f.run((api) => api.hideWidgets(name))
    expect(f.field(name)).toBeNull()
    expect(f.field(fieldName)).toBeNull()
    await expect(f.run((api) => api.validateForm())).resolves.toBe(true)
    await f.run((api) => api.showWidgets(name))
    await expect(f.run((api) => api.validateForm())).resolves.toBe(false)
    expect(f.field(fieldName)?.querySelector('[role="alert"]')?.textContent).toBe('字段值不可为空')
  })
})

describe('grid', () => {
  it('uses span, offset, push, pull; responsive spans follow layoutType', () => {
    const cols = [gridCol('a', [], { span: 6, offset: 6, push: 3, pull: 0 }), gridCol('b', [], { responsive: true, md: 8, sm: 12, xs: 24 })]
    const pc = renderForm(form([grid('g', cols)], { layoutType: 'PC' }))
    const a = pc.field('a') as HTMLElement
    expect(a.style.maxWidth).toBe('25%')
    expect(a.style.marginLeft).toBe('25%')
    expect(a.style.left).toBe('12.5%')
    expect((pc.field('b') as HTMLElement).style.maxWidth).toBe(`${(8 / 24) * 100}%`)
    pc.unmount()
    const h5 = renderForm(form([grid('g', cols)], { layoutType: 'H5' }))
    expect((h5.field('b') as HTMLElement).style.maxWidth).toBe('100%')
  })
})

describe('table', () => {
  it('skips merged cells and applies colspan, width and height', () => {
    const f = renderForm(form([tableWidget()]))
    expect(f.field('c12')).toBeNull()
    const first = f.field('c11') as HTMLTableCellElement
    expect(first.colSpan).toBe(2)
    expect(first.style.width).toBe('120px')
    expect((f.field('c22') as HTMLElement).style.height).toBe('40px')
    expect(f.field('note')?.textContent).toContain('说明')
  })
})

describe('tab', () => {
  const tabLabels = (root: HTMLElement) => [...root.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)
  const activeLabel = (root: HTMLElement) => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent

  it('starts on the first active pane and does not render hidden panes', () => {
    const f = renderForm(form([tabWidget()]))
    expect(tabLabels(f.container)).toEqual(['基本', '扩展'])
    expect(activeLabel(f.container)).toBe('扩展')
  })

  it('activates, disables, enables, hides and shows panes by index', async () => {
    const f = renderForm(form([tabWidget()]))
    const tabs = f.api.getWidgetRef('tabs') as ContainerRef
    await f.run(() => tabs.activeTab(0))
    expect(activeLabel(f.container)).toBe('基本')
    await f.run(() => tabs.disableTab(1))
    expect(f.container.querySelectorAll('[role="tab"][aria-disabled="true"]')).toHaveLength(1)
    await f.run(() => tabs.enableTab(1))
    expect(f.container.querySelectorAll('[role="tab"][aria-disabled="true"]')).toHaveLength(0)
    await f.run(() => tabs.showTab(2))
    expect(tabLabels(f.container)).toEqual(['基本', '扩展', '隐藏'])
    await f.run(() => tabs.hideTab(0))
    expect(tabLabels(f.container)).toEqual(['扩展', '隐藏'])
  })

  it('a click on a tab activates it', async () => {
    const f = renderForm(form([tabWidget()]))
    fireEvent.click(f.getByText('基本'))
    expect(activeLabel(f.container)).toBe('基本')
  })
})

describe('card', () => {
  it('folds and unfolds with showFold, and honours cardWidth and folded', async () => {
    const f = renderForm(form([container('card', 'c', [field('input', 'x')], { label: '卡片', cardWidth: '60%', folded: true })]))
    expect((f.field('c') as HTMLElement).style.width).toBe('60%')
    expect(f.field('x')).toBeNull()
    fireEvent.click(f.getByRole('button', { name: 'unfold' }))
    expect(f.field('x')).not.toBeNull()
    fireEvent.click(f.getByRole('button', { name: 'fold' }))
    expect(f.field('x')).toBeNull()
  })

  it('has no fold button without showFold', () => {
    const f = renderForm(form([container('card', 'c', [], { showFold: false })]))
    expect(f.queryByRole('button')).toBeNull()
  })
})

describe('alert', () => {
  it('shows title, description and type, and runs onClose when closed', async () => {
    const json = form([
      staticWidget('alert', 'a1', { title: '注意', description: '详细说明', type: 'warning', closable: true, showIcon: true, onClose: 'this.getFormRef().addEC("closed", true)' }),
    ])
    const f = renderForm(json)
    const alert = f.field('a1') as HTMLElement
    expect(alert.textContent).toContain('注意')
    expect(alert.textContent).toContain('详细说明')
    expect(alert.querySelector('.ant-alert-warning')).not.toBeNull()
    fireEvent.click(alert.querySelector('.ant-alert-close-icon') as Element)
    expect(f.api.hasEC('closed')).toBe(true)
  })
})

describe('types without a renderer', () => {
  it('an unknown field type shows a visible placeholder naming it, and keeps its data key', () => {
    const f = renderForm(form([field('mystery-widget', 'w1')]))
    expect(f.field('w1')?.textContent).toBe('未知组件类型：mystery-widget')
    expect(f.api.getFormData(false)).toHaveProperty('w1')
  })

  it('an unknown container type shows a placeholder', () => {
    const f = renderForm(form([container('mystery-box', 'box', [])]))
    expect(f.field('box')?.textContent).toBe('未知组件类型：mystery-box')
  })

  it.each(['file-upload', 'picture-upload', 'rich-editor'])('a %s field renders (adapter or placeholder) without crashing', (type) => {
    const f = renderForm(form([field(type, 'w1')]))
    expect(f.field('w1')?.getAttribute('data-widget-type')).toBe(type)
    expect(f.api.getFormData(false)).toHaveProperty('w1')
  })

  it.each(['grid-sub-form', 'data-table', 'vf-dialog', 'vf-drawer'])('a %s container has a renderer (no placeholder)', (type) => {
    const f = renderForm(form([container(type, 'box', [])]))
    expect(f.container.textContent).not.toContain('未知组件类型')
  })
})
