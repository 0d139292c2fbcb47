import { describe, expect, it } from 'vitest'
import { DEFAULT_HANDLERS, createDataSource } from '../index.js'

describe('createDataSource', () => {
  it("makes a data source with VForm Pro's defaults, the given fields set over them", () => {
    const source = createDataSource({ dataSourceId: 'ds1', uniqueName: 'departments' }, { requestURL: '/api/Dict/Departments', requestMethod: 'post' })
    expect(source).toEqual({
      dataSourceId: 'ds1',
      uniqueName: 'departments',
      description: '',
      requestURL: '/api/Dict/Departments',
      requestURLType: 'String',
      requestMethod: 'post',
      headers: [],
      params: [],
      data: [],
      ...DEFAULT_HANDLERS,
      dataSetEnabled: false,
      dataSets: [],
    })
    // each call has lists of its own
    expect(createDataSource({ dataSourceId: 'ds2', uniqueName: 'b' }).params).not.toBe(source.params)
  })
})
