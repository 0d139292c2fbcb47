import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { files } from '../../db/schema/index.js'
import { buildTestApp, multipart, signIn, testConfig, userIdOf } from '../../test/index.js'

const UPLOAD = '/contracttandem/api/File/Upload'
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')])
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)])

let app: App
let dataDir: string
let cookie: string

async function upload(name: string, bytes: Buffer | string, fields: Record<string, string> = {}, as = cookie) {
  const { payload, headers } = await multipart({ name, bytes }, fields)
  return app.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, cookie: as } })
}

async function storedObjects(): Promise<string[]> {
  const root = path.join(dataDir, 'files')
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tandem-files-'))
  const config = testConfig({ dataDir })
  app = await buildTestApp({ config: { dataDir, files: { ...config.files, maxMb: 0.05, ratePerMinute: 1000, storage: { kind: 'local', dir: path.join(dataDir, 'files') } } } })
  cookie = await signIn(app, 'zhangsan')
})

afterAll(async () => {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('upload and download', () => {
  it('round-trips a file with a Chinese name, answering name and url at the top level', async () => {
    const name = '采购合同（2024）第1号.pdf'
    const response = await upload(name, PDF, { key: name })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({ success: true, code: 200, name, url: expect.stringMatching(/^\/contracttandem\/api\/File\/Download\/[0-9a-f-]{36}$/) })
    expect(body.data).toMatchObject({ name, url: body.url, size: PDF.length, mime: 'application/pdf' })

    const [row] = await app.db.select().from(files).where(eq(files.id, body.data.id))
    expect(row).toMatchObject({ originalName: name, size: PDF.length, uploaderId: await userIdOf(app, 'zhangsan') })
    expect(row.sha256).toBe(body.data.sha256)

    // Another user reads the file only through a record holding it (see the attachments tests).
    expect((await app.inject({ url: body.url, headers: { cookie: await signIn(app, 'lisi') } })).statusCode).toBe(404)
    const download = await app.inject({ url: body.url, headers: { cookie } })
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(PDF)).toBe(true)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['x-content-type-options']).toBe('nosniff')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    )
  })

  it('takes the name from the key field over the part file name, without directories', async () => {
    const response = await upload('blob', PDF, { key: 'contracts/2024/说明.pdf' })
    expect(response.json().name).toBe('说明.pdf')
  })

  it('serves raster images inline only when asked; SVG never inline, and as opaque bytes', async () => {
    const png = (await upload('图.png', PNG)).json()
    const asked = await app.inject({ url: `${png.url}?inline=1`, headers: { cookie } })
    expect(asked.headers['content-disposition']).toMatch(/^inline; /)
    expect(asked.headers['content-type']).toBe('image/png')
    const plain = await app.inject({ url: png.url, headers: { cookie } })
    expect(plain.headers['content-disposition']).toMatch(/^attachment; /)

    const svg = (await upload('logo.svg', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>')).json()
    const svgDownload = await app.inject({ url: `${svg.url}?inline=1`, headers: { cookie } })
    expect(svgDownload.headers['content-disposition']).toMatch(/^attachment; /)
    expect(svgDownload.headers['content-type']).toBe('application/octet-stream')
    expect(svgDownload.headers['content-security-policy']).toContain('sandbox')
  })

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await app.inject({ url: `/contracttandem/api/File/Download/${id}`, headers: { cookie } })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ success: false, resultCode: 'TND_ERR_FILE_NOT_FOUND', msg: '文件不存在' })
    }
  })
})

