import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createSchemaStore, loadFormJson, setLocale, validateFormData, type FormJson } from '@tandem/form-core'
import { FormRender, type FormRenderApi } from '@tandem/form-render'
import { createRef } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { DesignerContext } from '../hooks'
import { createDesignerModel } from '../model'
import { contractTemplates } from './contractTemplates'
import { sampleFormData } from './sampleFormData'
import { TemplateLibrary } from './TemplateLibrary'

afterEach(() => {
  setLocale('zh-CN')
})

const typesIn = (json: FormJson) => new Set(JSON.stringify(json).match(/"type":"[a-z-]+"/g))

describe('contract templates', () => {
  it('offers at least eight contract-office forms, each with a layout container and validation', () => {
    const titles = contractTemplates.map((template) => template.title['zh-CN'])
    expect(titles).toEqual(expect.arrayContaining(['合同登记表', '合同用印申请', '合同变更申请', '合同付款申请', '合同借阅申请', '合同归档登记', '律师函登记', '招投标登记']))
    for (const template of contractTemplates) {
      const types = typesIn(template.json)
      expect(['"type":"grid"', '"type":"card"', '"type":"table"'].some((type) => types.has(type)), template.id).toBe(true)
      expect(JSON.stringify(template.json)).toContain('"required":true')
    }
    expect(contractTemplates.filter((template) => typesIn(template.json).has('"type":"sub-form"')).length).toBeGreaterThanOrEqual(6)
  })

  it.each(contractTemplates.map((template) => [template.title['zh-CN'], template] as const))('%s loads, refuses an empty entry and accepts a filled one', async (_, template) => {
    const json = loadFormJson(template.json)
    const data = sampleFormData(json.widgetList)
    expect(await validateFormData(json, data, { locale: 'zh-CN' })).toEqual([])
    expect((await validateFormData(json, {}, { locale: 'zh-CN' })).length).toBeGreaterThan(0)
  })

  it.each(contractTemplates.map((template) => [template.title['zh-CN'], template] as const))('%s renders in the renderer and its filled data passes the renderer validation', async (_, template) => {
    const ref = createRef<FormRenderApi>()
    const data = sampleFormData(loadFormJson(template.json).widgetList)
    const { container } = render(<FormRender formJson={template.json} formData={data} ref={ref} />)
    for (const name of Object.keys(data)) expect(container.querySelector(`[data-widget-name="${name}"]`), name).not.toBeNull()
    let result: unknown
    await act(async () => {
      result = await ref.current!.getFormData(true)
    })
    expect(result).toMatchObject(Object.fromEntries(Object.entries(data).filter(([, value]) => !Array.isArray(value) || value.length > 0)))
  }, 30_000)
})

function renderLibrary(widgetList: unknown[] = []) {
  const model = createDesignerModel(createSchemaStore({ widgetList, formConfig: {} }))
  render(
    <DesignerContext value={model}>
      <TemplateLibrary />
    </DesignerContext>,
  )
  return model
}

describe('TemplateLibrary', () => {
  it('replaces an empty form at once, as one undoable step', () => {
    const model = renderLibrary()
    fireEvent.click(screen.getByRole('button', { name: '使用模板：合同付款申请' }))
    expect(model.store.getWidgetByName('paymentAmount')).toBeDefined()
    model.store.undo()
    expect(model.store.getJson().widgetList).toEqual([])
  })

  it('asks before replacing a form that has widgets, and keeps it when cancelled', async () => {
    const model = renderLibrary([{ id: 'keep', type: 'input', formItemFlag: true, options: { name: 'keep' } }])
    fireEvent.click(screen.getByRole('button', { name: '使用模板：律师函登记' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getAllByText('使用模板“律师函登记”？').length).toBeGreaterThan(0)
    fireEvent.click(within(dialog).getByRole('button', { name: '取 消' }))
    expect(model.store.getWidgetByName('keep')).toBeDefined()
    fireEvent.click(screen.getByRole('button', { name: '使用模板：律师函登记' }))
    // the cancelled dialog may still be leaving: the new one is the last
    fireEvent.click(within((await screen.findAllByRole('dialog')).at(-1)!).getByRole('button', { name: '替 换' }))
    expect(model.store.getWidgetByName('keep')).toBeUndefined()
    expect(model.store.getWidgetByName('letterNo')).toBeDefined()
    model.store.undo()
    expect(model.store.getWidgetByName('keep')).toBeDefined()
  })

  it('shows the template titles in en-US when that is the locale', () => {
    setLocale('en-US')
    renderLibrary()
    expect(screen.getByRole('button', { name: 'Use template：Tender registration' })).toBeTruthy()
  })
})
