import { describe, expect, it } from 'vitest'
import { appendQuery, findDataSource, mergeDsv, pickDataSet, resolveUploadUrl, toOptionItems, type DataSource } from '../index.js'

describe('data source helpers', () => {
  it('findDataSource looks a source up by uniqueName', () => {
    const ds: DataSource = { uniqueName: 'a', requestURL: '/a' }
    expect(findDataSource({ dataSources: [ds] }, 'a')).toBe(ds)
    expect(findDataSource({ dataSources: [ds] }, 'b')).toBeUndefined()
    expect(findDataSource(undefined, 'a')).toBeUndefined()
  })

  it('mergeDsv is a shallow merge where later variables win and the inputs stay untouched', () => {
    const global = { host: 'h', nested: { a: 1 }, widgetName: 'old' }
    const merged = mergeDsv(global, { widgetName: 'table1', pageSize: 10, currentPage: 2 })
    expect(merged).toEqual({ host: 'h', nested: { a: 1 }, widgetName: 'table1', pageSize: 10, currentPage: 2 })
    expect(merged.nested).toBe(global.nested)
    expect(global.widgetName).toBe('old')
    expect(mergeDsv(undefined)).toEqual({})
  })

  it('toOptionItems maps label and value keys, with label/value as the defaults', () => {
    expect(toOptionItems([{ label: 'A', value: 'a' }])).toEqual([{ label: 'A', value: 'a' }])
    expect(toOptionItems([{ n: '甲', v: true }, { n: null, v: { x: 1 } }], 'n', 'v')).toEqual([
      { n: '甲', v: true, label: '甲', value: true },
      { n: null, v: { x: 1 }, label: '', value: '[object Object]' },
    ])
    expect(() => toOptionItems({ list: [] })).toThrow('Options need an array result, got object')
  })

  it('pickDataSet takes one named set out of an object result', () => {
    expect(pickDataSet({ cities: [1], towns: [2] }, 'towns')).toEqual([2])
    expect(pickDataSet({ cities: [1] }, 'towns')).toBeUndefined()
    expect(() => pickDataSet([1], 'towns')).toThrow('Data set towns needs an object result, got an array')
  })

  it('resolveUploadUrl evaluates the whole string only when it mentions DSV. or DSV[', () => {
    expect(resolveUploadUrl('/contracttandem/api/File/Upload', { host: 'x' })).toBe('/contracttandem/api/File/Upload')
    expect(resolveUploadUrl("DSV.uploadHost + '/upload'", { uploadHost: 'https://files.example' })).toBe('https://files.example/upload')
    expect(resolveUploadUrl("DSV['base'] + '/File/Upload?biz=' + DSV.biz", { base: '/api', biz: 3 })).toBe('/api/File/Upload?biz=3')
    expect(() => resolveUploadUrl('DSV.missing.deeper', {})).toThrow(/^uploadURL DSV.missing.deeper could not be evaluated: /)
    expect(() => resolveUploadUrl('DSV.missing', {})).toThrow('uploadURL DSV.missing did not evaluate to a URL')
  })

  it('appendQuery adds params after an existing query and before a hash', () => {
    expect(appendQuery('/a', {})).toBe('/a')
    expect(appendQuery('/a?x=1#top', { q: '合 同', ids: [1, 2], skip: null })).toBe('/a?x=1&q=%E5%90%88%20%E5%90%8C&ids=1&ids=2#top')
  })
})
