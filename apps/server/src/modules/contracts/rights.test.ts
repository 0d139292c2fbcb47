import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contractAttachments, contracts, type AccessScope } from '../../db/schema/index.js'
import { buildTestApp, grantAccess, recordOf, signInAll, uploadFile } from '../../test/index.js'

const API = '/contracttandem/api/ContractSealed'
const DAY = 86_400_000

let app: App
let cookies: Record<'admin' | 'zhangsan' | 'lisi', string>

beforeAll(async () => {
  app = await buildTestApp()
  cookies = await signInAll(app, ['admin', 'zhangsan', 'lisi'])
})
afterAll(() => app.close())

const detail = async (account: keyof typeof cookies, contract: { id: number; bizType: number }) =>
  (await app.inject({ url: `${API}/GetBizInfoByBizId/${contract.id}/${contract.bizType}`, headers: { cookie: cookies[account] } })).json().data
const seal = (account: keyof typeof cookies, operateType: 1 | 2, ids: number[]) =>
  app.inject({ method: 'POST', url: `${API}/ContractSealed/${operateType}`, query: { reason: '归档' }, headers: { cookie: cookies[account] }, payload: ids })
const sealedNow = async (id: number) => (await app.db.select({ sealed: contracts.sealed }).from(contracts).where(eq(contracts.id, id)))[0].sealed

describe('a grant lets its grantee read, never change', () => {
  it.each<AccessScope>(['view', 'download'])('refuses attachments on a %s grant and says so in the record', async (scope) => {
    const granted = await recordOf(app, '人力资源部')
    await grantAccess(app, 'zhangsan', granted.id, scope)
    const shown = await detail('zhangsan', granted)
    expect(shown).toMatchObject({ canDownload: scope === 'download', canAddAttachment: false, canSeal: false })
    expect(Date.parse(shown.grantValidUntil) - Date.now()).toBeGreaterThan(DAY - 60_000)

    const fileId = await uploadFile(app, cookies.zhangsan, '补充.txt', '补充')
    const before = await app.db.$count(contractAttachments, eq(contractAttachments.contractId, granted.id))
    const refused = await app.inject({
      method: 'POST',
      url: `${API}/AddAttachment/${granted.id}`,
      payload: { fileId },
      headers: { cookie: cookies.zhangsan },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_ATTACHMENT_FORBIDDEN', msg: '无权为该记录添加附件' })
    expect(await app.db.$count(contractAttachments, eq(contractAttachments.contractId, granted.id))).toBe(before)
  })

  it('offers attachments on one’s own department’s records, and sealing with the sealing menu', async () => {
    expect(await detail('zhangsan', await recordOf(app, '采购部'))).toMatchObject({ canAddAttachment: true, canSeal: false, grantValidUntil: null })
    expect(await detail('lisi', await recordOf(app, '财务部'))).toMatchObject({ canAddAttachment: true, canSeal: true })
    expect(await detail('admin', await recordOf(app, '工程部'))).toMatchObject({ canAddAttachment: true, canSeal: true })
  })

  it('refuses a sealer to seal or unseal another department’s record he was granted, and changes nothing', async () => {
    for (const scope of ['view', 'download'] as const) {
      const granted = await recordOf(app, '工程部')
      await grantAccess(app, 'lisi', granted.id, scope)
      const own = await recordOf(app, '财务部')
      const refused = await seal('lisi', 1, [own.id, granted.id])
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_SEAL_FORBIDDEN', msg: '只能封存或解封本部门的记录' })
      expect(await sealedNow(own.id)).toBe(false)
      expect(await sealedNow(granted.id)).toBe(false)

      expect((await seal('admin', 1, [granted.id])).statusCode).toBe(200)
      expect((await seal('lisi', 2, [granted.id])).statusCode).toBe(403)
      expect(await sealedNow(granted.id)).toBe(true)
      expect((await seal('admin', 2, [granted.id])).statusCode).toBe(200)
    }
  })
})
