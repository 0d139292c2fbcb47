import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { contractAttachments, contractHistory, files } from '../../db/schema/index.js'
import { buildTestApp, grantAccess, recordOf, signInAll, uploadFile } from '../../test/index.js'

const API = '/contracttandem/api/ContractSealed'

let app: App
let admin: string
let zhangsan: string
let lisi: string

beforeAll(async () => {
  app = await buildTestApp()
  ;({ admin, zhangsan, lisi } = await signInAll(app, ['admin', 'zhangsan', 'lisi']))
})
afterAll(() => app.close())

/** A record of `department` with attachments (one named like `attached`), no access grant naming it, in the given seal state. */
const contractOf = (department: string, sealed: boolean, attached = '%') => recordOf(app, department, { sealed, attached })

async function attachmentsOf(contractId: number) {
  return app.db.select().from(contractAttachments).where(eq(contractAttachments.contractId, contractId)).orderBy(contractAttachments.id)
}

const download = (attachmentId: number, cookie: string) => app.inject({ url: `${API}/DownloadAttachment/${attachmentId}`, headers: { cookie } })

const add = (contractId: number, fileId: unknown, cookie: string) =>
  app.inject({ method: 'POST', url: `${API}/AddAttachment/${contractId}`, payload: { fileId }, headers: { cookie } })

describe('DownloadAttachment', () => {
  it('streams the stored document with download headers to its department', async () => {
    const contract = await contractOf('采购部', false)
    const [attachment] = await attachmentsOf(contract.id)
    const [file] = await app.db.select().from(files).where(eq(files.id, attachment.fileId))
    const response = await download(attachment.id, zhangsan)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBe(attachment.fileSize)
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(file.sha256)
    expect(response.headers['content-type']).toBe(attachment.contentType)
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/)
    expect(response.headers['content-disposition']).toContain(encodeURIComponent(attachment.fileName.slice(-6)))
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const text = response.rawPayload.toString(attachment.fileName.endsWith('.pdf') ? 'latin1' : 'utf8')
    expect(text).toContain(attachment.fileName.endsWith('.pdf') ? '%PDF-' : contract.contractNo)
  })

  it('serves admin any record and a sealed record too (reading is not changing)', async () => {
    const sealed = await contractOf('工程部', true)
    const [attachment] = await attachmentsOf(sealed.id)
    expect((await download(attachment.id, admin)).statusCode).toBe(200)
  })

  it('refuses a record the user may not see with 403 and no bytes', async () => {
    const other = await contractOf('法务部', false)
    const [attachment] = await attachmentsOf(other.id)
    const response = await download(attachment.id, zhangsan)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ success: false, resultCode: 'TND_ERR_RECORD_FORBIDDEN', msg: '无权查看该记录' })
  })

  it('refuses a 查看-only grant with 403 and serves a 下载 grant', async () => {
    const viewOnly = await contractOf('财务部', false)
    await grantAccess(app, 'zhangsan', viewOnly.id, 'view')
    const [attachment] = await attachmentsOf(viewOnly.id)
    const detail = await app.inject({ url: `${API}/GetBizInfoByBizId/${viewOnly.id}/${viewOnly.bizType}`, headers: { cookie: zhangsan } })
    expect(detail.json().data.canDownload).toBe(false)
    const refused = await download(attachment.id, zhangsan)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_DOWNLOAD_FORBIDDEN', msg: '无权下载该记录的附件' })

    const downloadable = await contractOf('市场部', false)
    await grantAccess(app, 'zhangsan', downloadable.id, 'download')
    const [granted] = await attachmentsOf(downloadable.id)
    expect((await download(granted.id, zhangsan)).statusCode).toBe(200)
  })

  it('answers an unknown attachment as one on a record not visible, and 400 for a malformed id', async () => {
    const response = await download(2_147_483_647, admin)
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ resultCode: 'TND_ERR_RECORD_FORBIDDEN', msg: '无权查看该记录' })
    expect((await app.inject({ url: `${API}/DownloadAttachment/abc`, headers: { cookie: admin } })).statusCode).toBe(400)
  })

  it('needs a session', async () => {
    expect((await app.inject({ url: `${API}/DownloadAttachment/1` })).statusCode).toBe(401)
  })
})

