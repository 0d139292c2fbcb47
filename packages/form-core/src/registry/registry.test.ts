import { describe, expect, it } from 'vitest'
import { createWidget, getPropertyEditors, getWidgetDefinition, listWidgetDefinitions, valueTypeOf } from '../index.js'

const SPEC_TYPES = [
  'date', 'divider', 'file-upload', 'html-text', 'input', 'number', 'picture-upload', 'radio', 'rate', 'rich-editor',
  'select', 'slider', 'slot', 'static-text', 'switch', 'textarea', 'time', 'time-range',
  'data-table', 'grid', 'grid-col', 'grid-sub-form', 'sub-form', 'tab', 'tab-pane', 'table', 'table-cell', 'card', 'alert',
  'vf-dialog', 'vf-drawer',
]
const VFORM_EXTRA = ['checkbox', 'date-range', 'color', 'cascader', 'button']

describe('widget registry', () => {
  it('covers every type of the specification and VForm extras', () => {
    const types = listWidgetDefinitions().map((d) => d.type)
    for (const type of [...SPEC_TYPES, ...VFORM_EXTRA]) expect(types).toContain(type)
    expect(new Set(types).size).toBe(types.length)
  })

  it('classifies widgets like VForm', () => {
    expect(getWidgetDefinition('input')).toMatchObject({ category: 'field', formItem: true, internal: false, group: 'basic', valueType: 'string' })
    expect(getWidgetDefinition('static-text')).toMatchObject({ formItem: false, valueType: 'none' })
    expect(getWidgetDefinition('alert')).toMatchObject({ group: 'custom', formItem: false })
    expect(getWidgetDefinition('file-upload')).toMatchObject({ group: 'advanced', valueType: 'files' })
    expect(getWidgetDefinition('sub-form')).toMatchObject({ category: 'container', valueType: 'rows' })
    for (const type of ['grid-col', 'table-cell', 'tab-pane']) expect(getWidgetDefinition(type)).toMatchObject({ internal: true, group: null })
  })

  it('carries VForm defaults and event names', () => {
    const input = getWidgetDefinition('input')!
    expect(input.defaultOptions).toMatchObject({ type: 'text', clearable: true, columnWidth: '200px', labelIconPosition: 'rear', minLength: null })
    expect(input.events).toEqual(expect.arrayContaining(['onCreated', 'onMounted', 'onInput', 'onChange', 'onFocus', 'onBlur', 'onValidate', 'onAppendButtonClick']))
    expect(input.editableOptions).not.toContain('onChange')
    expect(getWidgetDefinition('number')!.defaultOptions).toMatchObject({ defaultValue: 0, min: -100000000000, precision: 0, step: 1 })
    expect(getWidgetDefinition('picture-upload')!.defaultOptions).toMatchObject({ limit: 3, fileMaxSize: 5, fileTypes: ['jpg', 'jpeg', 'png'] })
    expect(getWidgetDefinition('file-upload')!.defaultOptions.fileTypes).toEqual(['doc', 'docx', 'xls', 'xlsx'])
    expect(getWidgetDefinition('grid-col')!.defaultOptions).toMatchObject({ span: 12, md: 12, sm: 12, xs: 12 })
    expect(getWidgetDefinition('sub-form')!.defaultOptions).toMatchObject({ showBlankRow: true, actionColumnPosition: 'left' })
    expect(getWidgetDefinition('switch')!.defaultOptions).not.toHaveProperty('required')
    expect(getWidgetDefinition('cascader')!.defaultOptions).toHaveProperty('customRule')
    expect(getWidgetDefinition('select')!.validators).toContain('multipleLimit')
    expect(Object.isFrozen(input.defaultOptions)).toBe(true)
  })

  it('declares the Pro data source options on radio, checkbox and select', () => {
    for (const type of ['radio', 'checkbox', 'select']) {
      expect(getWidgetDefinition(type)!.defaultOptions).toMatchObject({ dsEnabled: false, dsName: '', dataSetName: '', labelKey: 'label', valueKey: 'value' })
    }
    const editors = getPropertyEditors('select').advanced
    expect(editors.map((spec) => [spec.key, spec.kind, spec.label['zh-CN']])).toEqual(
      expect.arrayContaining([
        ['dsEnabled', 'switch', '使用数据源'],
        ['dsName', 'text', '数据源名称'],
        ['labelKey', 'text', '选项标签字段'],
        ['valueKey', 'text', '选项值字段'],
      ]),
    )
    expect(editors.find((spec) => spec.key === 'labelKey')?.when).toEqual({ key: 'dsEnabled', oneOf: [true] })
  })

  it('creates fresh widgets with VForm ids and names', () => {
    const a = createWidget('time-range')
    const b = createWidget('time-range')
    expect(a.id).toMatch(/^timerange\d+$/)
    expect(a.options.name).toBe(a.id)
    expect(a.options.label).toBe('time-range')
    expect(a.id).not.toBe(b.id)
    a.options.format = 'changed'
    expect(getWidgetDefinition('time-range')!.defaultOptions.format).toBe('HH:mm:ss')
    const grid = createWidget('grid')
    expect(grid.cols).toHaveLength(2)
    expect(grid.cols![0].id).toMatch(/^grid-col-\d+$/)
    expect(grid.cols![0].options.name).toMatch(/^gridCol\d+$/)
    const table = createWidget('table')
    expect(table.rows![0].id).toMatch(/^table-row-\d+$/)
    expect(table.rows![0].cols[0].id).toBe(table.rows![0].cols[0].options.name)
    const tab = createWidget('tab')
    expect(tab.tabs![0].options).toMatchObject({ name: 'tab1', label: 'tab 1', active: true })
    expect(() => createWidget('nope')).toThrow('Unknown widget type: nope')
  })

  it('gives a new static text 13px as VForm\'s designer does, and a loaded one without fontSize no size', () => {
    expect(createWidget('static-text').options.fontSize).toBe('13px')
    expect(getWidgetDefinition('static-text')!.defaultOptions.fontSize).toBe('')
  })

  it('derives value types from options', () => {
    const select = createWidget('select')
    expect(valueTypeOf(select)).toBe('scalar')
    select.options.multiple = true
    expect(valueTypeOf(select)).toBe('array')
  })
})
