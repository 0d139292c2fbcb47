import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LocalFileStorage, S3FileStorage, StorageNotFoundError, type FileStorage } from './index.js'

const BUCKET = 'tandem-files'
let dir: string
let s3rver: S3rver
let endpoint: string

/** A stream that yields some bytes and then fails, like an upload whose client went away. */
function brokenStream(): Readable {
  return new Readable({
    read() {
      this.push(Buffer.alloc(1024, 7))
      this.destroy(new Error('connection reset'))
    },
  })
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tandem-storage-'))
  s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') })
  const { port } = await s3rver.run()
  endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
  client.destroy()
})

afterAll(async () => {
  await s3rver.close()
  await rm(dir, { recursive: true, force: true })
})

const drivers: [string, () => Promise<{ storage: FileStorage; leftovers: () => Promise<number> }>][] = [
  [
    'local directory',
    async () => {
      const root = path.join(dir, 'local')
      const storage = new LocalFileStorage(root)
      await storage.init()
      const leftovers = async () => (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
      return { storage, leftovers }
    },
  ],
  [
    'S3 (s3rver on 127.0.0.1)',
    async () => {
      const storage = new S3FileStorage({
        kind: 's3',
        endpoint,
        region: 'us-east-1',
        bucket: BUCKET,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      })
      const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
      const leftovers = async () => (await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).KeyCount ?? 0
      return { storage, leftovers }
    },
  ],
]

describe.each(drivers)('%s storage', (_name, open) => {
  it('puts, reads, checks and deletes an object', async () => {
    const { storage, leftovers } = await open()
    const content = '合同正文 contract body'
    const bytes = Buffer.from(content)
    const key = await storage.put(Readable.from([bytes]), { size: bytes.length, contentType: 'text/plain' })
    expect(await storage.exists(key)).toBe(true)
    expect(await text(await storage.get(key))).toBe(content)
    await storage.delete(key)
    expect(await storage.exists(key)).toBe(false)
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError)
    await storage.delete(key)
    expect(await leftovers()).toBe(0)
  })

  it('keeps nothing when the incoming stream fails halfway', async () => {
    const { storage, leftovers } = await open()
    await expect(storage.put(brokenStream(), { size: 4096, contentType: 'application/pdf' })).rejects.toThrow()
    expect(await leftovers()).toBe(0)
  })
})
