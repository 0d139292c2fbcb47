import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ScriptRunner,
  createFormModel,
  executeDataSource,
  isDataSourceError,
  pickDataSet,
  runDataSource,
  toOptionItems,
  type DataSource,
  type FormEvent,
} from '../index.js'

interface Echo {
  method: string
  path: string
  query: Record<string, string[]>
  headers: Record<string, string | string[] | undefined>
  body: unknown
}

let server: Server
let base: string

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? null : JSON.parse(text)
}

// A real HTTP server: /echo answers { code, data: <what it received> }, /status/<n> answers n,
// /text answers plain text.
beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const query: Record<string, string[]> = {}
      for (const [name, value] of url.searchParams) (query[name] ??= []).push(value)
      const echo: Echo = { method: request.method ?? '', path: url.pathname, query, headers: request.headers, body: await readBody(request) }
      const status = url.pathname.startsWith('/status/') ? Number(url.pathname.slice(8)) : 200
      if (url.pathname === '/text') {
        response.writeHead(200, { 'content-type': 'text/plain' }).end('plain words')
        return
      }
      response.writeHead(status, { 'content-type': 'application/json', 'x-served-by': 'test' })
      response.end(JSON.stringify({ code: status, msg: status === 200 ? 'ok' : 'bad', data: echo }))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function source(overrides: Partial<DataSource>): DataSource {
  return { uniqueName: 'ds1', requestURL: `${base}/echo`, requestURLType: 'String', requestMethod: 'get', ...overrides }
}

describe('runDataSource request building', () => {
  it('coerces every item type and sends headers, query params and a JSON body', async () => {
    const ds = source({
      requestMethod: 'post',
      headers: [
        { name: 'x-text', type: 'String', value: 'abc' },
        { name: 'x-token', type: 'Variable', value: 'DSV.token' },
      ],
      params: [
        { name: 'page', type: 'Number', value: '3' },
        { name: 'flag', type: 'Boolean', value: 'true' },
        { name: 'who', type: 'Variable', value: "VFR.name + '-' + DSV.suffix" },
      ],
      data: [
        { name: 'count', type: 'Number', value: ' 12.5 ' },
        { name: 'on', type: 'Boolean', value: 'TRUE' },
        { name: 'off', type: 'Boolean', value: 'no' },
        { name: 'label', type: 'String', value: '合同' },
        { name: 'ids', type: 'Variable', value: '[DSV.id, 2]' },
      ],
    })
    const echo = (await runDataSource(ds, { dsv: { token: 't-1', suffix: 's', id: 1 }, vfr: { name: 'form' } })) as Echo
    expect(echo.method).toBe('POST')
    expect(echo.headers['x-text']).toBe('abc')
    expect(echo.headers['x-token']).toBe('t-1')
    expect(echo.headers['content-type']).toContain('application/json')
    expect(echo.query).toEqual({ page: ['3'], flag: ['true'], who: ['form-s'] })
    expect(echo.body).toEqual({ count: 12.5, on: true, off: false, label: '合同', ids: [1, 2] })
  })

  it('evaluates a Variable URL with DSV and VFR, and sends put and delete', async () => {
    const ds = source({ requestURLType: 'Variable', requestURL: "DSV.host + '/echo/' + VFR.id", requestMethod: 'put' })
    const put = (await runDataSource(ds, { dsv: { host: base }, vfr: { id: 7 } })) as Echo
    expect([put.method, put.path]).toEqual(['PUT', '/echo/7'])
    const del = (await runDataSource({ ...ds, requestMethod: 'delete' }, { dsv: { host: base }, vfr: { id: 8 } })) as Echo
    expect([del.method, del.path]).toEqual(['DELETE', '/echo/8'])
  })

  it('lets configHandlerCode change the request, with isSandbox, DSV and VFR', async () => {
    const ds = source({
      configHandlerCode: "config.headers['x-sandbox'] = String(isSandbox); config.params.user = DSV.user + VFR.tag; return config",
    })
    const echo = (await runDataSource(ds, { isSandbox: true, dsv: { user: 'zhangsan' }, vfr: { tag: '!' } })) as Echo
    expect(echo.headers['x-sandbox']).toBe('true')
    expect(echo.query.user).toEqual(['zhangsan!'])
  })

  it('refuses a Number item that is not a number, before sending anything', async () => {
    const onError = vi.fn()
    const ds = source({ params: [{ name: 'page', type: 'Number', value: 'abc' }] })
    const failure = runDataSource(ds, { onError })
    await expect(failure).rejects.toMatchObject({ code: 'ERR_BAD_ITEM', message: 'Data source ds1: params item "page" is not a number: "abc"' })
    expect(onError).toHaveBeenCalledWith('Data source ds1: params item "page" is not a number: "abc"')
  })
})

describe('runDataSource results', () => {
  it('returns result.data.data by default', async () => {
    const echo = (await runDataSource(source({}))) as Echo
    expect(echo.path).toBe('/echo')
  })

  it('gives dataHandlerCode the axios-like result (data, status, headers)', async () => {
    const ds = source({ dataHandlerCode: "return [result.status, result.headers['x-served-by'], result.data.msg, isSandbox, DSV.k]" })
    expect(await runDataSource(ds, { dsv: { k: 'v' } })).toEqual([200, 'test', 'ok', false, 'v'])
  })

  it('keeps a non-JSON body as text', async () => {
    expect(await runDataSource(source({ requestURL: `${base}/text`, dataHandlerCode: 'return result.data' }))).toBe('plain words')
  })
})

