import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { App } from '../app.js'
import { userRoles } from '../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../test/index.js'
import { ok } from './envelope.js'

let app: App

beforeAll(async () => {
  app = await buildTestApp({
    register: (instance) =>
      instance.register(
        async (sealing) => {
          sealing.addHook('onRequest', sealing.requireMenu('htfc'))
          sealing.post('/Seal', async (request) => ok({ by: request.user?.account }))
          sealing.post('/Typed', { schema: { body: z.object({ secretFieldName: z.number() }) } }, async () => ok(null))
        },
        { prefix: '/contracttandem/api/SealTest' },
      ),
  })
})
afterAll(() => app.close())

const seal = (cookie?: string) =>
  app.inject({ method: 'POST', url: '/contracttandem/api/SealTest/Seal', headers: cookie ? { cookie } : {} })

describe('requireMenu', () => {
  it('refuses a session without the menu code with 403 and the message', async () => {
    const response = await seal(await signIn(app, 'zhangsan'))
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ success: false, code: 403, resultCode: 'TND_ERR_FORBIDDEN', msg: '无权访问该功能', data: null })
  })

  it('lets holders of the code through', async () => {
    for (const account of ['lisi', 'admin']) {
      const response = await seal(await signIn(app, account))
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ by: account })
    }
  })

  it('reads the roles afresh on every request: a role taken away closes the door at once', async () => {
    const cookie = await signIn(app, 'lisi')
    expect((await seal(cookie)).statusCode).toBe(200)
    const lisi = await userIdOf(app, 'lisi')
    const granted = await app.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, lisi))
    await app.db.delete(userRoles).where(eq(userRoles.userId, lisi))
    try {
      expect((await seal(cookie)).statusCode).toBe(403)
    } finally {
      await app.db.insert(userRoles).values(granted.map(({ roleId }) => ({ userId: lisi, roleId })))
    }
    expect((await seal(cookie)).statusCode).toBe(200)
  })

  it('answers 401 / 20001 without a session', async () => {
    const response = await seal()
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false, code: 20001, msg: '登录已过期，请重新登录' })
  })

  it('checks the session and the code before the input, so a refused caller learns no field names', async () => {
    const typed = (cookie?: string) =>
      app.inject({ method: 'POST', url: '/contracttandem/api/SealTest/Typed', headers: cookie ? { cookie } : {}, payload: { wrong: 'shape' } })
    const anonymous = await typed()
    expect(anonymous.statusCode).toBe(401)
    const withoutCode = await typed(await signIn(app, 'zhangsan'))
    expect(withoutCode.statusCode).toBe(403)
    for (const answer of [anonymous, withoutCode]) expect(answer.body).not.toContain('secretFieldName')
    const allowed = await typed(await signIn(app, 'lisi'))
    expect(allowed.statusCode).toBe(400)
    expect(allowed.json().msg).toContain('secretFieldName')
  })
})
