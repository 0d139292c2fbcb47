import { randomUUID } from 'node:crypto'
import { and, eq, notExists, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contractAttachments, contracts, files, formVersions, recordFormData } from '../../db/schema/index.js'
import { buildTestApp, userIdOf } from '../../test/index.js'

const DAY = 86_400_000

let app: App
let fileId: string
let versionId: number
let adminId: number
const picked: number[] = []

beforeAll(async () => {
  app = await buildTestApp()
  adminId = await userIdOf(app, 'admin')
  // A file no record holds yet: only its row matters to the guard, not its bytes.
  ;[{ id: fileId }] = await app.db
    .insert(files)
    .values({ originalName: '守卫.txt', size: 1, mime: 'text/plain', sha256: '0'.repeat(64), uploaderId: adminId, storageKey: `00/${randomUUID()}` })
    .returning({ id: files.id })
  ;[{ id: versionId }] = await app.db.select({ id: formVersions.id }).from(formVersions).limit(1)
})
afterAll(() => app.close())

/** The rows a record owns in one table, written straight to the database (no route, no service check). */
interface RecordRows {
  refusal: string
  add(contractId: number, dated: Date): Promise<unknown>
  change(contractId: number): Promise<unknown>
  remove(contractId: number): Promise<unknown>
  list(contractId: number): Promise<unknown[]>
}

const attachments: RecordRows = {
  refusal: 'the contract of this attachment is sealed',
  add: (contractId, dated) => app.db.insert(contractAttachments).values({ contractId, fileId, fileName: '守卫.txt', fileSize: 1, createdAt: dated }),
  change: (contractId) => app.db.update(contractAttachments).set({ fileName: '改名.txt' }).where(eq(contractAttachments.contractId, contractId)),
  remove: (contractId) => app.db.delete(contractAttachments).where(eq(contractAttachments.contractId, contractId)),
  list: (contractId) => app.db.select().from(contractAttachments).where(eq(contractAttachments.contractId, contractId)).orderBy(contractAttachments.id),
}

const formData: RecordRows = {
  refusal: 'the record of this form data is sealed',
  add: (contractId, dated) => app.db.insert(recordFormData).values({ contractId, versionId, data: { remark: '守卫' }, savedBy: adminId, savedAt: dated }),
  change: (contractId) => app.db.update(recordFormData).set({ data: { remark: '篡改' } }).where(eq(recordFormData.contractId, contractId)),
  remove: (contractId) => app.db.delete(recordFormData).where(eq(recordFormData.contractId, contractId)),
  list: (contractId) => app.db.select().from(recordFormData).where(eq(recordFormData.contractId, contractId)),
}

/** An unsealed record without form data that no other test here used. */
async function freshRecord(): Promise<number> {
  const [row] = await app.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.sealed, false),
        notExists(app.db.select().from(recordFormData).where(eq(recordFormData.contractId, contracts.id))),
        picked.length > 0 ? notInArray(contracts.id, picked) : undefined,
      ),
    )
    .orderBy(contracts.id)
    .limit(1)
  picked.push(row.id)
  return row.id
}

const setSealed = (id: number, sealedAt: Date | null) => app.db.update(contracts).set({ sealed: sealedAt !== null, sealedAt }).where(eq(contracts.id, id))

describe.each([
  ['attachments', attachments],
  ['form data', formData],
])('the database guard on %s of a sealed record', (_, rows) => {
  it('refuses to add, change or remove them, keeps them as they were, and allows all again once unsealed', async () => {
    const id = await freshRecord()
    await rows.add(id, new Date())
    await setSealed(id, new Date())
    const kept = await rows.list(id)
    expect(kept.length).toBeGreaterThan(0)
    for (const attempt of [() => rows.add(id, new Date()), () => rows.change(id), () => rows.remove(id)]) {
      await expect(attempt()).rejects.toMatchObject({ cause: { code: '55000', message: rows.refusal } })
    }
    expect(await rows.list(id)).toEqual(kept)

    await setSealed(id, null)
    await rows.change(id)
    expect(await rows.list(id)).not.toEqual(kept)
    await rows.remove(id)
    expect(await rows.list(id)).toEqual([])
  })

  it('takes rows dated before the seal (a sealed record imported with its rows), none dated after it', async () => {
    const id = await freshRecord()
    const sealedAt = new Date(Date.now() - DAY)
    await setSealed(id, sealedAt)
    const before = (await rows.list(id)).length
    await expect(rows.add(id, new Date(sealedAt.getTime() + 1))).rejects.toMatchObject({ cause: { code: '55000', message: rows.refusal } })
    expect(await rows.list(id)).toHaveLength(before)
    await rows.add(id, new Date(sealedAt.getTime() - 1))
    expect(await rows.list(id)).toHaveLength(before + 1)
  })
})
