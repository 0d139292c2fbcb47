import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FORM_CONFIG,
  SUPPORTED_LOCALES,
  checkJsonShape,
  eventEditorOf,
  formEventEditors,
  formSettingsEditors,
  getPropertyEditors,
  getWidgetDefinition,
  handlerSignature,
  isPropertyShown,
  listWidgetDefinitions,
  propertyEditorOf,
  structureEditorsOf,
  type PropertyEditorSpec,
} from '../index.js'

const TABLE_MENU = 'tableMenu'

function expectLabelled(spec: PropertyEditorSpec, where: string): void {
  for (const locale of SUPPORTED_LOCALES) expect(spec.label[locale], `${where} label in ${locale}`).toMatch(/\S/)
  for (const choice of spec.choices ?? []) {
    for (const locale of SUPPORTED_LOCALES) expect(choice.label[locale], `${where} choice ${String(choice.value)} in ${locale}`).toMatch(/\S/)
  }
}

describe('property editor metadata', () => {
  it('gives every editable option of every registered type an editor', () => {
    const missing: string[] = []
    for (const definition of listWidgetDefinitions()) {
      for (const key of definition.editableOptions) {
        const spec = propertyEditorOf(definition.type, key)
        if (!spec) {
          missing.push(`${definition.type}.${key}`)
          continue
        }
        expect(spec.key).toBe(key)
        expectLabelled(spec, `${definition.type}.${key}`)
        if (spec.editedWith === TABLE_MENU) expect(definition.type).toBe('table-cell')
        else if (spec.editedWith !== undefined) {
          const host = propertyEditorOf(definition.type, spec.editedWith)
          expect(host, `${definition.type}.${key} is edited with ${spec.editedWith}`).toBeDefined()
          expect(host!.editedWith).toBeUndefined()
        }
      }
    }
    expect(missing).toEqual([])
  })

  it('gives every event of every registered type an editor with its parameters', () => {
    const missing = listWidgetDefinitions().flatMap((definition) =>
      definition.events.filter((key) => eventEditorOf(key) === undefined).map((key) => `${definition.type}.${key}`),
    )
    expect(missing).toEqual([])
  })

  it('offers the default value of every choice editor among its choices', () => {
    let checked = 0
    for (const definition of listWidgetDefinitions()) {
      for (const key of definition.editableOptions) {
        const spec = propertyEditorOf(definition.type, key)!
        if (spec.kind !== 'select' && spec.kind !== 'radio') continue
        const values = spec.choices!.map((choice) => choice.value)
        expect(values, `${definition.type}.${key}`).toContain(definition.defaultOptions[key])
        checked++
      }
    }
    // there are more choice editors (label align, size, …) than widget types; a loop that met none checked nothing
    expect(checked).toBeGreaterThanOrEqual(listWidgetDefinitions().length)
  })

  it('describes each editor kind completely', () => {
    for (const definition of listWidgetDefinitions()) {
      for (const key of definition.editableOptions) {
        const spec = propertyEditorOf(definition.type, key)!
        if (spec.kind === 'json') expect(spec.jsonShape, `${definition.type}.${key}`).toBeDefined()
        if (spec.min !== undefined && spec.max !== undefined) expect(spec.min).toBeLessThanOrEqual(spec.max)
        if (spec.when) expect(definition.editableOptions, `${definition.type}.${key} depends on ${spec.when.key}`).toContain(spec.when.key)
      }
    }
  })

  it('groups the editors of a type in registry order and leaves out keys edited elsewhere', () => {
    const input = getPropertyEditors('input')
    expect(input.common[0].key).toBe('name')
    expect(input.common.map((spec) => spec.key)).toEqual(expect.arrayContaining(['label', 'type', 'validation', 'customClass']))
    expect(input.advanced.map((spec) => spec.key)).toEqual(expect.arrayContaining(['minLength', 'appendButton']))
    const shown = [...input.common, ...input.advanced].map((spec) => spec.key)
    expect(shown).not.toContain('validationHint')
    expect(shown).not.toContain('onChange')
    expect(input.event.map((spec) => spec.key)).toEqual(getWidgetDefinition('input')!.events)

    const radio = getPropertyEditors('radio')
    expect(radio.common.map((spec) => spec.key)).toContain('optionItems')
    expect(radio.common.map((spec) => spec.key)).not.toContain('defaultValue')
    expect(getPropertyEditors('cascader').common.find((spec) => spec.key === 'optionItems')).toMatchObject({ kind: 'json', jsonShape: 'cascaderOptions' })
    expect(getPropertyEditors('no-such-type')).toEqual({ common: [], advanced: [], event: [] })
  })

  it('overrides an editor by type where the option means something else', () => {
    expect(propertyEditorOf('input', 'type')!.choices!.map((c) => c.value)).toEqual(['text', 'password'])
    expect(propertyEditorOf('date', 'type')!.choices!.map((c) => c.value)).toContain('datetime')
    expect(propertyEditorOf('number', 'defaultValue')).toMatchObject({ kind: 'number' })
    expect(propertyEditorOf('switch', 'defaultValue')).toMatchObject({ kind: 'switch' })
    expect(propertyEditorOf('button', 'label')!.label['zh-CN']).toBe('按钮文字')
    expect(propertyEditorOf('input', 'label')!.label['zh-CN']).toBe('标签')
  })

  it('frames handlers with their signature, sub-form rows included', () => {
    expect(handlerSignature(eventEditorOf('onChange')!)).toEqual({ header: 'onChange(value, oldValue) {', footer: '}' })
    expect(eventEditorOf('onChange', { inSubForm: true })!.params).toEqual(['value', 'oldValue', 'subFormData', 'rowId'])
    expect(handlerSignature(eventEditorOf('onCreated')!).header).toBe('onCreated() {')
    expect(eventEditorOf('onSomethingUnknown')).toBeUndefined()
  })

  it('shows conditional editors only when their condition holds', () => {
    const limit = propertyEditorOf('select', 'multipleLimit')!
    expect(isPropertyShown(limit, { name: 's', multiple: false })).toBe(false)
    expect(isPropertyShown(limit, { name: 's', multiple: true })).toBe(true)
    expect(isPropertyShown(propertyEditorOf('select', 'placeholder')!, { name: 's' })).toBe(true)
  })

  it('names the child-list editors of grids and tabs', () => {
    expect(structureEditorsOf('grid')).toEqual(['gridCols'])
    expect(structureEditorsOf('tab')).toEqual(['tabPanes'])
    expect(structureEditorsOf('input')).toEqual([])
  })

  it('edits form settings that exist in formConfig, events with their parameters', () => {
    for (const spec of formSettingsEditors) {
      expect(DEFAULT_FORM_CONFIG).toHaveProperty(spec.key)
      expectLabelled(spec, `formConfig.${spec.key}`)
      if (spec.choices) expect(spec.choices.map((c) => c.value)).toContain(DEFAULT_FORM_CONFIG[spec.key])
    }
    expect(formSettingsEditors.map((spec) => spec.key)).toEqual(
      expect.arrayContaining(['labelPosition', 'labelAlign', 'labelWidth', 'size', 'customClass', 'cssCode', 'functions', 'layoutType', 'modelName', 'refName', 'rulesName']),
    )
    expect(formSettingsEditors.find((spec) => spec.key === 'cssCode')).toMatchObject({ kind: 'code', language: 'css' })
    expect(formEventEditors.map((spec) => spec.key)).toEqual(['onFormCreated', 'onFormMounted', 'onFormDataChange'])
    expect(formEventEditors[2].params).toContain('fieldName')
  })
})

