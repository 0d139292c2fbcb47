import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { container, field, form, renderForm } from '../test-support'
import type { ContainerRef, FieldRef } from '../types'

const options = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
]

function sampleForm() {
  return form([
    field('input', 'title', { required: true, defaultValue: '默认' }),
    field('radio', 'sex', { optionItems: options }),
    container('card', 'box', [field('number', 'amount', { defaultValue: 3 })]),
    container('sub-form', 'items', [field('input', 'product', { required: true }), field('number', 'qty')], { showBlankRow: true }),
  ])
}

const inputOf = (element: HTMLElement | null) => element?.querySelector('input') as HTMLInputElement

describe('renderer API', () => {
  it('getFormData(false) returns a key per field, sub-forms as rows', async () => {
    const f = renderForm(sampleForm())
    const data = f.api.getFormData(false)
    expect(Object.keys(data).sort()).toEqual(['amount', 'items', 'sex', 'title'])
    expect(data.title).toBe('默认')
    expect(data.items).toEqual([{ product: '', qty: 0 }])
  })

  it('getFormData() rejects with the validationFailed text and shows the message under the field', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.setFieldValue('title', ''))
    const error: unknown = await f.run((api) => api.getFormData())
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe('表单数据校验失败')
    expect(f.field('title')?.querySelector('[role="alert"]')?.textContent).toBe('字段值不可为空')
  })

  it('getFormData() resolves with the data when valid', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.setFieldValue('product', 'pen'))
    await expect(f.run((api) => api.getFormData())).resolves.toMatchObject({ title: '默认', items: [{ product: 'pen', qty: 0 }] })
  })

  it('setFormData copies matching keys only and updates the widgets', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.setFormData({ title: '合同', unknown: 1, items: [{ product: 'a' }, { product: 'b', qty: 2 }] }))
    expect(inputOf(f.field('title')).value).toBe('合同')
    expect(f.api.getFormData(false)).not.toHaveProperty('unknown')
    expect(f.fields('product')).toHaveLength(2)
    expect(f.api.getFieldValue('qty')).toEqual([0, 2])
  })

  it('setFieldValue on a sub-form field sets every row', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.setSubFormValues('items', [{ product: 'a' }, { product: 'b' }]))
    await f.run((api) => api.setFieldValue('product', 'same'))
    expect(f.api.getFieldValue('product')).toEqual(['same', 'same'])
    expect(f.fields('product').map((el) => inputOf(el).value)).toEqual(['same', 'same'])
  })

  it('getSubFormValues answers rows, and nonSubFormType for another widget', () => {
    const f = renderForm(sampleForm())
    expect(f.api.getSubFormValues('items')).toEqual([{ product: '', qty: 0 }])
    expect(() => f.api.getSubFormValues('title')).toThrow('组件类型不是子表单：title')
  })

  it('resetForm empties sub-forms (keeping one blank row), resets fields and clears validation', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.setFormData({ title: 'x', items: [{ product: 'a' }, { product: 'b' }] }))
    await f.run((api) => api.setFieldValue('title', ''))
    await f.run((api) => api.validateForm())
    expect(f.container.querySelectorAll('[role="alert"]').length).toBeGreaterThan(0)
    await f.run((api) => api.resetForm())
    expect(f.api.getFormData(false)).toMatchObject({ title: '默认', items: [{ product: '', qty: 0 }] })
    expect(f.fields('product')).toHaveLength(1)
    expect(f.container.querySelectorAll('[role="alert"]')).toHaveLength(0)
  })

  it('validateForm resolves to validity and calls the callback; clearValidate removes messages', async () => {
    const f = renderForm(sampleForm())
    let seen: boolean | undefined
    await expect(f.run((api) => api.validateForm((valid) => (seen = valid)))).resolves.toBe(false)
    expect(seen).toBe(false)
    await f.run((api) => api.clearValidate())
    expect(f.container.querySelectorAll('[role="alert"]')).toHaveLength(0)
    await f.run((api) => api.setFieldValue('product', 'ok'))
    await expect(f.run((api) => api.validateForm())).resolves.toBe(true)
  })

  it('setReadMode shows option labels instead of values, and turns back off', async () => {
    const f = renderForm(sampleForm(), { formData: { sex: 2 } })
    await f.run((api) => api.setReadMode())
    expect(f.api.getReadMode()).toBe(true)
    expect(f.field('sex')?.textContent).toContain('女')
    expect(f.field('sex')?.textContent).not.toContain('2')
    expect(f.field('title')?.querySelector('input')).toBeNull()
    await f.run((api) => api.setReadMode(false))
    expect(f.field('title')?.querySelector('input')).not.toBeNull()
  })

  it('disableForm / enableForm switch every control', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.disableForm())
    expect(inputOf(f.field('title')).disabled).toBe(true)
    expect(inputOf(f.fields('product')[0]).disabled).toBe(true)
    await f.run((api) => api.enableForm())
    expect(inputOf(f.field('title')).disabled).toBe(false)
  })

  it('hideWidgets / showWidgets / disableWidgets / enableWidgets by name, a name covering all rows', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.setSubFormValues('items', [{}, {}]))
    await f.run((api) => api.hideWidgets(['title', 'product']))
    expect(f.field('title')).toBeNull()
    expect(f.fields('product')).toHaveLength(0)
    await f.run((api) => api.showWidgets('product'))
    expect(f.fields('product')).toHaveLength(2)
    await f.run((api) => api.disableWidgets('product'))
    expect(f.fields('product').every((el) => inputOf(el).disabled)).toBe(true)
    await f.run((api) => api.enableWidgets('product'))
    expect(f.fields('product').some((el) => inputOf(el).disabled)).toBe(false)
    expect(() => f.api.hideWidgets('nope')).toThrow('未找到组件：nope')
  })

  it('getWidgetRef returns field and container refs; a missing name gives null and a refNotFound toast', async () => {
    const f = renderForm(sampleForm())
    const title = f.api.getWidgetRef('title') as FieldRef
    expect(title.getValue()).toBe('默认')
    expect((f.api.getWidgetRef('items') as ContainerRef).getSubFormRowCount()).toBe(1)
    expect(f.api.getWidgetRef('nope')).toBeNull()
    await f.run((api) => api.getWidgetRef('missing', true))
    expect(await screen.findByText('未找到组件：missing')).toBeTruthy()
  })

  it('field refs change the field through the model', async () => {
    const f = renderForm(sampleForm())
    const title = f.api.getWidgetRef('title') as FieldRef
    await f.run(() => title.setLabel('标题'))
    expect(f.field('title')?.querySelector('label')?.textContent).toBe('标题')
    await f.run(() => title.setRequired(false))
    expect(f.field('title')?.querySelector('.tfr-required')).toBeNull()
    await f.run(() => title.setHidden(true))
    expect(f.field('title')).toBeNull()
    const sex = f.api.getWidgetRef('sex') as FieldRef
    await f.run(() => sex.setValue(1))
    expect(sex.getSelectedLabel()).toBe('男')
    await f.run(() => sex.loadOptions([{ label: '未知', value: 9 }]))
    expect(f.field('sex')?.textContent).toContain('未知')
  })

  it('getFieldWidgets / getContainerWidgets list the JSON widgets', () => {
    const f = renderForm(sampleForm())
    expect(f.api.getFieldWidgets().map((w) => w.name)).toEqual(['title', 'sex', 'amount', 'product', 'qty'])
    expect(f.api.getContainerWidgets().map((w) => w.name)).toEqual(['box', 'items'])
  })

  it('addEC / hasEC / getEC keep host objects; getGlobalDsv returns the prop', () => {
    const dsv = { host: 'https://files' }
    const f = renderForm(sampleForm(), { globalDsv: dsv })
    const dialog = { open: () => 1 }
    f.api.addEC('dialog', dialog)
    expect(f.api.hasEC('dialog')).toBe(true)
    expect(f.api.hasEC('other')).toBe(false)
    expect(f.api.getEC('dialog')).toBe(dialog)
    expect(f.api.getGlobalDsv()).toBe(dsv)
  })

  it('changeLanguage switches the engine texts', async () => {
    const f = renderForm(sampleForm())
    await f.run((api) => api.changeLanguage('en-US'))
    await expect(f.run((api) => api.getFormData())).resolves.toHaveProperty('message', 'Form validation failed')
    expect(f.container.textContent).toContain('Field value cannot be empty')
    await f.run((api) => api.changeLanguage('zh-CN'))
    expect(f.api.getLanguageName()).toBe('zh-CN')
  })

  it('setFormJson replaces the form and clears the model; getFormJson returns it', async () => {
    const f = renderForm(sampleForm(), { formData: { title: 'kept?' } })
    await f.run((api) => api.setFormJson(form([field('input', 'other')])))
    expect(f.field('title')).toBeNull()
    expect(f.field('other')).not.toBeNull()
    expect(f.api.getFormData(false)).toEqual({ other: '' })
    expect(f.api.getFormJson().widgetList.map((w) => w.options.name)).toEqual(['other'])
    expect(() => f.api.setFormJson({ widgetList: [] })).toThrow('Invalid format of form json.')
    expect(() => f.api.setFormJson(42)).toThrow('Set form json failed.')
    expect(f.field('other')).not.toBeNull()
  })

  it('reloadOptionData re-reads the optionData prop', async () => {
    const optionData = { sex: [{ label: '甲', value: 1 }] }
    const f = renderForm(sampleForm(), { optionData })
    expect(f.field('sex')?.textContent).toContain('甲')
    optionData.sex = [{ label: '乙', value: 1 }]
    await f.run((api) => api.reloadOptionData('sex'))
    expect(f.field('sex')?.textContent).toContain('乙')
  })

  it('the formChange prop gets (name, new, old, formModel, subFormName, rowIndex)', async () => {
    const calls: unknown[][] = []
    const f = renderForm(sampleForm(), { onFormChange: (...args) => calls.push(args) })
    await f.run((api) => api.setFieldValue('title', 'x'))
    expect(calls[0]).toEqual(['title', 'x', '默认', expect.objectContaining({ title: 'x' }), null, null])
    await act(async () => f.api.setFieldValue('product', 'p'))
    expect(calls[1]).toEqual(['product', 'p', '', expect.any(Object), 'items', 0])
  })
})
