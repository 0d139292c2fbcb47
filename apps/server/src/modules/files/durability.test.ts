import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp, type App } from '../../app.js'
import type { Database } from '../../db/client.js'
import { files } from '../../db/schema/index.js'
import { signIn, testConfig } from '../../test/index.js'
import { cloneTemplate } from '../../test/database.js'

const UPLOAD = '/contracttandem/api/File/Upload'
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x42)])

async function multipart(name: string, bytes: Buffer) {
  const form = new FormData()
  form.append('key', name)
  form.append('file', new Blob([bytes]), name)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

let database: Database
let dataDir: string
// The database outlives the app, as a PostgreSQL server (or PGlite's directory) outlives a restart.
const survivingDatabase = (): Database => ({ ...database, close: async () => {} })

async function startApp(config = testConfig({ dataDir })): Promise<App> {
  const app = buildApp(config, { database: survivingDatabase() })
  await app.ready()
  return app
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`gave up waiting for ${what}`)
}

const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile()).map((entry) => entry.name)

beforeAll(async () => {
  database = await cloneTemplate(inject('databaseTemplate'))
  dataDir = await mkdtemp(path.join(tmpdir(), 'tandem-durable-'))
})

afterAll(async () => {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
})

describe('durability of uploads', () => {
  it('an upload cut off halfway leaves no temporary file, no stored file and no row', async () => {
    const app = await startApp()
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      const cookie = await signIn(app, 'zhangsan')
      const { payload, contentType } = await multipart('半截.pdf', PDF)
      const socket = connect(port, '127.0.0.1')
      await new Promise<void>((resolve) => socket.once('connect', resolve))
      socket.on('error', () => {})
      socket.write(
        `POST ${UPLOAD} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nContent-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
      )
      socket.write(payload.subarray(0, payload.length / 2))
      const spool = path.join(dataDir, 'tmp', 'uploads')
      await until(async () => (await filesIn(spool)).length > 0, 'the upload to start spooling')
      socket.destroy()
      await until(async () => (await filesIn(spool)).length === 0, 'the temporary file to go')
      expect(await filesIn(path.join(dataDir, 'files'))).toEqual([])
      expect(await app.db.select({ id: files.id }).from(files).where(eq(files.originalName, '半截.pdf'))).toEqual([])
    } finally {
      await app.close()
    }
  })

  it('uploaded files survive a restart of the server', async () => {
    const first = await startApp()
    const { payload, contentType } = await multipart('重启前.pdf', PDF)
    const uploaded = await first.inject({ method: 'POST', url: UPLOAD, payload, headers: { 'content-type': contentType, cookie: await signIn(first, 'zhangsan') } })
    expect(uploaded.statusCode).toBe(200)
    await first.close()

    const second = await startApp()
    try {
      const download = await second.inject({ url: uploaded.json().url, headers: { cookie: await signIn(second, 'zhangsan') } })
      expect(download.statusCode).toBe(200)
      expect(download.rawPayload.equals(PDF)).toBe(true)
    } finally {
      await second.close()
    }
  })
})

describe('S3 storage through the API', () => {
  it('stores uploads in the bucket, serves them back and leaves nothing for a refused one', async () => {
    const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dataDir, 's3') })
    const { port } = await s3rver.run()
    const endpoint = `http://127.0.0.1:${port}`
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials })
    await client.send(new CreateBucketCommand({ Bucket: 'contracts' }))
    const base = testConfig({ dataDir })
    const app = await startApp({
      ...base,
      files: { ...base.files, storage: { kind: 's3', endpoint, region: 'us-east-1', bucket: 'contracts', credentials, forcePathStyle: true } },
    })
    try {
      const cookie = await signIn(app, 'zhangsan')
      const good = await multipart('对象存储.pdf', PDF)
      const uploaded = await app.inject({ method: 'POST', url: UPLOAD, payload: good.payload, headers: { 'content-type': good.contentType, cookie } })
      expect(uploaded.statusCode).toBe(200)
      const listed = await client.send(new ListObjectsV2Command({ Bucket: 'contracts' }))
      expect(listed.KeyCount).toBe(1)
      const download = await app.inject({ url: uploaded.json().url, headers: { cookie } })
      expect(download.rawPayload.equals(PDF)).toBe(true)

      const bad = await multipart('伪装.pdf', Buffer.from('MZ\u0090\u0000'))
      const refused = await app.inject({ method: 'POST', url: UPLOAD, payload: bad.payload, headers: { 'content-type': bad.contentType, cookie } })
      expect(refused.statusCode).toBe(415)
      expect((await client.send(new ListObjectsV2Command({ Bucket: 'contracts' }))).KeyCount).toBe(1)
    } finally {
      await app.close()
      client.destroy()
      await s3rver.close()
    }
  })
})
