import { describe, expect, it, vi } from 'vitest'
import { createFormModel, type FormEvent, type FormJson, type Widget } from '../index.js'
import { container, field, sampleForm } from '../testing/sampleForm.js'

type Change = (widget: Widget) => Widget | null

/** A copy of `list` where the widget named `name` is changed (null = removed); only the path to it is new. */
function editList(list: readonly Widget[], name: string, change: Change): Widget[] {
  const result: Widget[] = []
  let touched = false
  for (const widget of list) {
    if (widget.options.name === name) {
      touched = true
      const next = change(widget)
      if (next) result.push(next)
      continue
    }
    const next = editWidget(widget, name, change)
    touched ||= next !== widget
    result.push(next)
  }
  return touched ? result : (list as Widget[])
}

function editWidget(widget: Widget, name: string, change: Change): Widget {
  let next = widget
  for (const key of ['widgetList', 'cols', 'tabs'] as const) {
    const list = widget[key]
    if (!Array.isArray(list)) continue
    const edited = editList(list, name, change)
    if (edited !== list) next = { ...next, [key]: edited }
  }
  return next
}

/** The schema store's way of editing: the edited widget and its ancestors are new objects. */
function edit(json: FormJson, name: string, change: Change): FormJson {
  return { ...json, widgetList: editList(json.widgetList, name, change) }
}

const withOptions = (options: Record<string, unknown>): Change => (widget) => ({ ...widget, options: { ...widget.options, ...options } })

/** Appends `widget` to the child list of the container named `parent`. */
const append = (widget: Widget): Change => (parent) => ({ ...parent, widgetList: [...(parent.widgetList ?? []), widget] })

