import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import { buildTestApp, multipart, signIn, testConfig } from '../../test/index.js'

const UPLOAD = '/contracttandem/api/File/Upload'

let app: App
let dataDir: string
let cookie: string

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tandem-upload-'))
  const config = testConfig({ dataDir })
  app = await buildTestApp({ config: { dataDir, files: { ...config.files, ratePerMinute: 1000, storage: { kind: 'local', dir: path.join(dataDir, 'files') } } } })
  cookie = await signIn(app, 'zhangsan')
})
afterAll(async () => {
  await app.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function leftovers(): Promise<string[]> {
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
}

const send = (payload: Buffer | string, contentType: string) =>
  app.inject({ method: 'POST', url: UPLOAD, payload, headers: { 'content-type': contentType, cookie } })

describe('malformed uploads', () => {
  it('answers many fields before the file part, leaving nothing behind', async () => {
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`f${i}`, 'v']))
    const { payload, headers } = await multipart({ name: 'a.txt', bytes: 'hello' }, fields)
    const response = await send(payload, headers['content-type'])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false })
    expect(await leftovers()).toEqual([])
  })

  it('answers a body that ends without its closing boundary, leaving nothing behind', async () => {
    const { payload, headers } = await multipart({ name: 'a.txt', bytes: 'hello world' })
    const cut = payload.subarray(0, payload.length - 20)
    const response = await send(cut, headers['content-type'])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false })
    expect(await leftovers()).toEqual([])
  })

  it('answers a multipart content type without a boundary with 415', async () => {
    const response = await send('--x\r\n', 'multipart/form-data')
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ success: false, resultCode: 'TND_ERR_UPLOAD_NOT_MULTIPART' })
  })
})