describe('refused uploads store nothing', () => {
  const cases: [string, string, Buffer | string, number, string, RegExp][] = [
    ['too large', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(60_000, 0x41)]), 413, 'TND_ERR_FILE_TOO_LARGE', /^文件大小超过限制（最大 0.05 MB）$/],
    ['extension not allowed', 'page.html', '<html><script>alert(1)</script></html>', 415, 'TND_ERR_FILE_TYPE_NOT_ALLOWED', /^不支持的文件类型：\.html$/],
    ['no extension', 'README', 'text', 415, 'TND_ERR_FILE_TYPE_NOT_ALLOWED', /无扩展名/],
    ['content not matching the extension', 'photo.png', PDF, 415, 'TND_ERR_FILE_CONTENT_MISMATCH', /^文件 photo\.png 的内容与扩展名不符$/],
    ['binary text file', 'notes.txt', Buffer.from('abc\u0000def'), 415, 'TND_ERR_FILE_CONTENT_MISMATCH', /notes\.txt/],
    ['renamed Windows executable', '报告.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 415, 'TND_ERR_FILE_EXECUTABLE', /^文件 报告\.pdf 的内容是可执行程序（Windows 可执行文件），不允许上传$/],
    ['renamed ELF executable', 'a.docx', Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(64, 2)]), 415, 'TND_ERR_FILE_EXECUTABLE', /Linux 可执行文件/],
    ['renamed Mach-O executable', 'a.zip', Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), 415, 'TND_ERR_FILE_EXECUTABLE', /macOS 可执行文件/],
    ['shebang script', 'run.txt', '#!/bin/sh\nrm -rf /\n', 415, 'TND_ERR_FILE_EXECUTABLE', /脚本文件/],
    ['SVG with script', 'x.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 415, 'TND_ERR_SVG_UNSAFE', /^SVG 文件 x\.svg 含有/],
    ['SVG with an event handler', 'y.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>', 415, 'TND_ERR_SVG_UNSAFE', /y\.svg/],
    ['SVG that is no SVG', 'z.svg', 'hello', 415, 'TND_ERR_FILE_CONTENT_MISMATCH', /z\.svg/],
    ['empty file', 'empty.pdf', '', 400, 'TND_ERR_FILE_EMPTY', /^文件 empty\.pdf 内容为空$/],
    ['NUL in the file name', 'a\u0000b.pdf', PDF, 400, 'TND_ERR_FILE_NAME_INVALID', /^文件名不合法$/],
  ]

  it.each(cases)('%s', async (_label, name, bytes, status, code, msg) => {
    const before = await storedObjects()
    const rows = await app.db.select({ id: files.id }).from(files)
    const response = await upload(name, bytes)
    expect(response.statusCode).toBe(status)
    expect(response.json()).toMatchObject({ success: false, code: status, resultCode: code, data: null })
    expect(response.json().msg).toMatch(msg)
    expect(await storedObjects()).toEqual(before)
    expect(await app.db.select({ id: files.id }).from(files)).toHaveLength(rows.length)
    expect(await readdir(path.join(dataDir, 'tmp', 'uploads'))).toEqual([])
  })

  it('refuses a request without the file part and one that is not multipart', async () => {
    const { payload, headers } = await multipart(null, { key: 'a.pdf' })
    const missing = await app.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, cookie } })
    expect(missing.json()).toMatchObject({ code: 400, resultCode: 'TND_ERR_FILE_REQUIRED' })
    const json = await app.inject({ method: 'POST', url: UPLOAD, payload: { file: 'x' }, headers: { cookie } })
    expect(json.json()).toMatchObject({ code: 415, resultCode: 'TND_ERR_UPLOAD_NOT_MULTIPART' })
  })

  it('answers 401 without a session, for upload and download', async () => {
    const refused = await upload('a.pdf', PDF, {}, '')
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ success: false, code: 20001, msg: '登录已过期，请重新登录' })
    const stored = (await upload('a.pdf', PDF)).json()
    const download = await app.inject({ url: stored.url })
    expect(download.statusCode).toBe(401)
    expect(download.json()).toMatchObject({ code: 20001 })
  })
})

describe('upload rate limit', () => {
  it('refuses uploads beyond the per-session rate with 429, other sessions unaffected', async () => {
    const limited = await buildTestApp({ config: { dataDir, files: { ...app.config.files, ratePerMinute: 2 } } })
    try {
      const session = await signIn(limited, 'wangwu')
      const send = async (as: string) => {
        const { payload, headers } = await multipart({ name: 'a.pdf', bytes: PDF })
        return limited.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, cookie: as } })
      }
      expect((await send(session)).statusCode).toBe(200)
      expect((await send(session)).statusCode).toBe(200)
      const third = await send(session)
      expect(third.statusCode).toBe(429)
      expect(third.json()).toMatchObject({ success: false, resultCode: 'TND_ERR_UPLOAD_RATE_LIMITED', msg: '上传过于频繁，请稍后再试' })
      expect((await send(await signIn(limited, 'lisi'))).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
