import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { App } from '../app.js'
import { contracts, departments } from '../db/schema/index.js'
import { errors } from '../errors.js'
import { buildTestApp } from '../test/index.js'
import { envelope, ok } from './envelope.js'

let app: App

beforeAll(async () => {
  app = await buildTestApp({
    register: (instance) =>
      instance.register(
        async (api) => {
          api.withTypeProvider<ZodTypeProvider>().post(
            '/echo',
            { schema: { body: z.object({ title: z.string().min(2) }), response: envelope(z.object({ title: z.string() })) } },
            async (request) => ok({ title: request.body.title }),
          )
          api.post('/duplicate', async () => {
            await api.db.insert(departments).values({ name: '法务部' })
          })
          api.post('/sealed-change', async () => {
            const [sealed] = await api.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.sealed, true)).limit(1)
            await api.db.update(contracts).set({ contractName: '篡改' }).where(eq(contracts.id, sealed.id))
          })
          api.get('/unprocessable', async () => {
            throw new errors.TND_ERR_UNPROCESSABLE('表单数据不符合规则')
          })
          api.get('/crash', async () => {
            throw new Error('secret database password in stack')
          })
        },
        { prefix: '/contracttandem/api/Test' },
      ),
  })
})
afterAll(() => app.close())

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/contracttandem/api/Test/${url}`, payload: payload as string, headers })

describe('envelope and status mapping', () => {
  it('200: success envelope with data', async () => {
    const response = await post('echo', { title: '合同' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, code: 200, resultCode: '0000', msg: '成功', data: { title: '合同' } })
  })

  it('400: names the field and the problem in Chinese', async () => {
    const response = await post('echo', { title: 'x' })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ success: false, code: 400, resultCode: 'TND_ERR_BAD_REQUEST', data: null })
    expect(body.msg).toMatch(/^参数 title 不合法：/)
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]{2}/)
  })

  it('400: malformed JSON', async () => {
    const response = await post('echo', '{"title":', { 'content-type': 'application/json' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, msg: '请求内容不是合法的 JSON' })
  })

  it('413: body too large', async () => {
    const response = await post('echo', { title: 'x'.repeat(1_100_000) })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ success: false, code: 413, msg: '请求内容过大' })
  })

  it('415: unsupported content type', async () => {
    const response = await post('echo', 'title=x', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ success: false, code: 415, resultCode: 'TND_ERR_UNSUPPORTED_MEDIA_TYPE' })
  })

  it('422: registry error keeps its status and message', async () => {
    const response = await app.inject('/contracttandem/api/Test/unprocessable')
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ success: false, code: 422, msg: '表单数据不符合规则' })
  })

  it('409: a unique violation becomes a conflict without the SQL', async () => {
    const response = await post('duplicate', {})
    expect(response.statusCode).toBe(409)
    const body = response.json()
    expect(body).toMatchObject({ success: false, code: 409, resultCode: 'TND_ERR_CONFLICT' })
    expect(body.msg).not.toMatch(/insert|departments/i)
  })

  it('409: a change the sealed-record guard refuses answers 该记录已封存 and changes nothing', async () => {
    const response = await post('sealed-change', {})
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, code: 409, resultCode: 'TND_ERR_RECORD_SEALED', msg: '该记录已封存，不能修改', data: null })
    expect(await app.db.$count(contracts, eq(contracts.contractName, '篡改'))).toBe(0)
  })

  it('404: unknown API path under both API prefixes', async () => {
    for (const url of ['/contracttandem/api/Nope', '/unifiedauth/api/Frontend/Nope', '/contracttandem/api/Test/echo']) {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, code: 404, resultCode: 'TND_ERR_API_NOT_FOUND', msg: '接口不存在', data: null })
    }
  })

  it('404: unknown non-API path', async () => {
    const response = await app.inject('/nothing-here')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ success: false, resultCode: 'TND_ERR_PAGE_NOT_FOUND' })
  })

  it('500: request id in msg and header, no stack or message for the client', async () => {
    const response = await app.inject({ url: '/contracttandem/api/Test/crash', headers: { 'x-request-id': 'req-abc-123' } })
    expect(response.statusCode).toBe(500)
    expect(response.headers['x-request-id']).toBe('req-abc-123')
    expect(response.json()).toEqual({
      success: false,
      code: 500,
      resultCode: 'TND_ERR_INTERNAL',
      msg: '服务器内部错误（请求号 req-abc-123）',
      data: null,
    })
    expect(response.body).not.toMatch(/secret|stack|at /)
  })

  it('generates a request id when the caller sends none or an unsafe one', async () => {
    const response = await app.inject({ url: '/contracttandem/api/Test/crash', headers: { 'x-request-id': '<script>' } })
    const id = response.headers['x-request-id'] as string
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.json().msg).toBe(`服务器内部错误（请求号 ${id}）`)
  })
})