const preview = (attachmentId: number, cookie: string) => app.inject({ url: `${API}/PreviewAttachment/${attachmentId}`, headers: { cookie } })

describe('PreviewAttachment', () => {
  it('serves a PDF inline to a 查看 grant that may not download it', async () => {
    const viewOnly = await contractOf('行政部', false, '%.pdf')
    await grantAccess(app, 'lisi', viewOnly.id, 'view')
    const pdf = (await attachmentsOf(viewOnly.id)).find((attachment) => attachment.fileName.endsWith('.pdf'))!
    expect((await download(pdf.id, lisi)).statusCode).toBe(403)
    const response = await preview(pdf.id, lisi)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="[^"]+"; filename\*=UTF-8''/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('serves an image inline and refuses a type the viewer cannot render', async () => {
    const contract = await contractOf('采购部', false, '%.txt')
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    const imageId = await uploadFile(app, zhangsan, '现场照片.png', png)
    const image = (await add(contract.id, imageId, zhangsan)).json().data
    const shown = await preview(image.id, zhangsan)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toBe('image/png')
    expect(shown.headers['content-disposition']).toMatch(/^inline; /)

    const text = (await attachmentsOf(contract.id)).find((attachment) => attachment.fileName.endsWith('.txt'))!
    const refused = await preview(text.id, zhangsan)
    expect(refused.statusCode).toBe(415)
    expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_PREVIEW_UNSUPPORTED', msg: `附件 ${text.fileName} 的类型不支持在线预览，请下载后查看` })
  })

  it('answers a record the user may not see as an unknown attachment, and 400 for a malformed id', async () => {
    const other = await contractOf('法务部', false, '%.pdf')
    const attachment = (await attachmentsOf(other.id)).find((row) => row.fileName.endsWith('.pdf'))!
    const hidden = await preview(attachment.id, zhangsan)
    const unknown = await preview(2_147_483_647, zhangsan)
    expect(hidden.statusCode).toBe(403)
    expect(unknown.statusCode).toBe(403)
    expect(hidden.json()).toEqual(unknown.json())
    expect((await preview(attachment.id, admin)).statusCode).toBe(200)
    expect((await app.inject({ url: `${API}/PreviewAttachment/abc`, headers: { cookie: admin } })).statusCode).toBe(400)
    expect((await app.inject({ url: `${API}/PreviewAttachment/${attachment.id}` })).statusCode).toBe(401)
  })
})

