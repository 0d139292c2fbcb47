import { describe, expect, it } from 'vitest'
import {
  buildRules,
  createWidget,
  getPropertyEditors,
  getWidgetDefinition,
  listWidgetDefinitions,
  loadFormJson,
  registerWidgetType,
  runRules,
  type CustomWidgetSpec,
  type WidgetOptions,
} from '../index.js'

const stars = (type: string, extra: Partial<CustomWidgetSpec> = {}): CustomWidgetSpec => ({
  type,
  label: { 'zh-CN': '星级', 'en-US': 'Stars' },
  valueType: 'number',
  options: { defaultValue: 0, starCount: 5, onFocus: '' },
  editors: [{ key: 'starCount', kind: 'number', group: 'common', label: { 'zh-CN': '星星数', 'en-US': 'Star count' }, min: 1 }],
  ...extra,
})

describe('registerWidgetType', () => {
  it('adds a custom field with the common options, its editors, events, rules and JSON defaults', async () => {
    const definition = registerWidgetType(stars('star-score'))
    expect(getWidgetDefinition('star-score')).toBe(definition)
    expect(listWidgetDefinitions().at(-1)).toBe(definition)
    expect(definition).toMatchObject({ category: 'field', group: 'custom', formItem: true, valueType: 'number', label: { 'zh-CN': '星级' } })
    expect(definition.defaultOptions).toMatchObject({ name: '', label: '', required: false, hidden: false, starCount: 5, defaultValue: 0 })
    expect(definition.events).toEqual(expect.arrayContaining(['onFocus', 'onChange', 'onValidate', 'onCreated']))
    const editors = getPropertyEditors('star-score')
    expect(editors.common.map((spec) => spec.key)).toEqual(expect.arrayContaining(['name', 'label', 'required', 'starCount']))
    expect(editors.common.find((spec) => spec.key === 'starCount')?.label['zh-CN']).toBe('星星数')
    expect(editors.event.map((spec) => spec.key)).toContain('onFocus')
    expect(createWidget('star-score')).toMatchObject({ type: 'star-score', formItemFlag: true, options: { starCount: 5 } })
    const json = loadFormJson({ widgetList: [{ id: 's1', type: 'star-score', options: { name: 's1' } }], formConfig: {} })
    expect(json.widgetList[0]).toMatchObject({ formItemFlag: true, options: { starCount: 5, labelIconPosition: 'rear' } })
    const rules = buildRules({ type: 'star-score', options: { ...definition.defaultOptions, label: '满意度', required: true } as WidgetOptions }, { locale: 'zh-CN' })
    expect(await runRules(rules, null)).toEqual(['字段值不可为空'])
    expect(await runRules(rules, 4)).toEqual([])
  })

  it('refuses a built-in type, a second registration, missing options and options without an editor', () => {
    expect(() => registerWidgetType(stars('rate'))).toThrow('registerWidgetType("rate"): a built-in type cannot be registered again')
    registerWidgetType(stars('star-once'))
    expect(() => registerWidgetType(stars('star-once'))).toThrow('the type is already registered')
    const noOptions = { ...stars('star-bare'), options: undefined } as unknown as CustomWidgetSpec
    expect(() => registerWidgetType(noOptions)).toThrow('options (the type\'s own options with their defaults) are missing')
    expect(() => registerWidgetType(stars('star-plain', { editors: [] }))).toThrow('option "starCount" has no editor')
    expect(() => registerWidgetType(stars('star-hover', { options: { starCount: 5, onHover: '' } }))).toThrow('"onHover" is no event the renderer calls')
    expect(() => registerWidgetType(stars('Star Score'))).toThrow('the type must be lower-case letters, digits and dashes')
    expect(getWidgetDefinition('star-bare')).toBeUndefined()
    expect(getWidgetDefinition('star-plain')).toBeUndefined()
  })
})
