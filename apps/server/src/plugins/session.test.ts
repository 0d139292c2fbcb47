import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { sessions, users } from '../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../test/index.js'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const userInfo = (cookie?: string) =>
  app.inject({ url: '/contracttandem/api/Authentication/GetUserInfo', headers: cookie ? { cookie } : {} })

const sessionIdOf = (cookie: string) => createHash('sha256').update(cookie.split('=')[1]).digest('base64url')

async function expiryOf(cookie: string): Promise<Date | undefined> {
  const [row] = await app.db.select().from(sessions).where(eq(sessions.id, sessionIdOf(cookie)))
  return row?.expiresAt
}

const expectExpired = async (cookie?: string) => {
  const response = await userInfo(cookie)
  expect(response.statusCode).toBe(401)
  expect(response.json()).toEqual({
    success: false,
    code: 20001,
    resultCode: 'TND_ERR_SESSION_EXPIRED',
    msg: '登录已过期，请重新登录',
    data: null,
  })
}

describe('sessions', () => {
  it('answers GetUserInfo for a valid session', async () => {
    const response = await userInfo(await signIn(app, 'zhangsan'))
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      account: 'zhangsan',
      userName: '张三',
      userPhoto: '',
      departmentName: '采购部',
      roles: ['staff'],
    })
  })

  it('answers 401 / 20001 without a cookie or with an unknown token', async () => {
    await expectExpired()
    await expectExpired('tandem_sid=forged-token')
  })

  it('slides the expiry forward on use', async () => {
    const cookie = await signIn(app, 'lisi')
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, sessionIdOf(cookie)))
    expect((await userInfo(cookie)).statusCode).toBe(200)
    const expiry = (await expiryOf(cookie)) as Date
    expect(expiry.getTime()).toBeGreaterThan(Date.now() + 119 * 60_000)
  })

  it('treats an expired row as no session and removes it', async () => {
    const cookie = await signIn(app, 'lisi')
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionIdOf(cookie)))
    await expectExpired(cookie)
    expect(await expiryOf(cookie)).toBeUndefined()
  })

  it('treats a deleted row as no session', async () => {
    const cookie = await signIn(app, 'wangwu')
    await app.db.delete(sessions).where(eq(sessions.id, sessionIdOf(cookie)))
    await expectExpired(cookie)
  })

  it('ends the sessions of a disabled user for good: re-enabling does not bring them back', async () => {
    const cookie = await signIn(app, 'wangwu')
    await app.db.update(users).set({ enabled: false }).where(eq(users.account, 'wangwu'))
    await app.db.update(users).set({ enabled: true }).where(eq(users.account, 'wangwu'))
    await expectExpired(cookie)
    expect(await app.db.$count(sessions, eq(sessions.userId, await userIdOf(app, 'wangwu')))).toBe(0)
  })

  it('answers resultCode "0003" to a session of a disabled user', async () => {
    await app.db.update(users).set({ enabled: false }).where(eq(users.account, 'wangwu'))
    try {
      // A session row of a disabled user can only come from outside the app (e.g. restored data).
      const cookie = await signIn(app, 'wangwu')
      const response = await userInfo(cookie)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ success: false, code: 401, resultCode: '0003', data: null })
    } finally {
      await app.db.update(users).set({ enabled: true }).where(eq(users.account, 'wangwu'))
    }
  })

  it('stores only a hash of the cookie token', async () => {
    const cookie = await signIn(app, 'admin')
    const token = cookie.split('=')[1]
    expect(await app.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0)
    expect(await expiryOf(cookie)).toBeInstanceOf(Date)
  })
})