describe('AddAttachment', () => {
  it('links an uploaded file to the record, with a history entry, and downloads it back', async () => {
    const contract = await contractOf('采购部', false)
    const before = await attachmentsOf(contract.id)
    const content = `补充条款：${contract.contractNo}\n`
    const fileId = await uploadFile(app, zhangsan, '补充条款.txt', content)
    const response = await add(contract.id, fileId, zhangsan)
    expect(response.statusCode).toBe(200)
    const added = response.json().data
    expect(added).toMatchObject({ fileName: '补充条款.txt', fileSize: Buffer.byteLength(content), contentType: 'text/plain; charset=utf-8' })

    const detail = (await app.inject({ url: `${API}/GetBizInfoByBizId/${contract.id}/${contract.bizType}`, headers: { cookie: zhangsan } })).json().data
    expect(detail.attachments).toHaveLength(before.length + 1)
    expect(detail.attachments.at(-1)).toEqual(added)
    expect(detail.history[0]).toMatchObject({ action: 'attachment_added', actionName: '上传附件', actorName: '张三' })
    expect(detail.updatedAt).toBe(added.createdAt)
    const back = await download(added.id, zhangsan)
    expect(back.statusCode).toBe(200)
    expect(back.rawPayload.toString('utf8')).toBe(content)
  })

  it.each([
    ['sealed by the seed', () => contractOf('采购部', true)],
    [
      'sealed just now',
      async () => {
        const contract = await contractOf('采购部', false)
        const sealing = await app.inject({ method: 'POST', url: `${API}/ContractSealed/1`, query: { reason: '归档' }, payload: [contract.id], headers: { cookie: admin } })
        expect(sealing.statusCode).toBe(200)
        return contract
      },
    ],
  ])('refuses a record %s with 409 该记录已封存 and changes nothing', async (_, sealedContract) => {
    const sealed = await sealedContract()
    const before = await attachmentsOf(sealed.id)
    const history = await app.db.$count(contractHistory, eq(contractHistory.contractId, sealed.id))
    const fileId = await uploadFile(app, zhangsan, '封存后补充.txt', '不应出现')
    const response = await add(sealed.id, fileId, zhangsan)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, code: 409, resultCode: 'TND_ERR_RECORD_SEALED', msg: '该记录已封存，不能修改', data: null })
    expect(await attachmentsOf(sealed.id)).toEqual(before)
    expect(await app.db.$count(contractHistory, eq(contractHistory.contractId, sealed.id))).toBe(history)
  })

  it('refuses without download right, another user’s file, the same file twice and unknown ids', async () => {
    const own = await contractOf('采购部', false)
    const mine = await uploadFile(app, zhangsan, '说明.txt', '说明')

    const viewOnly = await contractOf('人力资源部', false)
    await grantAccess(app, 'zhangsan', viewOnly.id, 'view')
    const noRight = await add(viewOnly.id, mine, zhangsan)
    expect(noRight.statusCode).toBe(403)
    expect(noRight.json().msg).toBe('无权为该记录添加附件')
    expect((await add((await contractOf('法务部', false)).id, mine, zhangsan)).json().msg).toBe('无权查看该记录')

    const theirs = await uploadFile(app, lisi, '他人.txt', '他人')
    const notOwned = await add(own.id, theirs, zhangsan)
    expect(notOwned.statusCode).toBe(403)
    expect(notOwned.json().msg).toBe('只能添加自己上传的文件')

    expect((await add(own.id, mine, zhangsan)).statusCode).toBe(200)
    expect((await add(own.id, mine, zhangsan)).statusCode).toBe(409)
    expect((await add(own.id, '00000000-0000-4000-8000-000000000000', zhangsan)).json()).toMatchObject({ resultCode: 'TND_ERR_FILE_NOT_FOUND' })
    expect((await add(2_147_483_647, mine, zhangsan)).statusCode).toBe(403)
    const malformed = await add(own.id, 'not-a-uuid', zhangsan)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().msg).toContain('fileId')
  })
})

describe('File/Download of an attached file', () => {
  const fileDownload = (fileId: string, cookie: string) => app.inject({ url: `/contracttandem/api/File/Download/${fileId}`, headers: { cookie } })

  it('serves the uploader and those who may download from a record holding the file, and no one else', async () => {
    const fileId = await uploadFile(app, zhangsan, '合同扫描件.txt', '扫描件')
    expect((await fileDownload(fileId, zhangsan)).statusCode).toBe(200)
    for (const other of [lisi, admin]) {
      const refused = await fileDownload(fileId, other)
      expect(refused.statusCode).toBe(404)
      expect(refused.json()).toMatchObject({ resultCode: 'TND_ERR_FILE_NOT_FOUND', msg: '文件不存在' })
    }

    const own = await contractOf('采购部', false)
    expect((await add(own.id, fileId, zhangsan)).statusCode).toBe(200)
    expect((await fileDownload(fileId, admin)).statusCode).toBe(200)
    expect((await fileDownload(fileId, lisi)).statusCode).toBe(404)
    await grantAccess(app, 'lisi', own.id, 'view')
    expect((await fileDownload(fileId, lisi)).statusCode).toBe(404)
    await grantAccess(app, 'lisi', own.id, 'download')
    expect((await fileDownload(fileId, lisi)).statusCode).toBe(200)
  })

  it('refuses the seeded documents of records the user may not see, by their file id', async () => {
    const other = await contractOf('法务部', false)
    const [attachment] = await attachmentsOf(other.id)
    expect((await fileDownload(attachment.fileId, zhangsan)).statusCode).toBe(404)
    expect((await fileDownload(attachment.fileId, admin)).statusCode).toBe(200)
  })
})
