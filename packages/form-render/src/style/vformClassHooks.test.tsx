import type { Widget } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { container, field, form, grid, renderForm, staticWidget } from '../test-support'

/** The element carrying `className` inside the widget `name`, or the widget's own element. */
function hook(root: HTMLElement, name: string, className: string): Element | null {
  const widget = root.querySelector(`[data-widget-name="${name}"]`)
  if (widget === null) return null
  return widget.classList.contains(className) ? widget : widget.querySelector(`.${className}`)
}

describe('VForm class hooks', () => {
  it('wraps a field in field-wrapper > el-form-item with label, content, required, error, size and customClass', async () => {
    const rendered = renderForm(
      form([field('input', 'name', { label: '名称', required: true, clearable: false, customClass: ['small-margin-bottom'] }), field('input', 'code', { labelAlign: 'label-right-align' })], {
        labelAlign: 'label-center-align',
      }),
    )
    const item = rendered.field('name') as HTMLElement
    expect(item.parentElement?.className).toBe('field-wrapper')
    expect([...item.classList]).toEqual(
      expect.arrayContaining(['el-form-item', 'el-form-item--default', 'label-center-align', 'is-required', 'required', 'small-margin-bottom']),
    )
    expect(item.querySelector(':scope > .el-form-item__label')?.textContent).toBe('名称')
    expect(item.querySelector(':scope > .el-form-item__content .el-input__inner')).toBeInstanceOf(HTMLInputElement)
    expect(rendered.field('code')?.classList.contains('label-right-align')).toBe(true)
    expect(rendered.field('code')?.classList.contains('label-center-align')).toBe(false)

    await rendered.run((api) => api.validateForm())
    expect(item.classList.contains('is-error')).toBe(true)
    expect(item.querySelector('.el-form-item__content > .el-form-item__error')?.textContent).not.toBe('')
  })

  it('puts the form classes of el-form on the form element, with label position and size', () => {
    const { container: root } = renderForm(form([field('input', 'name')], { labelPosition: 'top', size: 'small', customClass: ['my-form'] }))
    const formElement = root.querySelector('.tfr-form') as HTMLElement
    expect([...formElement.classList]).toEqual(expect.arrayContaining(['el-form', 'render-form', 'el-form--label-top', 'my-form']))
    expect(root.querySelector('[data-widget-name="name"]')?.classList.contains('el-form-item--small')).toBe(true)
  })

  it.each<[string, Record<string, unknown>, string, string | null]>([
    ['input', { clearable: false }, 'el-input', 'el-input__inner'],
    ['input', { clearable: true }, 'el-input', null],
    ['textarea', {}, 'el-textarea', 'el-textarea__inner'],
    ['number', {}, 'el-input-number', 'el-input__inner'],
    ['select', { optionItems: [{ label: '甲', value: 1 }] }, 'el-select', null],
    ['cascader', {}, 'el-cascader', null],
    ['date', {}, 'el-date-editor', 'el-input__inner'],
    ['time', {}, 'el-date-editor', 'el-input__inner'],
    ['date-range', {}, 'el-range-editor', null],
    ['radio', { optionItems: [{ label: '甲', value: 1 }] }, 'el-radio', null],
    ['checkbox', { optionItems: [{ label: '甲', value: 1 }] }, 'el-checkbox', null],
    ['switch', {}, 'el-switch', null],
    ['rate', {}, 'el-rate', null],
    ['slider', {}, 'el-slider', null],
    ['color', {}, 'el-color-picker', null],
  ])('a %s widget (%j) carries %s on its control and %s on its text box', (type, options, rootClass, innerClass) => {
    const { container: root } = renderForm(form([field(type, 'w', options)]))
    const control = hook(root, 'w', rootClass)
    expect(control, rootClass).not.toBeNull()
    expect(control?.closest('.el-form-item__content')).not.toBeNull()
    if (innerClass !== null) expect(hook(root, 'w', innerClass)?.tagName).toMatch(/^(INPUT|TEXTAREA)$/)
  })

  it('puts el-input__inner on the box with the border: the <input> of a plain input, the wrapper of one with icons', () => {
    const { container: root } = renderForm(
      form([field('input', 'plain', { clearable: false }), field('input', 'clear', { clearable: true }), field('input', 'icon', { clearable: false, prefixIcon: 'el-icon-search' })]),
    )
    expect(hook(root, 'plain', 'el-input__inner')?.tagName).toBe('INPUT')
    for (const name of ['clear', 'icon']) {
      const inner = root.querySelectorAll(`[data-widget-name="${name}"] .el-input__inner`)
      expect(inner).toHaveLength(1)
      expect(inner[0]?.tagName).toBe('SPAN')
      expect(inner[0]?.querySelector('input')).not.toBeNull()
    }
  })

  it.each([
    ['static-text', { textContent: '说明' }],
    ['html-text', { htmlContent: '<b>说明</b>' }],
    ['divider', { label: '分隔' }],
    ['button', { label: '按钮' }],
  ])('a %s widget sits in field-wrapper > static-content-item with its customClass', (type, options) => {
    const rendered = renderForm(form([staticWidget(type, 's', { ...options, customClass: ['my-static'] })]))
    const item = rendered.field('s') as HTMLElement
    expect(item.parentElement?.className).toBe('field-wrapper')
    expect([...item.classList]).toEqual(expect.arrayContaining(['static-content-item', 'my-static']))
  })

  it('marks grid, table, tab, card and sub-form containers as VForm does, customClass on the wrapper', () => {
    const cell = (name: string, children: Widget[]): Widget => ({ ...container('table-cell', name, children, { colspan: 1, rowspan: 1, customClass: ['my-cell'] }), merged: false })
    const table: Widget = { id: 't', type: 'table', category: 'container', options: { name: 't', customClass: ['my-table'] }, rows: [{ id: 'r', cols: [cell('c', [field('input', 'inTable')])] }] }
    const tab: Widget = { id: 'tabs', type: 'tab', category: 'container', options: { name: 'tabs' }, tabs: [container('tab-pane', 'p', [field('input', 'inTab')], { label: '页' })] }
    const rendered = renderForm(
      form([
        grid('g', [container('grid-col', 'gc', [field('input', 'inGrid')], { span: 12 })], { customClass: ['my-grid'] }),
        table,
        tab,
        container('card', 'cardBox', [field('input', 'inCard')], { label: '卡片' }),
        container('sub-form', 'sf', [field('input', 'inRow')], { label: '明细' }),
      ]),
    )
    expect([...(rendered.field('g')?.classList ?? [])]).toEqual(expect.arrayContaining(['container-wrapper', 'grid-container', 'el-row', 'my-grid']))
    expect([...(rendered.field('gc')?.classList ?? [])]).toEqual(expect.arrayContaining(['grid-cell', 'el-col']))
    const tableWrap = rendered.field('t') as HTMLElement
    expect([...tableWrap.classList]).toEqual(expect.arrayContaining(['container-wrapper', 'table-container', 'my-table']))
    expect(tableWrap.querySelector('table')?.classList.contains('table-layout')).toBe(true)
    expect([...(rendered.field('c')?.classList ?? [])]).toEqual(expect.arrayContaining(['table-cell', 'my-cell']))
    expect(rendered.field('c')?.tagName).toBe('TD')
    // the selectors of fixtures 06 and 15 reach the cell's form item parts
    expect(rendered.container.querySelector('.my-table table td.table-cell .field-wrapper .label-left-align .el-form-item__label')).not.toBeNull()
    expect(rendered.container.querySelector('.my-table table td.table-cell .field-wrapper .el-form-item .el-input__inner')).not.toBeNull()
    expect(rendered.field('tabs')?.classList.contains('tab-container')).toBe(true)
    expect(rendered.field('cardBox')?.classList.contains('card-container')).toBe(true)
    expect(rendered.field('cardBox')?.querySelector('.el-card')).not.toBeNull()
    expect(rendered.field('sf')?.classList.contains('sub-form-container')).toBe(true)
  })
})
