import { describe, expect, it } from 'vitest'
import { loadFormJson, toDayjsPattern } from '../index.js'

const empty = { widgetList: [], formConfig: {} }

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze)
    Object.freeze(value)
  }
  return value
}

describe('loadFormJson errors', () => {
  it.each([
    ['no formConfig', { widgetList: [] }],
    ['no widgetList', { formConfig: {} }],
    ['widgetList not an array', { widgetList: {}, formConfig: {} }],
    ['an array', []],
    ['a JSON string without the keys', '{"formConfig":{}}'],
    ['a widget without type', { widgetList: [{ options: {} }], formConfig: {} }],
  ])('rejects %s with the VForm message', (_label, input) => {
    expect(() => loadFormJson(input)).toThrow(/^Invalid format of form json\.$/)
  })

  it.each([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['unparsable JSON', '{widgetList'],
    ['a JSON number', '3'],
  ])('rejects %s with "Set form json failed."', (_label, input) => {
    expect(() => loadFormJson(input)).toThrow(/^Set form json failed\.$/)
  })

  it('reports the error code', () => {
    try {
      loadFormJson(7)
      expect.unreachable()
    } catch (error) {
      expect(error).toMatchObject({ code: 'FORM_ERR_SET_JSON_FAILED' })
    }
  })
})

describe('loadFormJson normalisation', () => {
  it('accepts a JSON string and an object alike', () => {
    expect(loadFormJson(JSON.stringify(empty))).toEqual(loadFormJson(empty))
  })

  it('fills formConfig defaults and turns customClass into an array', () => {
    const { formConfig } = loadFormJson({ widgetList: [], formConfig: { customClass: 'a  b', labelWidth: 120 } })
    expect(formConfig.customClass).toEqual(['a', 'b'])
    expect(formConfig.labelWidth).toBe(120)
    expect(formConfig.labelPosition).toBe('left')
    expect(formConfig.jsonVersion).toBe(3)
    expect(formConfig.dataSources).toEqual([])
    expect(loadFormJson({ widgetList: [], formConfig: { customClass: '' } }).formConfig.customClass).toEqual([])
    expect(loadFormJson({ widgetList: [], formConfig: { customClass: ['x'] } }).formConfig.customClass).toEqual(['x'])
  })

  it('fills missing option keys from the registry and keeps unknown keys', () => {
    const json = {
      formConfig: { onFormValidate: '' },
      widgetList: [{ key: 75094, type: 'input', id: 'input1', options: { name: 'input1', label: 'L', customClass: 'c1 c2', myKey: 7 } }],
    }
    const loaded = loadFormJson(json)
    const [input] = loaded.widgetList
    expect(input.key).toBe(75094)
    expect(input.formItemFlag).toBe(true)
    expect(input.options).toMatchObject({ label: 'L', clearable: true, maxLength: null, myKey: 7, customClass: ['c1', 'c2'] })
    expect(loaded.formConfig.onFormValidate).toBe('')
  })

  it('converts Element date patterns to dayjs ones', () => {
    const json = {
      formConfig: {},
      widgetList: [
        { type: 'date', id: 'd', options: { name: 'd', format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd HH:mm:ss' } },
        { type: 'date-range', id: 'r', options: { name: 'r', format: 'yyyy/MM/dd', valueFormat: 'timestamp' } },
      ],
    }
    const [date, range] = loadFormJson(json).widgetList
    expect(date.options.format).toBe('YYYY-MM-DD')
    expect(date.options.valueFormat).toBe('YYYY-MM-DD HH:mm:ss')
    expect(range.options.format).toBe('YYYY/MM/DD')
    expect(range.options.valueFormat).toBe('timestamp')
    expect(toDayjsPattern('yyyy [year] WW dddd')).toBe('YYYY [year] ww dddd')
  })

  it('keeps unknown widget types with their children and fills flags of internal containers', () => {
    const json = {
      formConfig: {},
      widgetList: [
        { type: 'object-group', id: 'og', options: { name: 'og' }, widgetList: [{ type: 'input', id: 'i', options: { name: 'i' } }] },
        { type: 'tab', id: 't', options: { name: 't' }, tabs: [{ type: 'tab-pane', id: 'p', options: { name: 'p' }, widgetList: [] }] },
      ],
    }
    const [group, tab] = loadFormJson(json).widgetList
    expect(group.type).toBe('object-group')
    expect(group.widgetList?.[0].options.clearable).toBe(true)
    expect(tab.category).toBe('container')
    expect(tab.displayType).toBe('border-card')
    expect(tab.tabs?.[0].internal).toBe(true)
  })

  it('derives missing ids and names and drops displayName', () => {
    const [a, b] = loadFormJson({
      formConfig: {},
      widgetList: [
        { type: 'input', options: { name: 'n1' }, displayName: 'x' },
        { type: 'input', id: 'id2', options: {} },
      ],
    }).widgetList
    expect(a.id).toBe('n1')
    expect('displayName' in a).toBe(false)
    expect(b.options.name).toBe('id2')
  })

  it('never mutates the input', () => {
    const json = deepFreeze({
      formConfig: { customClass: 'a' },
      widgetList: [
        { type: 'date', id: 'd', options: { name: 'd', format: 'yyyy-MM-dd', customClass: '' } },
        { type: 'table', id: 't', category: 'container', options: { name: 't' }, rows: [{ id: 'r', cols: [{ type: 'table-cell', id: 'c', options: { name: 'c' }, widgetList: [] }] }] },
      ],
    })
    const copy = JSON.parse(JSON.stringify(json)) as unknown
    const loaded = loadFormJson(json)
    expect(json).toEqual(copy)
    expect(loaded.widgetList[1].rows?.[0].cols[0].merged).toBe(false)
  })
})