describe('runDataSource failures', () => {
  it('a non-2xx answer shows its message through $message.error and rejects with the response attached', async () => {
    const onError = vi.fn()
    const failure = runDataSource(source({ requestURL: `${base}/status/500` }), { onError })
    await expect(failure).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE', message: 'Request failed with status code 500' })
    const error = await failure.catch((e: unknown) => e)
    expect(isDataSourceError(error) && error.response?.status).toBe(500)
    expect(onError).toHaveBeenCalledWith('Request failed with status code 500')
  })

  it('a custom errorHandlerCode gets error, isSandbox, DSV, $message and VFR', async () => {
    const warning = vi.fn()
    const error = vi.fn()
    const ds = source({
      requestURL: `${base}/status/404`,
      errorHandlerCode: "$message.warning(DSV.prefix + error.response.status + ':' + error.response.data.msg + ':' + isSandbox + ':' + VFR.id)",
    })
    await expect(runDataSource(ds, { dsv: { prefix: '失败 ' }, vfr: { id: 'f' }, message: { warning, error } })).rejects.toThrow('404')
    expect(warning).toHaveBeenCalledWith('失败 404:bad:false:f')
    expect(error).not.toHaveBeenCalled()
  })

  it('a network failure is ERR_NETWORK, shown as which address could not be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const onError = vi.fn()
    await expect(runDataSource(source({ requestURL: `http://127.0.0.1:${port}/x?q=1` }), { onError })).rejects.toMatchObject({ code: 'ERR_NETWORK' })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0][0]).toMatch(new RegExp(`^网络请求失败：无法连接 http://127\\.0\\.0\\.1:${port}（.+）$`))
  })

  it('a throwing handler script is reported, goes down the error path and never escapes as an uncaught error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const reported = vi.fn()
    const scripts = new ScriptRunner({ onError: reported })
    const onError = vi.fn()
    const ds = source({ dataHandlerCode: 'throw new Error("合同列表加载失败")' })
    await expect(runDataSource(ds, { scripts, onError })).rejects.toMatchObject({ code: 'ERR_SCRIPT' })
    expect(reported).toHaveBeenCalledTimes(1)
    expect(reported.mock.calls[0][1]).toMatchObject({ hook: 'dataHandlerCode', owner: 'ds1' })
    // the user reads the handler's own message, not the engine's framing
    expect(onError).toHaveBeenCalledWith('合同列表加载失败')

    const broken = source({ configHandlerCode: 'return {', errorHandlerCode: 'throw new Error("handler broke too")' })
    await expect(runDataSource(broken, { scripts })).rejects.toMatchObject({ code: 'ERR_SCRIPT' })
    expect(reported.mock.calls.map((call) => call[1].hook)).toEqual(['dataHandlerCode', 'configHandlerCode', 'errorHandlerCode'])
    vi.restoreAllMocks()
  })

  it('a configHandlerCode that forgets to return the config is a clear error', async () => {
    const ds = source({ configHandlerCode: 'config.url = "x"' })
    await expect(runDataSource(ds)).rejects.toThrow('Data source ds1: configHandlerCode must return the request config')
  })
})

describe('executeDataSource over a form model', () => {
  const formJson = (dataSources: DataSource[]) => ({ formConfig: { dataSources }, widgetList: [] })

  it('finds the source by name and runs it with global DSV merged with the local one (local wins)', async () => {
    const model = createFormModel(
      formJson([source({ uniqueName: 'users', params: [{ name: 'q', type: 'Variable', value: "[DSV.tenant, DSV.widgetName, DSV.page].join('/')" }] })]),
    )
    const echo = (await executeDataSource(model, 'users', { widgetName: 'select1', page: 2 }, { globalDsv: { tenant: 't1', page: 1 } })) as Echo
    expect(echo.query.q).toEqual(['t1/select1/2'])
  })

  it('rejects an unknown name with a message', async () => {
    const onError = vi.fn()
    await expect(executeDataSource(createFormModel(formJson([])), 'nope', {}, { onError })).rejects.toMatchObject({ code: 'ERR_NOT_FOUND' })
    expect(onError).toHaveBeenCalledWith('Data source not found: nope')
  })

  it('reports a failing handler as a scriptError event of the model', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const model = createFormModel(formJson([source({ uniqueName: 'bad', dataHandlerCode: 'return undefinedName' })]))
    const events: FormEvent[] = []
    model.subscribe((event) => events.push(event))
    await expect(executeDataSource(model, 'bad')).rejects.toMatchObject({ code: 'ERR_SCRIPT' })
    expect(events).toContainEqual(expect.objectContaining({ type: 'scriptError', info: expect.objectContaining({ hook: 'dataHandlerCode', owner: 'bad' }) }))
    vi.restoreAllMocks()
  })

  it('feeds option items and data sets from real answers', async () => {
    const model = createFormModel(
      formJson([
        source({ uniqueName: 'list', dataHandlerCode: "return [{ id: 1, title: '采购' }, { id: 2, title: '销售' }]" }),
        source({ uniqueName: 'sets', dataSetEnabled: true, dataSets: [{ name: 'cities' }], dataHandlerCode: "return { cities: [result.data.data.method] }" }),
      ]),
    )
    expect(toOptionItems(await executeDataSource(model, 'list'), 'title', 'id')).toEqual([
      { id: 1, title: '采购', label: '采购', value: 1 },
      { id: 2, title: '销售', label: '销售', value: 2 },
    ])
    expect(pickDataSet(await executeDataSource(model, 'sets'), 'cities')).toEqual(['GET'])
  })
})
