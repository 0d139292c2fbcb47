import { describe, expect, it, vi } from 'vitest'
import { createFormModel, rowFieldPath } from '../index.js'
import { container, field, sampleForm } from '../testing/sampleForm.js'

function tabForm() {
  const pane = (name: string, children: ReturnType<typeof field>[], options: Record<string, unknown> = {}) => ({
    id: name, type: 'tab-pane', category: 'container' as const, options: { name, label: name, ...options }, widgetList: children,
  })
  return {
    formConfig: {},
    widgetList: [
      { id: 'tabs', type: 'tab', category: 'container' as const, options: { name: 'tabs' }, tabs: [pane('p1', [field('input', 'a', { required: true })]), pane('p2', [field('input', 'b')], { active: true })] },
    ],
  }
}

describe('FormModel widget state', () => {
  it('changes field state by name and reflects it in the snapshot', () => {
    const model = createFormModel(sampleForm())
    const listener = vi.fn()
    model.subscribeField('title', listener)
    model.setHidden('title', true)
    model.setDisabled('title', true)
    model.setReadonly('title', true)
    model.setRequired('title', true)
    model.setLabel('title', '标题')
    model.setWidgetReadMode('title', true)
    model.setOptionItems('tags', [{ label: 'A', value: 'a' }])
    model.setWidgetOption('title', 'placeholder', '请输入')
    model.addCssClass('title', 'wide')
    expect(listener).toHaveBeenCalledTimes(9 - 1)
    expect(model.getField('title')).toMatchObject({ hidden: true, disabled: true, readonly: true, required: true, label: '标题', readMode: true, customClass: ['wide'] })
    expect(model.getField('title').options.placeholder).toBe('请输入')
    expect(model.getField('tags').optionItems).toEqual([{ label: 'A', value: 'a' }])
    model.removeCssClass('title', 'wide')
    expect(model.getField('title').customClass).toEqual([])
  })

  it('a sub-form field name covers all rows; a row path only that row', () => {
    const model = createFormModel(sampleForm(), { formData: { items: [{}, {}] } })
    const [a, b] = model.getRowIds('items')
    model.hideWidgets('qty')
    expect(model.getField(rowFieldPath('qty', a)).hidden).toBe(true)
    expect(model.getField(rowFieldPath('qty', b)).hidden).toBe(true)
    model.showWidgets(rowFieldPath('qty', b))
    expect(model.getField(rowFieldPath('qty', b)).hidden).toBe(false)
    expect(model.getField(rowFieldPath('qty', a)).hidden).toBe(true)
    model.disableWidgets(['qty', 'title'])
    expect(model.getField(rowFieldPath('qty', a)).disabled).toBe(true)
    expect(model.getField('title').disabled).toBe(true)
    const newRow = model.addRow('items')
    expect(model.getField(rowFieldPath('qty', newRow)).hidden).toBe(true)
  })

  it('checks every name before changing anything', () => {
    const model = createFormModel(sampleForm())
    expect(() => model.hideWidgets(['title', 'nope'])).toThrow('Widget not found: nope')
    expect(model.getField('title').hidden).toBe(false)
  })

  it('container and form state flow down to fields', () => {
    const model = createFormModel(sampleForm())
    model.setDisabled('card1', true)
    expect(model.getField('note').disabled).toBe(true)
    expect(model.getField('title').disabled).toBe(false)
    expect(model.getContainer('card1').disabled).toBe(true)
    model.setDisabled('card1', false)
    model.disableForm()
    expect(model.getField('title').disabled).toBe(true)
    expect(model.getForm().disabled).toBe(true)
    model.enableForm()
    model.setReadMode()
    expect(model.getReadMode()).toBe(true)
    expect(model.getField('amount').readMode).toBe(true)
    model.setDisabled('items', true)
    const [row] = model.getRowIds('items')
    expect(model.getField(rowFieldPath('qty', row)).disabled).toBe(true)
  })

  it('form-level changes wake subscribed paths and form subscribers', () => {
    const model = createFormModel(sampleForm())
    const onField = vi.fn()
    const onForm = vi.fn()
    model.subscribeField('title', onField)
    model.subscribeForm(onForm)
    model.setLocale('en-US')
    expect(onField).toHaveBeenCalledTimes(1)
    expect(onForm).toHaveBeenCalledTimes(1)
    expect(model.t('confirm')).toBe('OK')
  })

  it('hidden fields and fields in hidden containers are not validated', async () => {
    const json = sampleForm()
    json.widgetList.push(field('input', 'must', { required: true }))
    json.widgetList.push(container('card', 'box', [field('input', 'inner', { required: true })]))
    const model = createFormModel(json)
    expect((await model.validateForm()).map((e) => e.name)).toEqual(['must', 'inner'])
    model.hideWidgets(['must', 'box'])
    expect(await model.validateForm()).toEqual([])
    expect(model.isHidden('inner')).toBe(true)
    expect(await model.validateField('inner')).toEqual([])
    model.showWidgets('box')
    expect(await model.validateField('inner')).toEqual(['字段值不可为空'])
    expect(model.getField('inner').errors).toEqual(['字段值不可为空'])
    model.clearValidate('inner')
    expect(model.getField('inner').errors).toEqual([])
  })

  it('hidden in the JSON means not validated until shown', async () => {
    const json = { formConfig: {}, widgetList: [container('card', 'box', [field('input', 'x', { required: true })], { hidden: true })] }
    const model = createFormModel(json)
    expect(await model.validateForm()).toEqual([])
    model.setHidden('box', false)
    expect(await model.validateForm()).toHaveLength(1)
  })
})

describe('FormModel tabs', () => {
  it('starts on the first active pane and switches, hides and disables by index', async () => {
    const model = createFormModel(tabForm())
    expect(model.getTab('tabs').activeIndex).toBe(1)
    model.activateTab('tabs', 0)
    expect(model.getTab('tabs').activeIndex).toBe(0)
    model.disableTab('tabs', 1)
    expect(model.getTab('tabs').panes[1].disabled).toBe(true)
    expect(model.getField('b').disabled).toBe(true)
    model.enableTab('tabs', 1)
    expect(model.getField('b').disabled).toBe(false)
    model.hideTab('tabs', 0)
    expect(model.getTab('tabs').panes[0].hidden).toBe(true)
    expect(model.getTab('tabs').activeIndex).toBe(1)
    expect(await model.validateForm()).toEqual([])
    model.showTab('tabs', 0)
    expect(await model.validateForm()).toHaveLength(1)
    expect(() => model.activateTab('tabs', 5)).toThrow('Widget not found: tabs[5]')
    expect(() => model.getTab('a')).toThrow()
  })

  it('defaults to the first pane when none is active', () => {
    const json = tabForm()
    const panes = json.widgetList[0].tabs as { options: Record<string, unknown> }[]
    panes[1].options.active = false
    expect(createFormModel(json).getTab('tabs').activeIndex).toBe(0)
  })
})
