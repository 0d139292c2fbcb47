import Fastify from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { serializerCompiler } from './serializer.js'

const answer = z.object({
  id: z.int(),
  name: z.string(),
  signDate: z.iso.date().nullable(),
  kind: z.union([z.literal(1), z.literal(2)]),
  tags: z.array(z.object({ code: z.string() })),
})

function appAnswering(body: unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.get('/thing', { schema: { response: { 200: answer } } }, async () => body as z.infer<typeof answer>)
  return app
}

describe('response serializer', () => {
  let app: ReturnType<typeof appAnswering> | undefined
  afterEach(async () => app?.close())

  it('writes the declared properties, nested ones and nulls included', async () => {
    app = appAnswering({ id: 7, name: '采购合同', signDate: null, kind: 2, tags: [{ code: 'a' }] })
    const response = await app.inject('/thing')
    expect(response.json()).toEqual({ id: 7, name: '采购合同', signDate: null, kind: 2, tags: [{ code: 'a' }] })
  })

  it('leaves out what the schema does not declare, at any depth', async () => {
    app = appAnswering({ id: 7, name: 'x', signDate: '2025-01-02', kind: 1, passwordHash: 'secret', tags: [{ code: 'a', internal: true }] })
    const response = await app.inject('/thing')
    expect(response.body).not.toContain('secret')
    expect(response.json()).toEqual({ id: 7, name: 'x', signDate: '2025-01-02', kind: 1, tags: [{ code: 'a' }] })
  })

  it('answers 500 rather than a partial body when a required property is missing', async () => {
    app = appAnswering({ id: 7, signDate: null, kind: 1, tags: [] })
    const response = await app.inject('/thing')
    expect(response.statusCode).toBe(500)
  })

  it('refuses a route whose response schema is not a zod schema', async () => {
    app = Fastify()
    app.setSerializerCompiler(serializerCompiler)
    app.get('/plain', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}))
    await expect(app.ready()).rejects.toThrow('a response schema must be a zod schema')
  })
})
