import { describe, expect, it } from 'vitest'
import { fillDefaults, loadFormJson, recordAuthoredKeys, stripDefaults, upgradeFormJson, type AuthoredKeys } from './index.js'
import type { Widget } from '../types.js'

const vform2 = {
  formConfig: { customClass: 'a b', labelWidth: 100 },
  widgetList: [
    { type: 'date', id: 'd1', displayName: 'x', options: { name: 'd1', format: 'yyyy-MM-dd', customClass: '' } },
    {
      type: 'grid',
      id: 'g1',
      options: { name: 'g1' },
      cols: [{ type: 'grid-col', id: 'c1', options: { name: 'c1', span: 24 }, widgetList: [{ type: 'input', id: 'i1', options: { name: 'i1', myKey: 1 } }] }],
    },
  ],
}

function loadWithSource(raw: Record<string, unknown>) {
  const upgraded = upgradeFormJson(raw)
  const filled = fillDefaults(upgraded)
  const authored = new WeakMap<Widget, AuthoredKeys>()
  recordAuthoredKeys(upgraded.widgetList as unknown[], filled.widgetList, authored)
  const formConfig = new Set(Object.keys(upgraded.formConfig as object))
  return { upgraded, filled, source: { widget: (w: Widget) => authored.get(w), formConfig } }
}

describe('upgradeFormJson', () => {
  it('brings customClass, date patterns, displayName and jsonVersion to version 3 without filling', () => {
    const upgraded = upgradeFormJson(vform2) as typeof vform2 & { formConfig: { jsonVersion: number } }
    expect(upgraded.formConfig).toEqual({ customClass: ['a', 'b'], labelWidth: 100, jsonVersion: 3 })
    expect(upgraded.widgetList[0]).toEqual({ type: 'date', id: 'd1', options: { name: 'd1', format: 'YYYY-MM-DD', customClass: [] } })
    expect(upgraded.widgetList[1]).toEqual(vform2.widgetList[1])
    expect(vform2.formConfig.customClass).toBe('a b')
  })

  it('keeps dayjs date patterns, weekday included, whatever the jsonVersion', () => {
    const v3 = { formConfig: { jsonVersion: 3 }, widgetList: [{ type: 'date', id: 'd', options: { name: 'd', format: 'YYYY-MM-DD dd' } }] }
    expect(upgradeFormJson(v3).widgetList).toEqual(v3.widgetList)
    expect(upgradeFormJson({ ...v3, formConfig: {} }).widgetList).toEqual(v3.widgetList)
  })

  it('translates Element date patterns in a version-3 form too (a VForm 2 widget kept in a VForm 3 form)', () => {
    const mixed = {
      formConfig: { jsonVersion: 3 },
      widgetList: [{ type: 'date', id: 'd', options: { name: 'd', format: 'yyyy年MM月dd日', valueFormat: 'yyyy-MM-dd' } }],
    }
    expect(upgradeFormJson(mixed).widgetList).toEqual([{ type: 'date', id: 'd', options: { name: 'd', format: 'YYYY年MM月DD日', valueFormat: 'YYYY-MM-DD' } }])
  })

  it('leaves malformed parts for the loader to reject', () => {
    expect(upgradeFormJson({ widgetList: [3, { options: 'x' }], formConfig: {} }).widgetList).toEqual([3, { options: 'x' }])
  })
})

describe('fillDefaults and stripDefaults', () => {
  it('loadFormJson is upgrade then fill', () => {
    expect(loadFormJson(vform2)).toEqual(fillDefaults(upgradeFormJson(vform2)))
  })

  it('strips exactly what filling added, keeping authored and unknown keys', () => {
    const { upgraded, filled, source } = loadWithSource(vform2)
    expect(filled.widgetList[1].cols?.[0].widgetList?.[0].options.clearable).toBe(true)
    expect(stripDefaults(filled, source)).toEqual(upgraded)
  })

  it('keeps an authored key that equals its default and every key of a widget without a source', () => {
    const { filled, source } = loadWithSource({ formConfig: { labelWidth: 80 }, widgetList: [{ type: 'input', id: 'i', options: { name: 'i', clearable: true } }] })
    const designed = loadFormJson({ formConfig: {}, widgetList: [{ type: 'switch', id: 's', options: { name: 's' } }] }).widgetList[0]
    const saved = stripDefaults({ ...filled, widgetList: [...filled.widgetList, designed] }, source)
    expect(saved.widgetList[0]).toEqual({ type: 'input', id: 'i', options: { name: 'i', clearable: true } })
    expect(saved.widgetList[1]).toEqual(designed)
    expect(saved.formConfig).toEqual({ labelWidth: 80, jsonVersion: 3 })
  })

  it('returns a copy the caller may change', () => {
    const { filled, source } = loadWithSource(vform2)
    const saved = stripDefaults(filled, source)
    saved.widgetList[0].options.name = 'changed'
    expect(filled.widgetList[0].options.name).toBe('d1')
  })
})
