import { listWidgetDefinitions } from '@tandem/form-core'
import { describe, expect, it } from 'vitest'
import { buildPaletteSections } from './paletteGroups'

const typesOf = (query?: string) => buildPaletteSections(listWidgetDefinitions(), 'zh-CN', query).flatMap((section) => section.entries.map((entry) => entry.type))

describe('buildPaletteSections', () => {
  it('groups the registry in VForm order with Chinese titles', () => {
    const sections = buildPaletteSections(listWidgetDefinitions(), 'zh-CN')
    expect(sections.map((section) => section.title)).toEqual(['容器', '基础字段', '高级字段', '自定义扩展字段'])
    expect(sections[0].entries.map((entry) => entry.type)).toEqual(['grid', 'table', 'tab', 'card', 'sub-form', 'grid-sub-form', 'data-table', 'vf-dialog', 'vf-drawer'])
    expect(sections[1].entries[0]).toEqual({ type: 'input', label: '单行输入', icon: 'text-field' })
    expect(sections[3].entries.map((entry) => entry.type)).toEqual(['alert'])
  })

  it('never offers the internal types', () => {
    const types = typesOf()
    for (const internal of ['grid-col', 'table-cell', 'tab-pane']) expect(types).not.toContain(internal)
    const offered = listWidgetDefinitions().filter((definition) => !definition.internal).length
    expect(types).toHaveLength(offered)
  })

  it('filters by label or type and drops empty groups', () => {
    expect(typesOf('日期')).toEqual(['date', 'date-range'])
    expect(typesOf('UPLOAD')).toEqual(['picture-upload', 'file-upload'])
    expect(buildPaletteSections(listWidgetDefinitions(), 'zh-CN', '日期').map((section) => section.group)).toEqual(['basic'])
    expect(typesOf('没有这个组件')).toEqual([])
  })

  it('names groups and types in en-US with VForm\'s English names, and searches those names', () => {
    const sections = buildPaletteSections(listWidgetDefinitions(), 'en-US')
    expect(sections.map((section) => section.title)).toEqual(['Container', 'Basic Field', 'Advanced Field', 'Customized Field'])
    expect(sections[1].entries[0]).toEqual({ type: 'input', label: 'Input', icon: 'text-field' })
    expect(buildPaletteSections(listWidgetDefinitions(), 'en-US', 'picker').flatMap((section) => section.entries.map((entry) => entry.label))).toEqual(['ColorPicker'])
  })
})
