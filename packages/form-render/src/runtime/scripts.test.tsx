import { act, fireEvent, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FormRender } from '../FormRender'
import { container, field, form, renderForm } from '../test-support'
import type { FieldRef } from '../types'

describe('form scripts', () => {
  it('onFormCreated runs before mount with the form API as this; onFormMounted after mount', () => {
    const json = form([field('input', 'a')], {
      onFormCreated: 'window.__created = [this.getFormData(false), document.querySelectorAll("[data-widget-name=a]").length]',
      onFormMounted: 'window.__mounted = document.querySelectorAll("[data-widget-name=a]").length',
    })
    render(<FormRender formJson={json} />)
    const globals = window as unknown as { __created: unknown; __mounted: unknown }
    expect(globals.__created).toEqual([{ a: '' }, 0])
    expect(globals.__mounted).toBe(1)
  })

  it('onFormDataChange gets (fieldName, newValue, oldValue, formModel, subFormName, subFormRowIndex)', async () => {
    const f = renderForm(form([field('input', 'a')], { onFormDataChange: 'this.addEC("last", [fieldName, newValue, oldValue, formModel.a, subFormName, subFormRowIndex])' }))
    await f.run((api) => api.setFieldValue('a', 'x'))
    expect(f.api.getEC('last')).toEqual(['a', 'x', '', 'x', null, null])
  })

  it('a widget onChange runs with this = the widget ref, when a typed edit is committed', async () => {
    const f = renderForm(form([field('input', 'a', { onChange: 'this.getFormRef().addEC("self", this); this.getFormRef().addEC("args", [value, oldValue])' })]))
    const input = f.field('a')?.querySelector('input') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'hi' } })
    fireEvent.blur(input)
    expect(f.api.getEC('self')).toBe(f.api.getWidgetRef('a'))
    expect(f.api.getEC('args')).toEqual(['hi', ''])
  })

  it('onChange of a sub-form field gets the rows and the row id', async () => {
    const json = form([container('sub-form', 'sf', [field('input', 'x', { onChange: 'this.getFormRef().addEC("row", [value, subFormData.length, rowId === this.subFormRowId, this.subFormRowIndex])' })], { showBlankRow: true })])
    const f = renderForm(json)
    const input = f.field('x')?.querySelector('input') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'v' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(f.api.getEC('row')).toEqual(['v', 1, true, 0])
  })

  it('onCreated and onMounted run per field with the widget ref', () => {
    const f = renderForm(form([field('input', 'a', { onCreated: 'this.setValue("from created")', onMounted: 'this.setLabel("mounted")' })]))
    expect((f.field('a')?.querySelector('input') as HTMLInputElement).value).toBe('from created')
    expect(f.field('a')?.querySelector('label')?.textContent).toBe('mounted')
  })

  it('onValidate decides validity with this = the widget ref', async () => {
    const body = 'callback(value === this.getFormRef().getEC("expected") ? undefined : new Error("不对"))'
    const f = renderForm(form([field('input', 'a', { onValidate: body })]))
    f.api.addEC('expected', 'ok')
    await expect(f.run((api) => api.validateForm())).resolves.toBe(false)
    expect(f.field('a')?.textContent).toContain('不对')
    await f.run((api) => api.setFieldValue('a', 'ok'))
    await expect(f.run((api) => api.validateForm())).resolves.toBe(true)
  })

  it('a throwing script is reported and the form keeps working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const f = renderForm(form([field('input', 'a', { onChange: 'throw new Error("boom")' })]))
    await f.run((api) => api.setFieldValue('a', 'x'))
    expect(f.api.getFieldValue('a')).toBe('x')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('onAppendButtonClick / onButtonClick props answer when the widget has no script', async () => {
    const clicks: string[] = []
    const f = renderForm(form([field('input', 'a', { appendButton: true })]), { onAppendButtonClick: (ref) => clicks.push(ref.field.options.name) })
    fireEvent.click(f.field('a')?.querySelector('button:not(.tfr-text-box-clear)') as HTMLButtonElement)
    expect(clicks).toEqual(['a'])
  })
})

describe('functions and styles per form instance', () => {
  const withHelpers = (factor: number, css: string) =>
    form([field('number', 'n', { onChange: 'this.getFormRef().addEC("result", triple(value))' })], {
      functions: `function triple(v) { return v * ${factor} }`,
      cssCode: css,
    })

  it('each form calls its own helpers; nothing leaks to window', async () => {
    const first = renderForm(withHelpers(3, '.a{color:red}'))
    const second = renderForm(withHelpers(10, '.b{color:blue}'))
    await act(async () => first.api.setFieldValue('n', 2))
    await act(async () => second.api.setFieldValue('n', 2))
    expect(first.api.getEC('result')).toBe(6)
    expect(second.api.getEC('result')).toBe(20)
    expect('triple' in window).toBe(false)
  })

  it('injects cssCode in a <style> named by the form id, re-inserts it on setFormJson and removes it on unmount', async () => {
    const first = renderForm(withHelpers(3, '.first{color:red}'))
    const second = renderForm(withHelpers(3, '.second{color:blue}'))
    const styleOf = (root: HTMLElement) => document.getElementById(`vform-custom-css-${root.querySelector('[data-form-id]')?.getAttribute('data-form-id')}`)
    expect(styleOf(first.container)?.textContent).toBe('.first{color:red}')
    expect(styleOf(second.container)?.textContent).toBe('.second{color:blue}')
    const oldId = first.container.querySelector('[data-form-id]')?.getAttribute('data-form-id')
    await first.run((api) => api.setFormJson(withHelpers(3, '.renewed{color:green}')))
    expect(document.getElementById(`vform-custom-css-${oldId}`)).toBeNull()
    expect(styleOf(first.container)?.textContent).toBe('.renewed{color:green}')
    first.unmount()
    expect(document.body.ownerDocument.head.textContent).not.toContain('.renewed')
    expect(styleOf(second.container)?.textContent).toBe('.second{color:blue}')
  })

  it('two forms on one page keep their own values, refs and validation', async () => {
    const json = form([field('input', 'same', { required: true })])
    const a = renderForm(json)
    const b = renderForm(json)
    await act(async () => a.api.setFieldValue('same', 'A'))
    expect(b.api.getFieldValue('same')).toBe('')
    await expect(b.run((api) => api.validateForm())).resolves.toBe(false)
    expect(a.container.querySelector('[role="alert"]')).toBeNull()
    expect((a.api.getWidgetRef('same') as FieldRef).getValue()).toBe('A')
  })
})
