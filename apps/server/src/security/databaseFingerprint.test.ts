import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { contractExports, contracts } from '../db/schema/index.js'
import { buildTestApp, signIn, userIdOf } from '../test/index.js'
import { databaseFingerprint } from './databaseFingerprint.js'

let app: App
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('databaseFingerprint', () => {
  it('is the same while no row changes, also after the table is rewritten', async () => {
    const first = await databaseFingerprint(app.db)
    await app.db.execute('vacuum full contracts')
    expect(await databaseFingerprint(app.db)).toBe(first)
  })

  it('changes with one value of one row, and comes back when the row does', async () => {
    const [{ id, ...row }] = await app.db
      .select()
      .from(contracts)
      .where(eq(contracts.sealed, false))
      .orderBy(asc(contracts.id))
      .limit(1)
    const before = await databaseFingerprint(app.db)
    await app.db
      .update(contracts)
      .set({ contractName: `${row.contractName}。` })
      .where(eq(contracts.id, id))
    expect(await databaseFingerprint(app.db)).not.toBe(before)
    await app.db.update(contracts).set(row).where(eq(contracts.id, id))
    expect(await databaseFingerprint(app.db)).toBe(before)
  })

  it('changes with a row added, and comes back when it is removed', async () => {
    const before = await databaseFingerprint(app.db)
    const [added] = await app.db
      .insert(contractExports)
      .values({ userId: await userIdOf(app, 'admin'), filters: {}, rowCount: 0 })
      .returning({ id: contractExports.id })
    expect(await databaseFingerprint(app.db)).not.toBe(before)
    await app.db.delete(contractExports).where(eq(contractExports.id, added.id))
    expect(await databaseFingerprint(app.db)).toBe(before)
  })

  it('leaves out the sessions a sign-in writes', async () => {
    const before = await databaseFingerprint(app.db)
    await signIn(app, 'zhangsan')
    expect(await databaseFingerprint(app.db)).toBe(before)
  })
})