describe('FormModel.updateStructure', () => {
  it('keeps values by name, gives new fields their default and drops removed fields', () => {
    const model = createFormModel(sampleForm(), { formData: { title: 'kept', amount: 7 } })
    let json = edit(model.json, 'amount', () => null)
    json = edit(json, 'card1', append(field('input', 'added', { defaultValue: 'new' })))
    model.updateStructure(json)
    expect(model.json).toBe(json)
    const data = model.getFormData()
    expect(data.title).toBe('kept')
    expect(data.added).toBe('new')
    expect(data).not.toHaveProperty('amount')
    expect(model.hasWidget('amount')).toBe(false)
    expect(() => model.getField('amount')).toThrow('Widget not found: amount')
  })

  it('wakes only the paths whose snapshot changed, then structure listeners', () => {
    const model = createFormModel(sampleForm())
    const title = model.getField('title')
    const amount = model.getField('amount')
    const listeners = { title: vi.fn(), amount: vi.fn(), structure: vi.fn() }
    model.subscribeField('title', listeners.title)
    model.subscribeField('amount', listeners.amount)
    model.subscribeStructure(listeners.structure)
    model.updateStructure(edit(model.json, 'title', withOptions({ label: '标题' })))
    expect(listeners.title).toHaveBeenCalledTimes(1)
    expect(listeners.amount).not.toHaveBeenCalled()
    expect(listeners.structure).toHaveBeenCalledTimes(1)
    expect(model.getField('amount')).toBe(amount)
    expect(model.getField('title')).not.toBe(title)
    expect(model.getField('title').label).toBe('标题')
  })

  it('wakes fields whose effective state comes from an edited container', () => {
    const model = createFormModel(sampleForm())
    expect(model.getField('note').disabled).toBe(false)
    const note = vi.fn()
    const title = vi.fn()
    model.subscribeField('note', note)
    model.subscribeField('title', title)
    model.updateStructure(edit(model.json, 'card1', withOptions({ disabled: true })))
    expect(note).toHaveBeenCalledTimes(1)
    expect(title).not.toHaveBeenCalled()
    expect(model.getField('note').disabled).toBe(true)
  })

  it('a widget moved as it is into a sub-form wakes and becomes a column', () => {
    const model = createFormModel(sampleForm(), { formData: { title: 'top', items: [{ product: 'a' }] } })
    const title = model.getWidget('title') as Widget
    expect(model.getField('title').subFormName).toBe(null)
    const listener = vi.fn()
    model.subscribeField('title', listener)
    let json = edit(model.json, 'title', () => null)
    json = edit(json, 'items', append(title))
    model.updateStructure(json)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(model.getField('title').subFormName).toBe('items')
    expect(model.getFormData()).not.toHaveProperty('title')
    expect(model.getSubFormValues('items')).toEqual([{ product: 'a', qty: 0, title: '' }])
  })

  it('sub-form rows keep their ids and the values of fields that still exist', () => {
    const model = createFormModel(sampleForm(), { formData: { items: [{ product: 'a', qty: 1 }, { product: 'b', qty: 2 }] } })
    const ids = model.getRowIds('items')
    let json = edit(model.json, 'qty', () => null)
    json = edit(json, 'items', append(field('input', 'unit', { defaultValue: '个' })))
    model.updateStructure(json)
    expect(model.getRowIds('items')).toEqual(ids)
    expect(model.getSubFormValues('items')).toEqual([
      { product: 'a', unit: '个' },
      { product: 'b', unit: '个' },
    ])
    expect(model.getSubForm('items').fieldNames).toEqual(['product', 'unit'])
  })

  it('a new sub-form starts empty and a removed one drops its rows', () => {
    const model = createFormModel(sampleForm(), { formData: { items: [{ product: 'a' }] } })
    const rowId = model.getRowIds('items')[0]
    let json = edit(model.json, 'items', () => null)
    json = { ...json, widgetList: [...json.widgetList, container('sub-form', 'lines', [field('input', 'line')], { showBlankRow: true })] }
    model.updateStructure(json)
    expect(model.getFormData()).not.toHaveProperty('items')
    expect(model.getRowIndex(rowId)).toBe(-1)
    expect(model.getSubFormValues('lines')).toEqual([{ line: null }])
  })

  it('an untouched value follows an edited defaultValue; an edited one is kept', () => {
    const model = createFormModel(sampleForm())
    model.updateStructure(edit(model.json, 'title', withOptions({ defaultValue: 'A' })))
    expect(model.getValue('title')).toBe('A')
    model.setValue('title', 'typed')
    model.updateStructure(edit(model.json, 'title', withOptions({ defaultValue: 'B' })))
    expect(model.getValue('title')).toBe('typed')
  })

  it('drops state, messages and option overrides of what the edit removed or redefined', async () => {
    const model = createFormModel(sampleForm())
    model.setRequired('title', true)
    await model.validateForm()
    expect(model.getErrors()).toHaveProperty('title')
    model.setWidgetOption('card1', 'label', 'set by a script')
    model.setWidgetOption('card1', 'folded', true)
    let json = edit(model.json, 'title', () => null)
    json = edit(json, 'card1', withOptions({ label: '分组' }))
    model.updateStructure(json)
    expect(model.getErrors()).not.toHaveProperty('title')
    expect(model.getContainer('card1').options.label).toBe('分组')
    expect(model.getContainer('card1').options.folded).toBe(true)
    // a widget of the same name added again starts clean
    model.updateStructure(edit(model.json, 'col1', append(field('input', 'title'))))
    expect(model.getField('title').required).toBe(false)
  })

  it('keeps the active tab while it exists, else falls back to the first pane', () => {
    const pane = (name: string) => ({ ...container('tab-pane', name, []), options: { name, label: name } })
    const tabs: Widget = { id: 'tabs', type: 'tab', category: 'container', options: { name: 'tabs' }, tabs: [pane('p1'), pane('p2'), pane('p3')] }
    const model = createFormModel({ formConfig: {}, widgetList: [tabs] })
    model.activateTab('tabs', 2)
    model.updateStructure(edit(model.json, 'p1', withOptions({ label: '一' })))
    expect(model.getTab('tabs').activeIndex).toBe(2)
    model.updateStructure(edit(model.json, 'p3', () => null))
    expect(model.getTab('tabs').activeIndex).toBe(0)
    expect(model.getTab('tabs').panes.map((p) => p.label)).toEqual(['一', 'p2'])
  })

  it('a new formConfig wakes every path and the form listeners', () => {
    const model = createFormModel(sampleForm())
    model.getField('amount')
    const amount = vi.fn()
    const form = vi.fn()
    model.subscribeField('amount', amount)
    model.subscribeForm(form)
    model.updateStructure({ ...model.json, formConfig: { ...model.json.formConfig, labelWidth: 120 } })
    expect(amount).toHaveBeenCalledTimes(1)
    expect(form).toHaveBeenCalledTimes(1)
    expect(model.getForm().formConfig.labelWidth).toBe(120)
  })

  it('emits one typed structureChange event; the same JSON again changes nothing', () => {
    const model = createFormModel(sampleForm())
    const events: FormEvent[] = []
    model.subscribe((event) => events.push(event))
    const json = edit(model.json, 'title', withOptions({ label: 'x' }))
    model.updateStructure(json)
    model.updateStructure(json)
    expect(events).toEqual([{ type: 'structureChange', formConfigChanged: false }])
  })

  it('refuses what is not a form JSON and changes nothing', () => {
    const model = createFormModel(sampleForm(), { formData: { title: 'kept' } })
    const json = model.json
    for (const bad of [null, [], { widgetList: {} }, { formConfig: {}, widgetList: 'x' }, { widgetList: [] }]) {
      expect(() => model.updateStructure(bad as unknown as FormJson)).toThrow('Invalid format of form json.')
    }
    expect(model.json).toBe(json)
    expect(model.getValue('title')).toBe('kept')
  })

  it('with inlineDialogs, fields of dialogs belong to the form', () => {
    const dialog = { ...container('vf-dialog', 'dlg', [field('input', 'inDialog')]) }
    expect(createFormModel({ formConfig: {}, widgetList: [dialog] }).hasWidget('inDialog')).toBe(false)
    const model = createFormModel({ formConfig: {}, widgetList: [dialog] }, { inlineDialogs: true })
    expect(model.getField('inDialog').value).toBe('')
  })
})
