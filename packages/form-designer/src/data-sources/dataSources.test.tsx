import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createSchemaStore, DataSourceError, setLocale, type DataSource, type DataSourceRequestConfig, type DataSourceTransport } from '@tandem/form-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codeEditorView, typeCode } from '../settings-panel/test-support/codeEditor'
import { WidgetSettingsPanel } from '../settings-panel'
import { copyDataSource, importDataSources, newDataSource, updateDataSource } from './dataSourceList'
import { dataSourceTexts } from './messages'
import { DataSourceManager } from './DataSourceManager'
import { testDataSource } from './testDataSource'
import { getTestDsv } from './testDsv'

// antd modals and CodeMirror take seconds to render in happy-dom on a loaded machine
vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  setLocale('zh-CN')
  sessionStorage.clear()
})

const texts = dataSourceTexts['zh-CN']
const departments = [
  { id: 1, name: '法务部' },
  { id: 2, name: '财务部' },
]

/** The server's dictionary answer (an envelope) for any request; records what was asked. */
function dictionaryTransport(seen: DataSourceRequestConfig[] = []): DataSourceTransport {
  return (config) => {
    seen.push(config)
    return Promise.resolve({ data: { code: 0, data: departments }, status: 200, headers: { 'content-type': 'application/json' } })
  }
}

const source = (patch: Partial<DataSource> = {}): DataSource => ({ ...newDataSource([]), uniqueName: 'departments', requestURL: '/contracttandem/api/Dict/Departments', ...patch })

describe('data source list', () => {
  it('names new sources and copies freely and refuses a bad or taken name', () => {
    const first = newDataSource([])
    expect(first).toMatchObject({ uniqueName: 'dataSource1', requestMethod: 'get', requestURLType: 'String', dataHandlerCode: 'return result.data.data' })
    const list = [first, newDataSource([first])]
    expect(list[1].uniqueName).toBe('dataSource2')
    const copied = copyDataSource(list, 0)
    expect(copied.map((ds) => ds.uniqueName)).toEqual(['dataSource1', 'dataSource1Copy1', 'dataSource2'])
    expect(copied[1].dataSourceId).not.toBe(copied[0].dataSourceId)
    expect(updateDataSource(list, 0, { ...first, uniqueName: 'dataSource2' }, texts)).toEqual({ ok: false, reason: texts.nameTaken })
    expect(updateDataSource(list, 0, { ...first, uniqueName: '2nd' }, texts)).toEqual({ ok: false, reason: texts.nameInvalid })
    expect(updateDataSource(list, 0, { ...first, uniqueName: '' }, texts)).toEqual({ ok: false, reason: texts.nameEmpty })
    expect(updateDataSource(list, 0, { ...first, uniqueName: 'users' }, texts)).toMatchObject({ ok: true })
  })

  it('imports a list or a form JSON, refusing the whole import on a bad item or a taken name', () => {
    const list = [source()]
    expect(importDataSources(list, [{ uniqueName: 'users', requestURL: '/u' }], texts)).toMatchObject({ ok: true, list: [{ uniqueName: 'departments' }, { uniqueName: 'users', requestMethod: 'get' }] })
    expect(importDataSources(list, { widgetList: [], formConfig: { dataSources: [{ uniqueName: 'users', requestURL: '/u' }] } }, texts)).toMatchObject({ ok: true })
    expect(importDataSources(list, { a: 1 }, texts)).toEqual({ ok: false, reason: texts.importNotList })
    expect(importDataSources(list, [{ uniqueName: 'x' }], texts)).toEqual({ ok: false, reason: texts.importBadItem })
    expect(importDataSources(list, [{ uniqueName: 'x', requestURL: '/', params: [{ name: 'a', type: 'Date', value: '1' }] }], texts)).toEqual({ ok: false, reason: texts.importBadItem })
    expect(importDataSources(list, [{ uniqueName: 'departments', requestURL: '/' }], texts)).toEqual({ ok: false, reason: `departments: ${texts.nameTaken}` })
  })
})