describe('checkJsonShape', () => {
  it('accepts cascader options and names the first problem of bad ones', () => {
    const good = [{ label: 'a', value: 1, children: [{ label: 'b', value: 11 }] }]
    expect(checkJsonShape('cascaderOptions', good)).toBeNull()
    expect(checkJsonShape('cascaderOptions', { label: 'a' }, 'zh-CN')).toBe('options 必须是数组')
    expect(checkJsonShape('cascaderOptions', [{ label: 'a', value: 1, children: [{ label: 'b' }] }], 'en-US')).toBe(
      'options[0].children[0] needs a string label and a scalar value',
    )
    expect(checkJsonShape('cascaderOptions', [{ label: 'a', value: 1 }, { label: 'b', value: 1 }], 'en-US')).toMatch(/repeated/)
  })

  it('checks data-table columns, buttons, pagination and rows', () => {
    expect(checkJsonShape('tableColumns', [{ prop: 'name', label: '名称' }])).toBeNull()
    expect(checkJsonShape('tableColumns', [{ prop: '', label: '名称' }], 'en-US')).toBe('[0] needs non-empty strings prop, label')
    expect(checkJsonShape('operationButtons', [{ name: 'a', label: 'A' }, { name: 'a', label: 'B' }], 'en-US')).toMatch(/unique/)
    expect(checkJsonShape('pagination', { currentPage: 1, pageSize: 10, total: 0, pageSizes: [10, 20] })).toBeNull()
    expect(checkJsonShape('pagination', { currentPage: 1, pageSize: 10, total: 0, pageSizes: ['10'] })).not.toBeNull()
    expect(checkJsonShape('tableRows', [{ id: 1 }, 2], 'en-US')).toBe('[1] must be an object')
  })

  it('takes null, empty or a list of scalars as a range or path default value', () => {
    expect(checkJsonShape('valueList', null)).toBeNull()
    expect(checkJsonShape('valueList', '')).toBeNull()
    expect(checkJsonShape('valueList', [{ a: 1 }])).not.toBeNull()
    expect(checkJsonShape('valueList', ['09:00:00', '18:00:00'])).toBeNull()
    expect(checkJsonShape('valueList', 'x')).not.toBeNull()
    expect(checkJsonShape('any', { anything: true })).toBeNull()
  })
})