describe('testDataSource', () => {
  it('runs with isSandbox true and the test DSV and records the request', async () => {
    const seen: DataSourceRequestConfig[] = []
    const ds = source({
      requestURL: "DSV.base + '/Dict/Users'",
      requestURLType: 'Variable',
      params: [{ name: 'keyword', type: 'Variable', value: 'DSV.keyword' }],
      configHandlerCode: "config.headers['x-sandbox'] = String(isSandbox); return config",
    })
    const outcome = await testDataSource(ds, { base: '/contracttandem/api', keyword: '王' }, dictionaryTransport(seen))
    expect(outcome).toMatchObject({ ok: true, result: departments })
    expect(outcome.request).toMatchObject({ url: '/contracttandem/api/Dict/Users', method: 'get', params: { keyword: '王' }, headers: { 'x-sandbox': 'true' } })
    expect(seen).toHaveLength(1)
  })

  it('reports the error and what the error handler showed', async () => {
    const failing: DataSourceTransport = () => Promise.reject(new DataSourceError('ERR_BAD_RESPONSE', 'Request failed with status code 401'))
    const outcome = await testDataSource(source(), {}, failing)
    expect(outcome).toMatchObject({ ok: false, error: 'Request failed with status code 401', messages: ['Request failed with status code 401'] })
    const badItem = await testDataSource(source({ params: [{ name: 'page', type: 'Number', value: 'one' }] }), {}, dictionaryTransport())
    expect(badItem.ok).toBe(false)
    expect(badItem.request).toBeNull()
  })
})

const lastDialog = async () => within((await screen.findAllByRole('dialog')).at(-1)!)
// antd labels modals by an id that happy-dom does not resolve: find the dialog by its title
const editorDialog = async () => within((await screen.findByText(/^编辑数据源/)).closest<HTMLElement>('[role="dialog"]')!)

function renderManager(dataSources: DataSource[] = [], transport: DataSourceTransport = dictionaryTransport()) {
  const store = createSchemaStore({ widgetList: [], formConfig: { dataSources } })
  render(<DataSourceManager store={store} onClose={() => {}} transport={transport} />)
  return store
}

describe('DataSourceManager', () => {
  it('adds a source and edits every kind of field into the form, one undo step per save', async () => {
    const store = renderManager()
    fireEvent.click(screen.getByRole('button', { name: '新增数据源' }))
    expect(store.getFormConfig().dataSources.map((ds) => ds.uniqueName)).toEqual(['dataSource1'])
    const editor = await editorDialog()
    fireEvent.change(editor.getByLabelText('唯一名称'), { target: { value: 'departments' } })
    fireEvent.change(editor.getByLabelText('请求地址'), { target: { value: '/contracttandem/api/Dict/Departments' } })
    fireEvent.click(editor.getByRole('button', { name: /添加请求参数/ }))
    fireEvent.change(editor.getByLabelText('请求参数 1 名称'), { target: { value: 'status' } })
    fireEvent.change(editor.getByLabelText('请求参数 1 值'), { target: { value: '1' } })
    typeCode('return result.data.data.map((d) => ({ label: d.name, value: d.id }))', editor.getByLabelText('响应数据处理（dataHandlerCode）'))
    fireEvent.click(editor.getByRole('button', { name: '保 存' }))
    const [saved] = store.getFormConfig().dataSources
    expect(saved).toMatchObject({
      uniqueName: 'departments',
      requestURL: '/contracttandem/api/Dict/Departments',
      params: [{ name: 'status', type: 'String', value: '1' }],
      dataHandlerCode: 'return result.data.data.map((d) => ({ label: d.name, value: d.id }))',
    })
    act(() => void store.undo())
    expect(store.getFormConfig().dataSources[0].uniqueName).toBe('dataSource1')
  })

  it('keeps the editor open with the reason when the name is taken', async () => {
    const store = renderManager([source(), source({ uniqueName: 'users' })])
    fireEvent.click(screen.getByRole('button', { name: '编辑 users' }))
    const editor = await editorDialog()
    fireEvent.change(editor.getByLabelText('唯一名称'), { target: { value: 'departments' } })
    fireEvent.click(editor.getByRole('button', { name: '保 存' }))
    expect(editor.getByRole('alert').textContent).toContain('已有同名数据源')
    expect(store.getFormConfig().dataSources.map((ds) => ds.uniqueName)).toEqual(['departments', 'users'])
  })

  it('copies and deletes sources', async () => {
    const store = renderManager([source()])
    fireEvent.click(screen.getByRole('button', { name: '复制 departments' }))
    expect(store.getFormConfig().dataSources.map((ds) => ds.uniqueName)).toEqual(['departments', 'departmentsCopy1'])
    fireEvent.click(screen.getByRole('button', { name: '删除 departments' }))
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '删 除' }))
    await waitFor(() => expect(store.getFormConfig().dataSources.map((ds) => ds.uniqueName)).toEqual(['departmentsCopy1']))
  })

  it('tests a source with the session DSV and shows the request and the result', async () => {
    const seen: DataSourceRequestConfig[] = []
    renderManager([source({ params: [{ name: 'org', type: 'Variable', value: 'DSV.org' }] })], dictionaryTransport(seen))
    fireEvent.click(screen.getByRole('button', { name: '编辑 departments' }))
    const editor = await editorDialog()
    typeCode('{ "org": 7 }', editor.getByLabelText(texts.testDsv))
    await act(async () => void fireEvent.click(editor.getByRole('button', { name: '测 试' })))
    expect(await editor.findByLabelText('返回结果')).toBeTruthy()
    expect(JSON.parse(editor.getByLabelText('返回结果').textContent!)).toEqual(departments)
    expect(editor.getByLabelText('请求').textContent).toContain('GET /contracttandem/api/Dict/Departments')
    expect(seen[0].params).toEqual({ org: 7 })
    expect(getTestDsv()).toEqual({ org: 7 })
  })

  it('imports and exports the list as JSON', async () => {
    const store = renderManager([source()])
    fireEvent.click(screen.getByRole('button', { name: '导 入' }))
    let dialog = await lastDialog()
    typeCode('[{ "uniqueName": "x" }]', (await screen.findAllByRole('dialog')).at(-1)!)
    fireEvent.click(dialog.getByRole('button', { name: '导 入' }))
    expect(dialog.getByRole('alert').textContent).toContain('格式不正确')
    typeCode('[{ "uniqueName": "users", "requestURL": "/contracttandem/api/Dict/Users" }]', (await screen.findAllByRole('dialog')).at(-1)!)
    fireEvent.click(dialog.getByRole('button', { name: '导 入' }))
    expect(store.getFormConfig().dataSources.map((ds) => ds.uniqueName)).toEqual(['departments', 'users'])
    fireEvent.click(screen.getByRole('button', { name: '导 出' }))
    dialog = await lastDialog()
    expect(JSON.parse(codeEditorView((await screen.findAllByRole('dialog')).at(-1)!).state.doc.toString())).toEqual(store.getFormConfig().dataSources)
  })
})

describe('data source picker', () => {
  it('offers the form data sources for the data table dsName instead of a text box', async () => {
    const store = createSchemaStore({
      widgetList: [{ id: 'dept', type: 'data-table', category: 'container', options: { name: 'dept', dsEnabled: true, dsName: '' } }],
      formConfig: { dataSources: [source(), source({ uniqueName: 'users' })] },
    })
    render(<WidgetSettingsPanel store={store} selectedId="dept" />)
    const picker = document.getElementById('dept-dsName')!
    fireEvent.mouseDown(picker)
    fireEvent.click(await screen.findByTitle('users'))
    expect(store.getWidget('dept')!.options.dsName).toBe('users')
  })

  it('offers 使用数据源, the picker and the option keys on a select once the switch is on', async () => {
    const store = createSchemaStore({
      widgetList: [{ id: 'owner', type: 'select', formItemFlag: true, options: { name: 'owner' } }],
      formConfig: { dataSources: [source(), source({ uniqueName: 'users' })] },
    })
    render(<WidgetSettingsPanel store={store} selectedId="owner" />)
    expect(document.getElementById('owner-dsName')).toBeNull()
    fireEvent.click(screen.getByRole('switch', { name: '使用数据源' }))
    expect(store.getWidget('owner')!.options.dsEnabled).toBe(true)
    fireEvent.mouseDown(document.getElementById('owner-dsName')!)
    fireEvent.click(await screen.findByTitle('users'))
    fireEvent.change(screen.getByLabelText('选项标签字段'), { target: { value: 'userName' } })
    fireEvent.change(screen.getByLabelText('选项值字段'), { target: { value: 'userId' } })
    expect(store.getWidget('owner')!.options).toMatchObject({ dsName: 'users', labelKey: 'userName', valueKey: 'userId' })
  })
})
